import { paymentsErasure } from './adapters/persistence/payments.erasure.js';
import { noFlowEvents, type FlowEvents } from '../../src/shared/flow-events.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type Stripe from 'stripe';
import type { Clock } from '../../src/shared/clock.js';
import type { Mailer } from '../../src/shared/mailer.js';
import { newId } from '../../src/shared/ids.js';
import type { Bookings, ExternalEvent, PaymentProvider, PaymentsAccount, PaymentsDeps } from './application/ports.js';
import { DevelopmentPaymentsProvider } from './adapters/development-payments.provider.js';
import { StripePaymentsAdapter } from './adapters/stripe-payments.adapter.js';
import { observedProvider, type PaymentOutcome } from './adapters/observed-payments.provider.js';
import { PgPaymentsStore } from './adapters/persistence/payments.repository.js';
import { paymentsPersonalData } from './adapters/persistence/payments.personal-data.js';
import { awaitingRetry } from './adapters/persistence/payments.analytics.js';
import { PaymentsInit } from './adapters/persistence/migrations/2026112300-payments-init.js';
import { PaymentTips } from './adapters/persistence/migrations/2026120230-payment-tips.js';
import { PgTipsStore } from './adapters/persistence/tips.repository.js';
import { tipsRouter } from './adapters/http/tips.routes.js';
import { paidTip, tipEmails, TIP_PAID } from './application/tips.js';
import type { TipSettings } from './domain/tip.js';
import { paymentsRouter } from './adapters/http/payments.routes.js';
import { stripeWebhookRouter } from './adapters/http/stripe-webhook.routes.js';
import { bookingChargesPort } from './application/booking-charges.js';
import { retryDueRemainders } from './application/remainder-retry.js';
import { dispatchPendingEvents, type VerifiedEvent, type WebhookVerifier } from './application/stripe-events.js';
import { bookingMoneyOf } from './domain/booking-money.js';
import { adminRefund } from './application/admin-refund.js';

export type { BookingMoney } from './domain/booking-money.js';
export type { ExternalEvent } from './application/ports.js';
export type { PaidTipFacts } from './application/tips.js';
export type { TipSettings } from './domain/tip.js';
export { TIP_PAID };
export { DISPUTE_CLOSED, DISPUTE_OPENED } from './application/stripe-events.js';
export { PAYMENT_FAILED, REFUND_CREATED, type PaymentFailed, type RefundCreated } from './application/integrator-events.js';
export { DEVELOPMENT_TEST_CARDS } from './adapters/development-payments.provider.js';
export type { PaymentOutcome, PaymentOperation } from './adapters/observed-payments.provider.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const paymentsPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026112300-payments-init', class: PaymentsInit },
    { name: '2026120230-payment-tips', class: PaymentTips },
  ] satisfies MigrationObject[],
};

export interface PaymentsModuleDeps {
  env: 'development' | 'production' | 'test';
  em: () => EntityManager;
  clock: Clock;
  mailer: Mailer;
  /** The process's Stripe client (src/shared/stripe-client.ts), null without keys: the development provider stands in. */
  stripe: Stripe | null;
  settings: { publicUrl: string; publishableKey: string | null; webhookSecret: string | null; remainderRetryHours: readonly number[]; tips: TipSettings; refundBusinessDays?: { min: number; max: number } };
  accounts: { find(userId: string): Promise<PaymentsAccount | null> };
  bookings: Bookings;
  /** Cross-module flows (src/flows): `booking.fully_paid` starts when everything due on a booking is paid. */
  flows?: FlowEvents;
  /** Stripe events of other modules (account.updated, transfer.*, payout.*): the payouts module. */
  externalEventHandler?: (event: ExternalEvent) => Promise<void>;
  onSideEffectError: (error: unknown) => void;
  /** Each money-moving provider call and its outcome (the /metrics counter, src/observability). */
  onPaymentOutcome?: (outcome: PaymentOutcome) => void;
}

