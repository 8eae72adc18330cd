import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../../../../src/shared/unit-of-work.js';
import { sqlDate as date } from '../../../../src/shared/sql-values.js';
import type { Tip } from '../../domain/tip.js';
import type { TipsRepository, TipsStore } from '../../application/ports.js';

type Ts = Date | string;

interface TipRow {
  id: string;
  booking_id: string;
  client_id: string;
  cleaner_id: string;
  amount_cents: number;
  status: Tip['status'];
  provider: Tip['provider'];
  provider_ref: string | null;
  customer_ref: string | null;
  payment_method_ref: string | null;
  request_key: string;
  failure_code: Tip['failureCode'];
  attempts: number;
  paid_at: Ts | null;
  created_at: Ts;
  updated_at: Ts;
}

const COLUMNS = 'id, booking_id, client_id, cleaner_id, amount_cents, status, provider, provider_ref, customer_ref, payment_method_ref, request_key, failure_code, attempts, paid_at, created_at, updated_at';

const toTip = (r: TipRow): Tip => ({
  id: r.id,
  bookingId: r.booking_id,
  clientId: r.client_id,
  cleanerId: r.cleaner_id,
  amountCents: Number(r.amount_cents),
  status: r.status,
  provider: r.provider,
  providerRef: r.provider_ref,
  customerRef: r.customer_ref,
  paymentMethodRef: r.payment_method_ref,
  requestKey: r.request_key,
  failureCode: r.failure_code,
  attempts: Number(r.attempts),
  paidAt: r.paid_at === null ? null : date(r.paid_at),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
});

const values = (t: Tip) => [t.id, t.bookingId, t.clientId, t.cleanerId, t.amountCents, t.status, t.provider, t.providerRef, t.customerRef, t.paymentMethodRef, t.requestKey, t.failureCode, t.attempts, t.paidAt, t.createdAt, t.updatedAt];

export class PgTipsRepository implements TipsRepository {
  constructor(private readonly em: EntityManager) {}

  private async one(sql: string, params: unknown[]): Promise<Tip | null> {
    const [row] = await this.em.execute<TipRow[]>(sql, params);
    return row ? toTip(row) : null;
  }

  async claim(tip: Tip) {
    const inserted = await this.one(`insert into payment_tips (${COLUMNS}) values (${COLUMNS.split(',').map(() => '?').join(', ')}) on conflict (booking_id) do nothing returning ${COLUMNS}`, values(tip));
    if (inserted) return { tip: inserted, created: true };
    return { tip: (await this.lockOf(tip.bookingId))!, created: false };
  }

  lockOf(bookingId: string) {
    return this.one(`select ${COLUMNS} from payment_tips where booking_id = ? for update`, [bookingId]);
  }

  lock(id: string) {
    return this.one(`select ${COLUMNS} from payment_tips where id = ? for update`, [id]);
  }

  lockByRef(reference: string) {
    return this.one(`select ${COLUMNS} from payment_tips where provider_ref = ? for update`, [reference]);
  }

  find(id: string) {
    return this.one(`select ${COLUMNS} from payment_tips where id = ?`, [id]);
  }

  ofBooking(bookingId: string) {
    return this.one(`select ${COLUMNS} from payment_tips where booking_id = ?`, [bookingId]);
  }

  async update(t: Tip) {
    await this.em.execute(
      `update payment_tips set amount_cents = ?, status = ?, provider_ref = ?, customer_ref = ?, payment_method_ref = ?, request_key = ?, failure_code = ?, attempts = ?, paid_at = ?, updated_at = ? where id = ?`,
      [t.amountCents, t.status, t.providerRef, t.customerRef, t.paymentMethodRef, t.requestKey, t.failureCode, t.attempts, t.paidAt, t.updatedAt, t.id],
    );
  }
}

export class PgTipsStore implements TipsStore {
  constructor(private readonly em: () => EntityManager) {}

  read(): TipsRepository {
    return new PgTipsRepository(this.em());
  }

  tx<T>(work: (repo: TipsRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.em(), (em) => work(new PgTipsRepository(em)));
  }
}
