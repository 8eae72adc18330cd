import type { Mailer } from '../../../src/shared/mailer.js';
import type { FlowEvents } from '../../../src/shared/flow-events.js';
import type { PushNotifier } from '../../../src/shared/push-notices.js';
import type { Clock } from '../../../src/shared/clock.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { AccountState, ProviderAccount } from '../domain/account-status.js';
import type { Earning, EarningKind, QuoteMoney } from '../domain/earning.js';

/** What happened to one money movement at the provider. */
export type MoveOutcome =
  | { ok: true; reference: string }
  /**
   * definitive: the provider refused (no money moved), so a retry needs a new idempotency key.
   * Otherwise (timeout, 5xx) the money may have moved: the next attempt reuses the same key.
   */
  | { ok: false; definitive: boolean; message: string };

/**
 * The payout provider (Stripe Connect, or the keyless development simulation), in domain words.
 * Every call that moves money carries our idempotency key; retries with the same key move it once.
 */
export interface ConnectProvider {
  readonly name: 'stripe' | 'development';
  /** The cleaner's connected account; the same cleaner always gets the same account (key account:<cleanerId>). */
  createAccount(input: { cleanerId: string; email: string }): Promise<ProviderAccount>;
  /** Where to send the cleaner to finish onboarding (returns to `siteUrl`/profile/stripe-connect/return, the address they started from). */
  onboardingLink(accountId: string, siteUrl: string): Promise<string>;
  retrieveAccount(accountId: string): Promise<ProviderAccount>;
  /** Platform balance -> the connected account. */
  transfer(input: { accountId: string; amountCents: number; group: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<MoveOutcome>;
  /** The connected account's balance -> its debit card or bank, now (instant payout). */
  instantPayout(input: { accountId: string; amountCents: number; metadata: Record<string, string>; idempotencyKey: string }): Promise<MoveOutcome>;
  /** Takes a transfer back to the platform (an instant payout the bank refused). */
  reverseTransfer(input: { transferId: string; idempotencyKey: string }): Promise<MoveOutcome>;
}

/** Provider failures that are not a refusal of a money movement (account creation, links). */
export class ProviderUnavailableError extends Error {}

export interface StoredAccount extends AccountState {
  cleanerId: string;
  provider: 'stripe' | 'development';
  accountId: string;
  createdAt: Date;
  updatedAt: Date;
}

export type PayoutKind = 'weekly' | 'instant';
export type PayoutStatus = 'pending' | 'paid' | 'failed';

export interface Payout {
  id: string;
  cleanerId: string;
  kind: PayoutKind;
  status: PayoutStatus;
  week: string | null;
  runId: string | null;
  grossCents: number;
  feeCents: number;
  amountCents: number;
  idempotencyKey: string;
  attemptKey: string;
  attempts: number;
  failureMessage: string | null;
  destination: string | null;
  transferId: string | null;
  providerPayoutId: string | null;
  earningCount: number;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
}

export interface PayoutRun {
  id: string;
  week: string;
  startedAt: Date;
  finishedAt: Date | null;
  payoutCount: number;
  paidCount: number;
  failedCount: number;
  totalCents: number;
}

export interface NewEarning {
  cleanerId: string;
  kind: EarningKind;
  bookingId: string | null;
  sourceKey: string;
  serviceDate: string | null;
  note: string | null;
  grossCents: number;
  commissionCents: number;
  taxCents: number;
  amountCents: number;
  earnedAt: Date;
}

export interface AdminPayoutQuery {
  status: PayoutStatus | null;
  kind: PayoutKind | null;
  cleanerIds: string[] | null;
  runId: string | null;
  ids: string[] | null;
  sort: { field: 'createdAt' | 'amountCents' | 'status'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface AdminEarningQuery {
  cleanerIds: string[] | null;
  bookingId: string | null;
  kind: EarningKind | null;
  paid: boolean | null;
  ids: string[] | null;
  sort: { field: 'earnedAt' | 'amountCents'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface PayoutRepository {
  // Accounts
  account(cleanerId: string): Promise<StoredAccount | null>;
  accountByProviderId(accountId: string): Promise<StoredAccount | null>;
  saveAccount(a: StoredAccount): Promise<void>;
  accountsOf(cleanerIds: string[]): Promise<StoredAccount[]>;
  // Earnings
  /** False when the source was recorded already. */
  insertEarning(e: NewEarning & { id: string }): Promise<boolean>;
  earningBySource(sourceKey: string): Promise<Earning | null>;
  earningsOf(cleanerId: string, offset: number, limit: number): Promise<{ items: Earning[]; total: number }>;
  earningsOfPayouts(payoutIds: string[]): Promise<Earning[]>;
  unpaidTotal(cleanerId: string, before: Date | null): Promise<{ cents: number; count: number }>;
  /** Per cleaner, unpaid earnings earned before `before`. */
  unpaidByCleaner(before: Date): Promise<{ cleanerId: string; cents: number; count: number }[]>;
  /** Links the cleaner's unpaid earnings (earned before `before`, when given) to the payout; returns their sum and count. */
  linkUnpaid(cleanerId: string, payoutId: string, before: Date | null): Promise<{ cents: number; count: number }>;
  /** Unlinks a payout's earnings (a failed instant payout: they were not paid). */
  releaseEarnings(payoutId: string): Promise<void>;
  adminEarnings(q: AdminEarningQuery): Promise<{ items: Earning[]; total: number }>;
  // Pending visits
  savePendingVisit(v: { bookingId: string; cleanerId: string; amountCents: number; completedAt: Date }): Promise<void>;
  deletePendingVisit(bookingId: string): Promise<void>;
  pendingCents(cleanerId: string): Promise<number>;
  // Payouts
  insertPayout(p: Omit<Payout, 'earningCount'>): Promise<boolean>;
  payout(id: string): Promise<Payout | null>;
  payoutByKey(idempotencyKey: string): Promise<Payout | null>;
  payoutByTransfer(transferId: string): Promise<Payout | null>;
  payoutByProviderPayout(providerPayoutId: string): Promise<Payout | null>;
  /** The payout's row, locked until the transaction ends; null when another transaction holds it (SKIP LOCKED). */
  lockPayout(id: string, skipLocked: boolean): Promise<Payout | null>;
  updatePayout(p: Payout): Promise<void>;
  payoutsOf(cleanerId: string, offset: number, limit: number): Promise<{ items: Payout[]; total: number }>;
  /** Weekly payouts still to attempt: pending ones of any week, failed ones of weeks before `failedBefore`. */
  openWeeklyPayouts(failedBefore: string): Promise<string[]>;
  adminPayouts(q: AdminPayoutQuery): Promise<{ items: Payout[]; total: number }>;
  // Runs
  /** Null when the week has a run already. */
  insertRun(r: { id: string; week: string; startedAt: Date }): Promise<boolean>;
  run(id: string): Promise<PayoutRun | null>;
  runOfWeek(week: string): Promise<PayoutRun | null>;
  finishRun(id: string, at: Date): Promise<void>;
  runs(offset: number, limit: number, order: 'ASC' | 'DESC'): Promise<{ items: PayoutRun[]; total: number }>;
  // Statements
  earningsBetween(cleanerId: string, from: Date, to: Date): Promise<Earning[]>;
  paidPayoutsBetween(cleanerId: string, from: Date, to: Date): Promise<Payout[]>;
  statementMonths(cleanerId: string): Promise<{ month: string; earningsCents: number; payoutsCents: number }[]>;
  // Holds (issue #36): a visit under an open case stays out of payouts.
  hold(h: { bookingId: string; cleanerId: string; caseId: string; heldAt: Date }): Promise<void>;
  releaseHold(bookingId: string, caseId: string): Promise<void>;
  heldOf(cleanerId: string): Promise<HeldVisit[]>;
  /** Serializes a cleaner's instant payouts and the weekly run's share-out until the transaction ends. */
  lockCleaner(cleanerId: string): Promise<void>;
}

/** A visit whose earning is held while a case is open on it (its unpaid lines' sum). */
export interface HeldVisit {
  bookingId: string;
  serviceDate: string | null;
  amountCents: number;
  heldAt: Date;
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface PayoutAccountHolder {
  id: string;
  name: string;
  email: string;
  locale: Locale;
  role: string | null;
}

/** Identity's accounts. */
export interface Accounts {
  find(userId: string): Promise<PayoutAccountHolder | null>;
  findMany(userIds: string[]): Promise<PayoutAccountHolder[]>;
  /** Cleaners whose name or email contains q (the console's search). */
  searchCleanerIds(q: string, limit: number): Promise<string[]>;
}

/** What payouts need to know of a booking (booking's payment facts, trimmed). */
export interface PayoutBookingFacts {
  id: string;
  cleanerId: string;
  status: string;
  paymentStatus: string;
  date: string;
  quote: QuoteMoney;
  cancellation: { by: string; feeCents: number } | null;
  /** A case's free re-clean: its 0 $ line is named as the guarantee's visit. */
  guaranteeReclean?: boolean;
}

export interface Bookings {
  paymentFacts(bookingId: string): Promise<PayoutBookingFacts | null>;
}

export interface PayoutSettings {
  /** The platform's commission on the cleaner's billed service, %. */
  commissionPercent: number;
  /** Instant payout fee (spec 9: 5 $). */
  instantPayoutFeeCents: number;
}

export interface PayoutsDeps {
  payouts: PayoutRepository;
  tx: Transactor;
  provider: ConnectProvider;
  accounts: Accounts;
  bookings: Bookings;
  clock: Clock;
  newId: () => string;
  settings: PayoutSettings;
  onError: (error: unknown, what: string) => void;
  /** Payout sent or failed emails (the outbox's mailer in the shell, recorded in the attempt's transaction). */
  mailer: Mailer;
  publicUrl: string;
  /** Origins the site is served from (PUBLIC_URL's first): a return address starts from the one the cleaner is on. */
  siteOrigins: readonly string[];
  /** payouts.payout_paid (integrators' payout.paid), emitted in the transaction that made a payout paid. */
  flows: FlowEvents;
  /** The paid payout on the cleaner's devices (issue #34), in the same transaction; none when left out. */
  push?: PushNotifier;
}