/** Stripe's signature check (300 s tolerance, Stripe's default and the rule). */
function stripeVerifier(stripe: Stripe, secret: string): WebhookVerifier {
  return (rawBody, signature) => stripe.webhooks.constructEvent(rawBody, signature, secret, 300) as unknown as VerifiedEvent;
}

/**
 * Charging clients: saved cards, the booking's deposit, remainder, refunds (the booking module's
 * PaymentsPort), Stripe's webhooks, and the retry of refused remainders.
 */
export function createPaymentsModule(d: PaymentsModuleDeps) {
  let provider: PaymentProvider;
  if (d.stripe) provider = new StripePaymentsAdapter(d.stripe);
  else {
    // src/config refuses production without Stripe keys already; this guard keeps the module honest on its own.
    if (d.env === 'production') throw new Error('The development payment provider never runs in production: set the Stripe keys');
    provider = new DevelopmentPaymentsProvider();
  }
  if (d.onPaymentOutcome) provider = observedProvider(provider, d.onPaymentOutcome);
  const deps: PaymentsDeps = {
    provider,
    store: new PgPaymentsStore(d.em),
    tips: new PgTipsStore(d.em),
    bookings: d.bookings,
    accounts: d.accounts,
    mailer: d.mailer,
    clock: d.clock,
    newId,
    settings: d.settings,
    flows: d.flows ?? noFlowEvents,
    externalEventHandler: d.externalEventHandler ?? (async () => {}),
    onSideEffectError: d.onSideEffectError,
  };
  const verify = d.stripe && d.settings.webhookSecret ? stripeVerifier(d.stripe, d.settings.webhookSecret) : null;
  return {
    routers: [paymentsRouter(deps), tipsRouter(deps)],
    /** Mounted before the body parser (the signature covers the raw body). */
    webhookRouter: stripeWebhookRouter(deps, verify),
    /** For the booking module. */
    port: bookingChargesPort(deps),
    api: {
      provider: provider.name,
      /** For payouts and invoices: what the client paid, got back and still owes on a booking. */
      bookingMoney: async (bookingId: string) => bookingMoneyOf(await deps.store.read().chargesOf(bookingId)),
      /**
       * The `cases.decided` flow's refund (issue #36): the console's refund (split across the charges, newest
       * first, keyed by each charge's refunded total), run inside the flow step's transaction.
       */
      refundForCase: (input: { bookingId: string; adminId: string; amountCents: number; reason: string }) => adminRefund(deps)(input.bookingId, input.adminId, { amountCents: input.amountCents, reason: input.reason, notifyClient: false }),
      /** The console's dispute evidence (issue #36), submitted to the bank through the provider. */
      submitDisputeEvidence: (input: { disputeRef: string; evidence: Record<string, string>; idempotencyKey: string }) => provider.submitDisputeEvidence(input),
      /** For referrals: the fingerprints of every card this user ever saved (one card, one account). */
      cardFingerprints: (userId: string) => deps.store.read().fingerprintsOf(userId),
      /** The scheduled job (every 15 min): retries refused remainders whose time has come; returns how many were tried. */
      retryDueRemainders: retryDueRemainders(deps),
      /** The scheduled job (every minute): applies stored webhook events still waiting; returns how many. */
      dispatchPendingEvents: dispatchPendingEvents(deps),
      /** The `tip.paid` flow (src/flows/tip-flows.ts): a paid tip's facts, null unless it is paid. */
      paidTip: paidTip(deps),
      /** The `tip.paid` flow's emails: "Vous avez reçu un pourboire" to the cleaner, the receipt to the client. */
      tipEmails: tipEmails(deps),
      /** The console's dashboard (issue #16): refused charges waiting for their scheduled retry, and their amount. */
      awaitingRetry: awaitingRetry(d.em),
      /** The data export (portability): the client's saved cards, charges and refunds. */
      personalData: paymentsPersonalData(d.em),
      /** Account deletion: the provider's customer (deleted at Stripe), saved cards and the link go; charges and refunds stay (tax law). */
      erasePersonalData: paymentsErasure(d.em, provider),
    },
    persistence: paymentsPersistence,
    deps,
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
