import { createHash } from 'node:crypto';
import type { ProviderAccount } from '../domain/account-status.js';
import type { ConnectProvider, MoveOutcome } from '../application/ports.js';

const ref = (prefix: string, key: string) => `${prefix}_dev_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * The keyless stand-in for Stripe Connect (npm start without STRIPE_SECRET_KEY; refused in
 * production). The simulation: the onboarding link goes straight back to the return page, and the
 * account is active from the moment the cleaner asks for it (accounts exist only through that
 * link). Money movements always succeed; their references derive from the idempotency key, so a
 * repeated call answers the same reference, as Stripe would.
 */
export class DevelopmentConnectProvider implements ConnectProvider {
  readonly name = 'development' as const;

  private active(id: string): ProviderAccount {
    return { id, detailsSubmitted: true, payoutsEnabled: true, transfers: 'active', currentlyDue: [], pastDue: [], disabledReason: null };
  }

  async createAccount(input: { cleanerId: string }): Promise<ProviderAccount> {
    return this.active(ref('acct', `account:${input.cleanerId}`));
  }

  async onboardingLink(_accountId: string, siteUrl: string): Promise<string> {
    return `${siteUrl}/profile/stripe-connect/return`;
  }

  async retrieveAccount(accountId: string): Promise<ProviderAccount> {
    return this.active(accountId);
  }

  async transfer(input: { idempotencyKey: string }): Promise<MoveOutcome> {
    return { ok: true, reference: ref('tr', input.idempotencyKey) };
  }

  async instantPayout(input: { idempotencyKey: string }): Promise<MoveOutcome> {
    return { ok: true, reference: ref('po', input.idempotencyKey) };
  }

  async reverseTransfer(input: { idempotencyKey: string }): Promise<MoveOutcome> {
    return { ok: true, reference: ref('trr', input.idempotencyKey) };
  }
}
