import type { FlowEvents } from '../../../src/shared/flow-events.js';
import type { Clock } from '../../../src/shared/clock.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import type { PaymentStatus, BookingPaymentFacts } from '../../booking/index.js';
import type { Charge, ChargeKind, ChargeStatus, FailureReason } from '../domain/charge.js';
import type { Tip, TipSettings } from '../domain/tip.js';

export type ProviderName = 'development' | 'stripe';

/** A card as the provider describes it (never its number). */
export interface CardDetails {
  paymentMethodRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
}

/** Where an intent stands after a call, in our words. */
export interface IntentState {
  /** Null when the provider refused before creating an intent. */
  reference: string | null;
  status: ChargeStatus;
  failureCode: FailureReason | null;
  /** For the browser to authenticate (Stripe's client secret) when status is requires_action. */
  clientSecret: string | null;
  amountRefundedCents: number;
  metadata: Record<string, string>;
}

export interface ChargeRequest {
  customerRef: string;
  paymentMethodRef: string;
  amountCents: number;
  bookingId: string;
  /** Our record the intent belongs to (a charge's id, or a tip's). */
  chargeId: string;
  kind: ChargeKind | 'tip';
  idempotencyKey: string;
}

/**
 * The payment provider in domain words. Adapters: Stripe (stripe-payments.adapter.ts) and the
 * keyless development provider. Every money-moving call carries our idempotency key.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  ensureCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  /** A fresh card-setup session for the browser (Stripe SetupIntent's client secret; null in development). */
  startCardSetup(customerRef: string, idempotencyKey: string): Promise<{ clientSecret: string | null }>;
  /** The card behind a payment method, attached to this customer (attaching it if it is free); null when unknown or someone else's. */
  cardOf(customerRef: string, paymentMethodRef: string, idempotencyKey: string): Promise<CardDetails | null>;
  detachCard(paymentMethodRef: string, idempotencyKey: string): Promise<void>;
  /** Deletes the customer and its saved payment methods at the provider (account deletion); one already gone counts as deleted. */
  deleteCustomer(customerRef: string): Promise<void>;
  /** Holds the amount on the card (manual capture). */
  authorize(input: ChargeRequest): Promise<IntentState>;
  capture(reference: string, idempotencyKey: string): Promise<IntentState>;
  /** Releases a hold, or abandons an intent waiting for the client's authentication. */
  cancel(reference: string, idempotencyKey: string): Promise<IntentState>;
  /** Takes the amount now: off-session (the client is away; authentication cannot happen) or on-session. */
  charge(input: ChargeRequest & { offSession: boolean }): Promise<IntentState>;
  refund(input: { reference: string; amountCents: number; idempotencyKey: string }): Promise<{ ok: true; reference: string } | { ok: false; reason: FailureReason }>;
  /**
   * A card dispute's evidence (text fields by the provider's names), submitted to the bank at once
   * (Stripe: POST /v1/disputes/{id} with `submit: true`); throws payments.dispute_refused when the
   * dispute no longer takes evidence.
   */
  submitDisputeEvidence(input: { disputeRef: string; evidence: Record<string, string>; idempotencyKey: string }): Promise<void>;
  /** The intent's current state at the provider (out-of-order webhooks and the browser's authentication are read this way). */
  retrieve(reference: string): Promise<IntentState | null>;
}

export interface SavedCard extends CardDetails {
  id: string;
  userId: string;
  provider: ProviderName;
  customerRef: string;
  createdAt: Date;
  deletedAt: Date | null;
  /** When a charge on it was last held or paid (listed cards only; null otherwise or never). */
  lastWorkedAt?: Date | null;
}

export interface RefundRecord {
  id: string;
  bookingId: string;
  chargeId: string;
  amountCents: number;
  by: 'policy' | 'admin';
  reason: string | null;
  adminId: string | null;
  providerRef: string | null;
  idempotencyKey: string;
  status: 'pending' | 'succeeded' | 'failed';
  createdAt: Date;
}

