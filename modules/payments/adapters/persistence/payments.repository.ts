import { preparedRows, type PreparedStatement } from '../../../../src/shared/prepared-sql.js';
import { inTransaction } from '../../../../src/shared/unit-of-work.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Charge, ChargeKind } from '../../domain/charge.js';
import type { PaymentsRepository, PaymentsStore, ProviderName, RefundRecord, SavedCard, StoredEvent } from '../../application/ports.js';
import { sqlDate as date } from '../../../../src/shared/sql-values.js';

type Ts = Date | string;
const dateOrNull = (v: Ts | null): Date | null => (v === null ? null : date(v));

interface CardRow {
  id: string;
  user_id: string;
  provider: ProviderName;
  customer_ref: string;
  payment_method_ref: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  created_at: Ts;
  deleted_at: Ts | null;
  /** Only from cardsOf: the last time a charge on this card was held or paid. */
  last_worked_at?: Ts | null;
}

const toCard = (r: CardRow): SavedCard => ({
  id: r.id,
  userId: r.user_id,
  provider: r.provider,
  customerRef: r.customer_ref,
  paymentMethodRef: r.payment_method_ref,
  brand: r.brand,
  last4: r.last4,
  expMonth: Number(r.exp_month),
  expYear: Number(r.exp_year),
  fingerprint: r.fingerprint,
  createdAt: date(r.created_at),
  deletedAt: dateOrNull(r.deleted_at),
  lastWorkedAt: r.last_worked_at ? date(r.last_worked_at) : null,
});

/** A charge on the card was held (authorised, then captured or released) or paid: the card worked (issue #42). */
const WORKED = `c.client_id = payment_cards.user_id and c.payment_method_ref = payment_cards.payment_method_ref and c.status in ('authorized', 'succeeded', 'canceled') and c.failure_code is null`;

interface ChargeRow {
  id: string;
  booking_id: string;
  client_id: string;
  kind: ChargeKind;
  amount_cents: number;
  refunded_cents: number;
  status: Charge['status'];
  provider: ProviderName;
  provider_ref: string | null;
  customer_ref: string | null;
  payment_method_ref: string | null;
  idempotency_key: string;
  failure_code: Charge['failureCode'];
  attempts: number;
  retries_done: number;
  first_failed_at: Ts | null;
  next_retry_at: Ts | null;
  paid_at: Ts | null;
  created_at: Ts;
  updated_at: Ts;
}

const CHARGE_COLUMNS =
  'id, booking_id, client_id, kind, amount_cents, refunded_cents, status, provider, provider_ref, customer_ref, payment_method_ref, idempotency_key, failure_code, attempts, retries_done, first_failed_at, next_retry_at, paid_at, created_at, updated_at';

/** Hot on every booking request and every charge's answer: prepared (planned once per connection). */
const CLAIM_CHARGE_WITH_CARD: PreparedStatement = {
  name: 'payments.claim_charge_with_card',
  text: `with card as (select customer_ref, payment_method_ref from payment_cards where user_id = $1::uuid and payment_method_ref = $2::text and provider = $3::text and deleted_at is null),
    claimed as (
      insert into payment_charges (${CHARGE_COLUMNS})
      select $4::uuid, $5::uuid, $1::uuid, $6::text, $7::integer, $8::integer, $9::text, $3::text, $10::text, card.customer_ref, card.payment_method_ref, $11::text, $12::text,
             $13::integer, $14::integer, $15::timestamptz, $16::timestamptz, $17::timestamptz, $18::timestamptz, $19::timestamptz
        from card
      on conflict do nothing returning ${CHARGE_COLUMNS})
    select exists(select 1 from card) as has_card, (select row_to_json(claimed) from claimed) as claimed`,
};
const UPDATE_CHARGE: PreparedStatement = {
  name: 'payments.update_charge',
  text: `update payment_charges set refunded_cents = $1, status = $2, provider_ref = $3, customer_ref = $4, payment_method_ref = $5, failure_code = $6, attempts = $7, retries_done = $8,
           first_failed_at = $9, next_retry_at = $10, paid_at = $11, updated_at = $12 where id = $13`,
};

