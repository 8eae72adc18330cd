import type Stripe from 'stripe';
import type { CapabilityState, ProviderAccount } from '../domain/account-status.js';
import { ProviderUnavailableError, type ConnectProvider, type MoveOutcome } from '../application/ports.js';

/** Stripe's Account object in our words (the one mapping the status function reads). */
export function providerAccountOf(a: Stripe.Account): ProviderAccount {
  const transfers: string | undefined = a.capabilities?.transfers;
  const state: CapabilityState = transfers === 'active' || transfers === 'pending' || transfers === 'inactive' ? transfers : null;
  return {
    id: a.id,
    detailsSubmitted: a.details_submitted ?? false,
    payoutsEnabled: a.payouts_enabled ?? false,
    transfers: state,
    currentlyDue: a.requirements?.currently_due ?? [],
    pastDue: a.requirements?.past_due ?? [],
    disabledReason: a.requirements?.disabled_reason ?? null,
  };
}

interface StripeLikeError {
  type?: string;
  statusCode?: number;
  message?: string;
}

/**
 * A refusal (4xx: invalid request, insufficient platform balance, account without the capability)
 * moved no money; a timeout, a 5xx, a rate limit or a concurrent use of the key may have, so those
 * keep the same idempotency key for the next attempt.
 */
function outcomeOf(error: unknown): MoveOutcome {
  const e = (typeof error === 'object' && error !== null ? error : {}) as StripeLikeError;
  const status = e.statusCode ?? 0;
  const definitive = status >= 400 && status < 500 && status !== 409 && status !== 429;
  return { ok: false, definitive, message: e.message ?? String(error) };
}

async function unavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** Stripe Connect (Express accounts, transfers from the platform balance, instant payouts on the connected account). */
export class StripeConnectAdapter implements ConnectProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  createAccount(input: { cleanerId: string; email: string }): Promise<ProviderAccount> {
    return unavailable(async () =>
      providerAccountOf(
        await this.stripe.accounts.create(
          {
            type: 'express',
            country: 'CA',
            email: input.email,
            business_type: 'individual',
            capabilities: { transfers: { requested: true } },
            metadata: { cleanerId: input.cleanerId },
          },
          { idempotencyKey: `account:${input.cleanerId}` },
        ),
      ),
    );
  }

  onboardingLink(accountId: string, siteUrl: string): Promise<string> {
    return unavailable(async () => {
      const link = await this.stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: `${siteUrl}/profile/stripe-connect/return`,
        refresh_url: `${siteUrl}/profile/stripe-connect/refresh`,
      });
      return link.url;
    });
  }

  retrieveAccount(accountId: string): Promise<ProviderAccount> {
    return unavailable(async () => providerAccountOf(await this.stripe.accounts.retrieve(accountId)));
  }

  async transfer(input: { accountId: string; amountCents: number; group: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<MoveOutcome> {
    try {
      const t = await this.stripe.transfers.create(
        { amount: input.amountCents, currency: 'cad', destination: input.accountId, transfer_group: input.group, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
      return { ok: true, reference: t.id };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  async instantPayout(input: { accountId: string; amountCents: number; metadata: Record<string, string>; idempotencyKey: string }): Promise<MoveOutcome> {
    try {
      const p = await this.stripe.payouts.create(
        { amount: input.amountCents, currency: 'cad', method: 'instant', metadata: input.metadata },
        { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
      );
      return { ok: true, reference: p.id };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  async reverseTransfer(input: { transferId: string; idempotencyKey: string }): Promise<MoveOutcome> {
    try {
      const r = await this.stripe.transfers.createReversal(input.transferId, {}, { idempotencyKey: input.idempotencyKey });
      return { ok: true, reference: r.id };
    } catch (error) {
      return outcomeOf(error);
    }
  }
}