export interface StoredEvent {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Our records. Methods run on the connection they were built on (a transaction's, or a plain one). */
export interface PaymentsRepository {
  customerOf(userId: string, provider: ProviderName): Promise<string | null>;
  saveCustomer(userId: string, provider: ProviderName, customerRef: string, now: Date): Promise<void>;
  cardsOf(userId: string): Promise<SavedCard[]>;
  findCard(id: string): Promise<SavedCard | null>;
  findCardByRef(userId: string, paymentMethodRef: string): Promise<SavedCard | null>;
  /** Inserts unless the user already keeps this payment method; answers the kept row. */
  insertCard(card: SavedCard): Promise<SavedCard>;
  deleteCard(id: string, now: Date): Promise<void>;
  fingerprintsOf(userId: string): Promise<string[]>;

  /** Inserts unless a charge with this idempotency key exists; answers the stored row, locked. */
  claimCharge(charge: Charge): Promise<{ charge: Charge; created: boolean }>;
  /** claimCharge with the card taken from the client's saved card of that reference (same provider); null when there is none. */
  claimChargeWithCard(charge: Omit<Charge, 'customerRef' | 'paymentMethodRef'>, paymentMethodRef: string): Promise<{ charge: Charge; created: boolean } | null>;
  lockCharge(id: string): Promise<Charge | null>;
  lockChargeByRef(reference: string): Promise<Charge | null>;
  lockChargeOf(bookingId: string, kind: ChargeKind): Promise<Charge | null>;
  chargesOf(bookingId: string): Promise<Charge[]>;
  /** Locks the booking's charges (newest payment first) for a refund. */
  lockChargesOf(bookingId: string): Promise<Charge[]>;
  updateCharge(charge: Charge): Promise<void>;
  /** Refused remainders and fees whose retry time has come, locked with SKIP LOCKED. */
  lockDueRetries(now: Date, limit: number): Promise<Charge[]>;

  insertRefund(refund: RefundRecord): Promise<boolean>;
  updateRefund(id: string, status: RefundRecord['status'], providerRef: string | null): Promise<void>;
  refundsOf(bookingId: string): Promise<RefundRecord[]>;

  insertEvent(event: { id: string; type: string; payload: Record<string, unknown> }, now: Date): Promise<boolean>;
  /** One unprocessed event, locked with SKIP LOCKED (a specific one, or the oldest). */
  lockPendingEvent(id: string | null): Promise<StoredEvent | null>;
  markEventProcessed(id: string, now: Date): Promise<void>;
  markEventFailed(id: string, error: string): Promise<void>;
}

export interface PaymentsStore {
  /** A repository outside any transaction of the caller (our records follow the provider, whatever the caller rolls back). */
  read(): PaymentsRepository;
  /** A transaction of our own. */
  tx<T>(work: (repo: PaymentsRepository) => Promise<T>): Promise<T>;
}

/** Tips (one per visit), on the connection they were built on. */
export interface TipsRepository {
  /** Inserts the visit's tip unless it has one; answers the stored row, locked. */
  claim(tip: Tip): Promise<{ tip: Tip; created: boolean }>;
  lockOf(bookingId: string): Promise<Tip | null>;
  lock(id: string): Promise<Tip | null>;
  lockByRef(reference: string): Promise<Tip | null>;
  find(id: string): Promise<Tip | null>;
  ofBooking(bookingId: string): Promise<Tip | null>;
  update(tip: Tip): Promise<void>;
}

export interface TipsStore {
  read(): TipsRepository;
  tx<T>(work: (repo: TipsRepository) => Promise<T>): Promise<T>;
}

export interface PaymentsAccount {
  id: string;
  name: string;
  email: string;
  locale: Locale;
  role: 'client' | 'cleaner' | 'admin' | null;
}

/** The booking module, as payments sees it. */
export interface Bookings {
  paymentFacts(bookingId: string): Promise<BookingPaymentFacts | null>;
  setPaymentStatus(bookingId: string, from: readonly PaymentStatus[], to: PaymentStatus): Promise<boolean>;
}

/** A Stripe event other modules handle (Connect accounts, transfers, payouts). */
export interface ExternalEvent {
  id: string;
  type: string;
  account: string | null;
  object: Record<string, unknown>;
}

export interface PaymentSettings {
  publicUrl: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  remainderRetryHours: readonly number[];
  /** Tips' window and amounts (config TIP_*, docs/decisions.md "Tips"). */
  tips: TipSettings;
  /** Business days a refund takes to reach the card, as the refund email states it (config `booking.refundBusinessDays`; 5 to 10 when left out). */
  refundBusinessDays?: { min: number; max: number };
}

export interface PaymentsDeps {
  provider: PaymentProvider;
  store: PaymentsStore;
  tips: TipsStore;
  bookings: Bookings;
  accounts: { find(userId: string): Promise<PaymentsAccount | null> };
  mailer: Mailer;
  clock: Clock;
  newId: () => string;
  settings: PaymentSettings;
  /** Starts `booking.fully_paid` (src/flows: payouts' earning, invoices' invoice) in the transaction that made it so. */
  flows: FlowEvents;
  externalEventHandler: (event: ExternalEvent) => Promise<void>;
  onSideEffectError: (error: unknown) => void;
}