const toCharge = (r: ChargeRow): Charge => ({
  id: r.id,
  bookingId: r.booking_id,
  clientId: r.client_id,
  kind: r.kind,
  amountCents: Number(r.amount_cents),
  refundedCents: Number(r.refunded_cents),
  status: r.status,
  provider: r.provider,
  providerRef: r.provider_ref,
  customerRef: r.customer_ref,
  paymentMethodRef: r.payment_method_ref,
  idempotencyKey: r.idempotency_key,
  failureCode: r.failure_code,
  attempts: Number(r.attempts),
  retriesDone: Number(r.retries_done),
  firstFailedAt: dateOrNull(r.first_failed_at),
  nextRetryAt: dateOrNull(r.next_retry_at),
  paidAt: dateOrNull(r.paid_at),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
});

interface RefundRow {
  id: string;
  booking_id: string;
  charge_id: string;
  amount_cents: number;
  by: 'policy' | 'admin';
  reason: string | null;
  admin_id: string | null;
  provider_ref: string | null;
  idempotency_key: string;
  status: RefundRecord['status'];
  created_at: Ts;
}

const toRefund = (r: RefundRow): RefundRecord => ({
  id: r.id,
  bookingId: r.booking_id,
  chargeId: r.charge_id,
  amountCents: Number(r.amount_cents),
  by: r.by,
  reason: r.reason,
  adminId: r.admin_id,
  providerRef: r.provider_ref,
  idempotencyKey: r.idempotency_key,
  status: r.status,
  createdAt: date(r.created_at),
});

/** Plain SQL on one entity manager (a transaction's fork, or a fresh fork outside any transaction). */
export class PgPaymentsRepository implements PaymentsRepository {
  constructor(private readonly em: EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em.execute<T[]>(sql, params);
  }

  async customerOf(userId: string, provider: ProviderName) {
    const [row] = await this.rows<{ customer_ref: string }>('select customer_ref from payment_customers where user_id = ? and provider = ?', [userId, provider]);
    return row?.customer_ref ?? null;
  }

  async saveCustomer(userId: string, provider: ProviderName, customerRef: string, now: Date) {
    await this.rows('insert into payment_customers (user_id, provider, customer_ref, created_at) values (?, ?, ?, ?) on conflict do nothing', [userId, provider, customerRef, now]);
  }

  async cardsOf(userId: string) {
    // The card that worked last first (the booking form preselects it), then the newest.
    return (
      await this.rows<CardRow>(
        `select payment_cards.*, (select max(c.updated_at) from payment_charges c where ${WORKED}) as last_worked_at
           from payment_cards where user_id = ? and deleted_at is null order by last_worked_at desc nulls last, created_at desc, id`,
        [userId],
      )
    ).map(toCard);
  }

  async findCard(id: string) {
    const [row] = await this.rows<CardRow>('select * from payment_cards where id = ?', [id]);
    return row ? toCard(row) : null;
  }

  async findCardByRef(userId: string, paymentMethodRef: string) {
    const [row] = await this.rows<CardRow>('select * from payment_cards where user_id = ? and payment_method_ref = ? and deleted_at is null', [userId, paymentMethodRef]);
    return row ? toCard(row) : null;
  }

  async insertCard(c: SavedCard) {
    await this.rows(
      `insert into payment_cards (id, user_id, provider, customer_ref, payment_method_ref, brand, last4, exp_month, exp_year, fingerprint, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (user_id, payment_method_ref) where deleted_at is null do nothing`,
      [c.id, c.userId, c.provider, c.customerRef, c.paymentMethodRef, c.brand, c.last4, c.expMonth, c.expYear, c.fingerprint, c.createdAt],
    );
    return (await this.findCardByRef(c.userId, c.paymentMethodRef))!;
  }

  async deleteCard(id: string, now: Date) {
    await this.rows('update payment_cards set deleted_at = ? where id = ? and deleted_at is null', [now, id]);
  }

  async fingerprintsOf(userId: string) {
    return (await this.rows<{ fingerprint: string }>('select distinct fingerprint from payment_cards where user_id = ? order by fingerprint', [userId])).map((r) => r.fingerprint);
  }

  async claimCharge(c: Charge) {
    const inserted = await this.rows<ChargeRow>(
      `insert into payment_charges (${CHARGE_COLUMNS}) values (${CHARGE_COLUMNS.split(',').map(() => '?').join(', ')})
       on conflict do nothing returning ${CHARGE_COLUMNS}`,
      [c.id, c.bookingId, c.clientId, c.kind, c.amountCents, c.refundedCents, c.status, c.provider, c.providerRef, c.customerRef, c.paymentMethodRef, c.idempotencyKey, c.failureCode, c.attempts, c.retriesDone, c.firstFailedAt, c.nextRetryAt, c.paidAt, c.createdAt, c.updatedAt],
    );
    // A new row is ours until the transaction ends (a concurrent claim of its key waits on it).
    if (inserted[0]) return { charge: toCharge(inserted[0]), created: true };
    // A replay (same key, or the same kind for the same booking): the stored row answers.
    const [row] = await this.rows<ChargeRow>(`select ${CHARGE_COLUMNS} from payment_charges where idempotency_key = ? or (booking_id = ? and kind = ?) for update`, [c.idempotencyKey, c.bookingId, c.kind]);
    return { charge: toCharge(row!), created: false };
  }

  async claimChargeWithCard(c: Omit<Charge, 'customerRef' | 'paymentMethodRef'>, paymentMethodRef: string) {
    // The client's saved card and the claim in one statement (a booking request's deposit, issue #24).
    const [row] = await preparedRows<{ has_card: boolean; claimed: ChargeRow | null }>(this.em, CLAIM_CHARGE_WITH_CARD, [
      ...[c.clientId, paymentMethodRef, c.provider],
      ...[c.id, c.bookingId, c.kind, c.amountCents, c.refundedCents, c.status, c.providerRef, c.idempotencyKey, c.failureCode],
      ...[c.attempts, c.retriesDone, c.firstFailedAt, c.nextRetryAt, c.paidAt, c.createdAt, c.updatedAt],
    ]);
    if (!row!.has_card) return null;
    if (row!.claimed) return { charge: toCharge(row!.claimed), created: true };
    const [earlier] = await this.rows<ChargeRow>(`select ${CHARGE_COLUMNS} from payment_charges where idempotency_key = ? or (booking_id = ? and kind = ?) for update`, [c.idempotencyKey, c.bookingId, c.kind]);
    return { charge: toCharge(earlier!), created: false };
  }

  private async lockOne(where: string, params: unknown[]) {
    const [row] = await this.rows<ChargeRow>(`select ${CHARGE_COLUMNS} from payment_charges where ${where} for update`, params);
    return row ? toCharge(row) : null;
  }

  lockCharge(id: string) {
    return this.lockOne('id = ?', [id]);
  }

  lockChargeByRef(reference: string) {
    return this.lockOne('provider_ref = ?', [reference]);
  }

  lockChargeOf(bookingId: string, kind: ChargeKind) {
    return this.lockOne('booking_id = ? and kind = ?', [bookingId, kind]);
  }

  async chargesOf(bookingId: string) {
    return (await this.rows<ChargeRow>(`select ${CHARGE_COLUMNS} from payment_charges where booking_id = ? order by created_at, id`, [bookingId])).map(toCharge);
  }

  async lockChargesOf(bookingId: string) {
    return (await this.rows<ChargeRow>(`select ${CHARGE_COLUMNS} from payment_charges where booking_id = ? order by created_at, id for update`, [bookingId])).map(toCharge);
  }

  async updateCharge(c: Charge) {
    await preparedRows(this.em, UPDATE_CHARGE, [c.refundedCents, c.status, c.providerRef, c.customerRef, c.paymentMethodRef, c.failureCode, c.attempts, c.retriesDone, c.firstFailedAt, c.nextRetryAt, c.paidAt, c.updatedAt, c.id]);
  }

  async lockDueRetries(now: Date, limit: number) {
    return (
      await this.rows<ChargeRow>(
        `select ${CHARGE_COLUMNS} from payment_charges where next_retry_at <= ? and status in ('pending', 'failed', 'requires_action')
         order by next_retry_at limit ? for update skip locked`,
        [now, limit],
      )
    ).map(toCharge);
  }

  async insertRefund(r: RefundRecord) {
    const rows = await this.rows<{ id: string }>(
      `insert into payment_refunds (id, booking_id, charge_id, amount_cents, by, reason, admin_id, provider_ref, idempotency_key, status, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (idempotency_key) do nothing returning id`,
      [r.id, r.bookingId, r.chargeId, r.amountCents, r.by, r.reason, r.adminId, r.providerRef, r.idempotencyKey, r.status, r.createdAt],
    );
    return rows.length === 1;
  }

  async updateRefund(id: string, status: RefundRecord['status'], providerRef: string | null) {
    await this.rows('update payment_refunds set status = ?, provider_ref = ? where id = ?', [status, providerRef, id]);
  }

  async refundsOf(bookingId: string) {
    return (await this.rows<RefundRow>('select * from payment_refunds where booking_id = ? order by created_at, id', [bookingId])).map(toRefund);
  }

  async insertEvent(e: { id: string; type: string; payload: Record<string, unknown> }, now: Date) {
    const rows = await this.rows<{ id: string }>('insert into payment_webhook_events (id, type, payload, received_at) values (?, ?, ?::jsonb, ?) on conflict (id) do nothing returning id', [e.id, e.type, JSON.stringify(e.payload), now]);
    return rows.length === 1;
  }

  async lockPendingEvent(id: string | null) {
    const [row] = await this.rows<{ id: string; type: string; payload: Record<string, unknown> | string; attempts: number }>(
      // Events that keep failing go behind the others, so one bad event never blocks the queue.
      `select id, type, payload, attempts from payment_webhook_events where processed_at is null ${id ? 'and id = ?' : 'and attempts < 20'}
       order by attempts, received_at, id limit 1 for update skip locked`,
      id ? [id] : [],
    );
    if (!row) return null;
    const event: StoredEvent = { id: row.id, type: row.type, payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload, attempts: Number(row.attempts) };
    return event;
  }

  async markEventProcessed(id: string, now: Date) {
    await this.rows('update payment_webhook_events set processed_at = ?, attempts = attempts + 1, last_error = null where id = ?', [now, id]);
  }

  async markEventFailed(id: string, error: string) {
    await this.rows('update payment_webhook_events set attempts = attempts + 1, last_error = ? where id = ?', [error.slice(0, 2000), id]);
  }
}

/**
 * Our records share the caller's unit of work (docs/decisions.md, "One connection per unit of work"):
 * inside the booking module's open transaction they are written on its connection and commit or roll
 * back with its change; elsewhere they get a transaction of their own. What moved at Stripe is never
 * lost either way: a retried step replays the same Stripe answer by its idempotency key, and Stripe's
 * webhook applies the intent's real state to the charge row.
 */
export class PgPaymentsStore implements PaymentsStore {
  constructor(private readonly em: () => EntityManager) {}

  read(): PaymentsRepository {
    return new PgPaymentsRepository(this.em());
  }

  tx<T>(work: (repo: PaymentsRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.em(), (em) => work(new PgPaymentsRepository(em)));
  }
}
