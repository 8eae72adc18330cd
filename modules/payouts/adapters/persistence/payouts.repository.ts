import type { EntityManager } from '@mikro-orm/postgresql';
import type { Earning, EarningKind } from '../../domain/earning.js';
import type { PayoutAccountStatus } from '../../domain/account-status.js';
import type { AdminEarningQuery, AdminPayoutQuery, NewEarning, Payout, PayoutRepository, PayoutRun, StoredAccount } from '../../application/ports.js';
import { sqlDate as date } from '../../../../src/shared/sql-values.js';

type Ts = Date | string;
const dateOrNull = (v: Ts | null): Date | null => (v === null ? null : date(v));
/** A PostgreSQL array literal: array bindings are otherwise expanded into lists by the query builder. */
const pgArray = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
const localDate = (v: Ts | null): string | null => (v === null ? null : v instanceof Date ? `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}` : v.slice(0, 10));

interface AccountRow {
  cleaner_id: string;
  provider: 'development' | 'stripe';
  account_id: string;
  status: Exclude<PayoutAccountStatus, 'none'>;
  can_receive_transfers: boolean;
  payouts_enabled: boolean;
  requirements: string[] | string;
  created_at: Ts;
  updated_at: Ts;
}

interface EarningRow {
  id: string;
  cleaner_id: string;
  kind: EarningKind;
  booking_id: string | null;
  service_date: Ts | null;
  note: string | null;
  gross_cents: number;
  commission_cents: number;
  tax_cents: number;
  amount_cents: number;
  earned_at: Ts;
  payout_id: string | null;
}

interface PayoutRow {
  id: string;
  cleaner_id: string;
  kind: Payout['kind'];
  status: Payout['status'];
  week: string | null;
  run_id: string | null;
  gross_cents: number;
  fee_cents: number;
  amount_cents: number;
  idempotency_key: string;
  attempt_key: string;
  attempts: number;
  failure_message: string | null;
  destination: string | null;
  transfer_id: string | null;
  provider_payout_id: string | null;
  earning_count: string | number;
  created_at: Ts;
  updated_at: Ts;
  paid_at: Ts | null;
}

interface RunRow {
  id: string;
  week: string;
  started_at: Ts;
  finished_at: Ts | null;
  payout_count: string | number;
  paid_count: string | number;
  failed_count: string | number;
  total_cents: string | number;
}

const parseArray = (v: string[] | string): string[] => (Array.isArray(v) ? v : v === '{}' ? [] : v.slice(1, -1).split(',').map((s) => s.replace(/^"|"$/g, '')));

const toAccount = (r: AccountRow): StoredAccount => ({
  cleanerId: r.cleaner_id,
  provider: r.provider,
  accountId: r.account_id,
  status: r.status,
  canReceiveTransfers: r.can_receive_transfers,
  payoutsEnabled: r.payouts_enabled,
  requirements: parseArray(r.requirements),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
});

const toEarning = (r: EarningRow): Earning => ({
  id: r.id,
  cleanerId: r.cleaner_id,
  kind: r.kind,
  bookingId: r.booking_id,
  serviceDate: localDate(r.service_date),
  note: r.note,
  grossCents: Number(r.gross_cents),
  commissionCents: Number(r.commission_cents),
  taxCents: Number(r.tax_cents),
  amountCents: Number(r.amount_cents),
  earnedAt: date(r.earned_at),
  payoutId: r.payout_id,
});

const toPayout = (r: PayoutRow): Payout => ({
  id: r.id,
  cleanerId: r.cleaner_id,
  kind: r.kind,
  status: r.status,
  week: r.week,
  runId: r.run_id,
  grossCents: Number(r.gross_cents),
  feeCents: Number(r.fee_cents),
  amountCents: Number(r.amount_cents),
  idempotencyKey: r.idempotency_key,
  attemptKey: r.attempt_key,
  attempts: Number(r.attempts),
  failureMessage: r.failure_message,
  destination: r.destination,
  transferId: r.transfer_id,
  providerPayoutId: r.provider_payout_id,
  earningCount: Number(r.earning_count),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
  paidAt: dateOrNull(r.paid_at),
});

const toRun = (r: RunRow): PayoutRun => ({
  id: r.id,
  week: r.week,
  startedAt: date(r.started_at),
  finishedAt: dateOrNull(r.finished_at),
  payoutCount: Number(r.payout_count),
  paidCount: Number(r.paid_count),
  failedCount: Number(r.failed_count),
  totalCents: Number(r.total_cents),
});

const ACCOUNT = 'cleaner_id, provider, account_id, status, can_receive_transfers, payouts_enabled, requirements, created_at, updated_at';
const EARNING = 'id, cleaner_id, kind, booking_id, service_date::text as service_date, note, gross_cents, commission_cents, tax_cents, amount_cents, earned_at, payout_id';
const PAYOUT = `p.id, p.cleaner_id, p.kind, p.status, p.week, p.run_id, p.gross_cents, p.fee_cents, p.amount_cents, p.idempotency_key, p.attempt_key, p.attempts,
  p.failure_message, p.destination, p.transfer_id, p.provider_payout_id, p.created_at, p.updated_at, p.paid_at,
  (select count(*) from payout_earnings e where e.payout_id = p.id) as earning_count`;
const RUN = `r.id, r.week, r.started_at, r.finished_at,
  (select count(*) from payouts p where p.run_id = r.id) as payout_count,
  (select count(*) from payouts p where p.run_id = r.id and p.status = 'paid') as paid_count,
  (select count(*) from payouts p where p.run_id = r.id and p.status = 'failed') as failed_count,
  (select coalesce(sum(p.amount_cents), 0) from payouts p where p.run_id = r.id) as total_cents`;

/** Plain SQL; `em()` is the request's or the running transaction's entity manager. */
export class PgPayoutRepository implements PayoutRepository {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  private async page<R extends object, T>(select: string, from: string, params: unknown[], order: string, offset: number, limit: number, map: (r: R) => T) {
    const rows = await this.rows<R>(`select ${select} ${from} order by ${order} offset ? limit ?`, [...params, offset, limit]);
    const [count] = await this.rows<{ n: string }>(`select count(*) as n ${from}`, params);
    return { items: rows.map(map), total: Number(count!.n) };
  }

  async account(cleanerId: string) {
    const [row] = await this.rows<AccountRow>(`select ${ACCOUNT} from payout_accounts where cleaner_id = ?`, [cleanerId]);
    return row ? toAccount(row) : null;
  }

  async accountByProviderId(accountId: string) {
    const [row] = await this.rows<AccountRow>(`select ${ACCOUNT} from payout_accounts where account_id = ?`, [accountId]);
    return row ? toAccount(row) : null;
  }

  async accountsOf(cleanerIds: string[]) {
    if (!cleanerIds.length) return [];
    return (await this.rows<AccountRow>(`select ${ACCOUNT} from payout_accounts where cleaner_id = any(?::uuid[])`, [pgArray(cleanerIds)])).map(toAccount);
  }

  async saveAccount(a: StoredAccount) {
    // Two clicks at once create the same account (the provider's idempotency key): their inserts meet on the
    // account id as well as the cleaner, and `on conflict (cleaner_id)` let the account id's unique index answer
    // a 500. Any conflict means the row is there: the other click wrote the same account, else it is updated.
    await this.rows(
      `with inserted as (
         insert into payout_accounts (${ACCOUNT}) values (?, ?, ?, ?, ?, ?, ?::text[], ?, ?) on conflict do nothing returning cleaner_id
       )
       update payout_accounts set provider = ?, account_id = ?, status = ?, can_receive_transfers = ?, payouts_enabled = ?, requirements = ?::text[], updated_at = ?
        where cleaner_id = ? and not exists (select 1 from inserted)`,
      [
        ...[a.cleanerId, a.provider, a.accountId, a.status, a.canReceiveTransfers, a.payoutsEnabled, pgArray(a.requirements), a.createdAt, a.updatedAt],
        ...[a.provider, a.accountId, a.status, a.canReceiveTransfers, a.payoutsEnabled, pgArray(a.requirements), a.updatedAt, a.cleanerId],
      ],
    );
  }

  async insertEarning(e: NewEarning & { id: string }) {
    const rows = await this.rows<{ id: string }>(
      `insert into payout_earnings (id, cleaner_id, kind, booking_id, source_key, service_date, note, gross_cents, commission_cents, tax_cents, amount_cents, earned_at)
       values (?, ?, ?, ?, ?, ?::date, ?, ?, ?, ?, ?, ?) on conflict do nothing returning id`,
      [e.id, e.cleanerId, e.kind, e.bookingId, e.sourceKey, e.serviceDate, e.note, e.grossCents, e.commissionCents, e.taxCents, e.amountCents, e.earnedAt],
    );
    return rows.length === 1;
  }

  async earningBySource(sourceKey: string) {
    const [row] = await this.rows<EarningRow>(`select ${EARNING} from payout_earnings where source_key = ?`, [sourceKey]);
    return row ? toEarning(row) : null;
  }

  earningsOf(cleanerId: string, offset: number, limit: number) {
    return this.page(EARNING, 'from payout_earnings where cleaner_id = ?', [cleanerId], 'earned_at desc, id', offset, limit, toEarning);
  }

  async earningsOfPayouts(payoutIds: string[]) {
    if (!payoutIds.length) return [];
    return (await this.rows<EarningRow>(`select ${EARNING} from payout_earnings where payout_id = any(?::uuid[]) order by earned_at, id`, [pgArray(payoutIds)])).map(toEarning);
  }

  async unpaidTotal(cleanerId: string, before: Date | null) {
    const [row] = await this.rows<{ cents: string | null; n: string }>(
      `select sum(amount_cents) as cents, count(*) as n from payout_earnings where cleaner_id = ? and payout_id is null and (booking_id is null or booking_id not in (select h.booking_id from payout_holds h)) ${before ? 'and earned_at < ?' : ''}`,
      before ? [cleanerId, before] : [cleanerId],
    );
    return { cents: Number(row?.cents ?? 0), count: Number(row?.n ?? 0) };
  }

  async unpaidByCleaner(before: Date) {
    const rows = await this.rows<{ cleaner_id: string; cents: string; n: string }>(
      `select cleaner_id, sum(amount_cents) as cents, count(*) as n from payout_earnings where payout_id is null and earned_at < ? and (booking_id is null or booking_id not in (select h.booking_id from payout_holds h)) group by cleaner_id order by cleaner_id`,
      [before],
    );
    return rows.map((r) => ({ cleanerId: r.cleaner_id, cents: Number(r.cents), count: Number(r.n) }));
  }

  async linkUnpaid(cleanerId: string, payoutId: string, before: Date | null) {
    const rows = await this.rows<{ amount_cents: number }>(
      `update payout_earnings set payout_id = ? where cleaner_id = ? and payout_id is null and (booking_id is null or booking_id not in (select h.booking_id from payout_holds h)) ${before ? 'and earned_at < ?' : ''} returning amount_cents`,
      before ? [payoutId, cleanerId, before] : [payoutId, cleanerId],
    );
    return { cents: rows.reduce((s, r) => s + Number(r.amount_cents), 0), count: rows.length };
  }

  async hold(h: { bookingId: string; cleanerId: string; caseId: string; heldAt: Date }) {
    await this.rows(`insert into payout_holds (booking_id, cleaner_id, reason, case_id, held_at) values (?, ?, 'case_open', ?, ?) on conflict (case_id) do nothing`, [h.bookingId, h.cleanerId, h.caseId, h.heldAt]);
  }

  async releaseHold(bookingId: string, caseId: string) {
    await this.rows('delete from payout_holds where booking_id = ? and case_id = ?', [bookingId, caseId]);
  }

  async heldOf(cleanerId: string) {
    const rows = await this.rows<{ booking_id: string; service_date: string | null; cents: string | null; held_at: Date | string }>(
      `select h.booking_id, (select min(e.service_date)::text from payout_earnings e where e.booking_id = h.booking_id) as service_date,
              (select sum(e.amount_cents) from payout_earnings e where e.booking_id = h.booking_id and e.payout_id is null) as cents, h.held_at
         from (select booking_id, min(held_at) as held_at from payout_holds where cleaner_id = ? group by booking_id) h order by h.held_at`,
      [cleanerId],
    );
    return rows.map((r) => ({ bookingId: r.booking_id, serviceDate: r.service_date, amountCents: Number(r.cents ?? 0), heldAt: new Date(r.held_at) }));
  }

  async releaseEarnings(payoutId: string) {
    await this.rows('update payout_earnings set payout_id = null where payout_id = ?', [payoutId]);
  }

  adminEarnings(q: AdminEarningQuery) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.cleanerIds) {
      where.push('cleaner_id = any(?::uuid[])');
      params.push(pgArray(q.cleanerIds));
    }
    if (q.bookingId) {
      where.push('booking_id = ?');
      params.push(q.bookingId);
    }
    if (q.kind) {
      where.push('kind = ?');
      params.push(q.kind);
    }
    if (q.paid !== null) where.push(q.paid ? 'payout_id is not null' : 'payout_id is null');
    if (q.ids) {
      where.push('id = any(?::uuid[])');
      params.push(pgArray(q.ids));
    }
    const from = `from payout_earnings ${where.length ? `where ${where.join(' and ')}` : ''}`;
    const order = `${q.sort.field === 'amountCents' ? 'amount_cents' : 'earned_at'} ${q.sort.order === 'ASC' ? 'asc' : 'desc'}, id`;
    return this.page(EARNING, from, params, order, q.offset, q.limit, toEarning);
  }

  async savePendingVisit(v: { bookingId: string; cleanerId: string; amountCents: number; completedAt: Date }) {
    await this.rows('insert into payout_pending_visits (booking_id, cleaner_id, amount_cents, completed_at) values (?, ?, ?, ?) on conflict (booking_id) do nothing', [v.bookingId, v.cleanerId, v.amountCents, v.completedAt]);
  }

  async deletePendingVisit(bookingId: string) {
    await this.rows('delete from payout_pending_visits where booking_id = ?', [bookingId]);
  }

  async pendingCents(cleanerId: string) {
    const [row] = await this.rows<{ cents: string | null }>('select sum(amount_cents) as cents from payout_pending_visits where cleaner_id = ?', [cleanerId]);
    return Number(row?.cents ?? 0);
  }

  async insertPayout(p: Omit<Payout, 'earningCount'>) {
    const rows = await this.rows<{ id: string }>(
      `insert into payouts (id, cleaner_id, kind, status, week, run_id, gross_cents, fee_cents, amount_cents, idempotency_key, attempt_key, attempts,
         failure_message, destination, transfer_id, provider_payout_id, created_at, updated_at, paid_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing returning id`,
      [p.id, p.cleanerId, p.kind, p.status, p.week, p.runId, p.grossCents, p.feeCents, p.amountCents, p.idempotencyKey, p.attemptKey, p.attempts, p.failureMessage, p.destination, p.transferId, p.providerPayoutId, p.createdAt, p.updatedAt, p.paidAt],
    );
    return rows.length === 1;
  }

  private async onePayout(where: string, params: unknown[], lock = '') {
    const [row] = await this.rows<PayoutRow>(`select ${PAYOUT} from payouts p where ${where} ${lock}`, params);
    return row ? toPayout(row) : null;
  }

  payout(id: string) {
    return this.onePayout('p.id = ?', [id]);
  }

  payoutByKey(idempotencyKey: string) {
    return this.onePayout('p.idempotency_key = ?', [idempotencyKey]);
  }

  payoutByTransfer(transferId: string) {
    return this.onePayout('p.transfer_id = ?', [transferId]);
  }

  payoutByProviderPayout(providerPayoutId: string) {
    return this.onePayout('p.provider_payout_id = ?', [providerPayoutId]);
  }

  lockPayout(id: string, skipLocked: boolean) {
    return this.onePayout('p.id = ?', [id], skipLocked ? 'for update of p skip locked' : 'for update of p');
  }

  async updatePayout(p: Payout) {
    await this.rows(
      `update payouts set status = ?, attempt_key = ?, attempts = ?, failure_message = ?, destination = ?, transfer_id = ?, provider_payout_id = ?, updated_at = ?, paid_at = ? where id = ?`,
      [p.status, p.attemptKey, p.attempts, p.failureMessage, p.destination, p.transferId, p.providerPayoutId, p.updatedAt, p.paidAt, p.id],
    );
  }

  payoutsOf(cleanerId: string, offset: number, limit: number) {
    return this.page(PAYOUT, 'from payouts p where p.cleaner_id = ?', [cleanerId], 'p.created_at desc, p.id', offset, limit, toPayout);
  }

  async openWeeklyPayouts(failedBefore: string) {
    const rows = await this.rows<{ id: string }>(`select id from payouts where kind = 'weekly' and (status = 'pending' or (status = 'failed' and week < ?)) order by week, created_at, id`, [failedBefore]);
    return rows.map((r) => r.id);
  }

  adminPayouts(q: AdminPayoutQuery) {
    const where: string[] = [];
    const params: unknown[] = [];
    const eq = (column: string, value: string | null) => {
      if (value === null) return;
      where.push(`${column} = ?`);
      params.push(value);
    };
    eq('p.status', q.status);
    eq('p.kind', q.kind);
    eq('p.run_id', q.runId);
    if (q.cleanerIds) {
      where.push('p.cleaner_id = any(?::uuid[])');
      params.push(pgArray(q.cleanerIds));
    }
    if (q.ids) {
      where.push('p.id = any(?::uuid[])');
      params.push(pgArray(q.ids));
    }
    const from = `from payouts p ${where.length ? `where ${where.join(' and ')}` : ''}`;
    const column = { createdAt: 'p.created_at', amountCents: 'p.amount_cents', status: 'p.status' }[q.sort.field];
    return this.page(PAYOUT, from, params, `${column} ${q.sort.order === 'ASC' ? 'asc' : 'desc'}, p.id`, q.offset, q.limit, toPayout);
  }

  async insertRun(r: { id: string; week: string; startedAt: Date }) {
    const rows = await this.rows<{ id: string }>('insert into payout_runs (id, week, started_at) values (?, ?, ?) on conflict (week) do nothing returning id', [r.id, r.week, r.startedAt]);
    return rows.length === 1;
  }

  async run(id: string) {
    const [row] = await this.rows<RunRow>(`select ${RUN} from payout_runs r where r.id = ?`, [id]);
    return row ? toRun(row) : null;
  }

  async runOfWeek(week: string) {
    const [row] = await this.rows<RunRow>(`select ${RUN} from payout_runs r where r.week = ?`, [week]);
    return row ? toRun(row) : null;
  }

  async finishRun(id: string, at: Date) {
    await this.rows('update payout_runs set finished_at = ? where id = ? and finished_at is null', [at, id]);
  }

  runs(offset: number, limit: number, order: 'ASC' | 'DESC') {
    return this.page(RUN, 'from payout_runs r', [], `r.week ${order === 'ASC' ? 'asc' : 'desc'}, r.id`, offset, limit, toRun);
  }

  async earningsBetween(cleanerId: string, from: Date, to: Date) {
    return (await this.rows<EarningRow>(`select ${EARNING} from payout_earnings where cleaner_id = ? and earned_at >= ? and earned_at < ? order by earned_at, id`, [cleanerId, from, to])).map(toEarning);
  }

  async paidPayoutsBetween(cleanerId: string, from: Date, to: Date) {
    return (await this.rows<PayoutRow>(`select ${PAYOUT} from payouts p where p.cleaner_id = ? and p.status = 'paid' and p.paid_at >= ? and p.paid_at < ? order by p.paid_at, p.id`, [cleanerId, from, to])).map(toPayout);
  }

  async statementMonths(cleanerId: string) {
    const rows = await this.rows<{ month: string; earnings: string; payouts: string }>(
      `with lines as (
         select to_char(earned_at at time zone 'America/Toronto', 'YYYY-MM') as month, amount_cents as earned, 0 as paid from payout_earnings where cleaner_id = ?
         union all
         select to_char(paid_at at time zone 'America/Toronto', 'YYYY-MM'), 0, amount_cents from payouts where cleaner_id = ? and status = 'paid'
       )
       select month, sum(earned) as earnings, sum(paid) as payouts from lines group by month order by month desc`,
      [cleanerId, cleanerId],
    );
    return rows.map((r) => ({ month: r.month, earningsCents: Number(r.earnings), payoutsCents: Number(r.payouts) }));
  }

  async lockCleaner(cleanerId: string) {
    await this.rows(`select pg_advisory_xact_lock(hashtextextended('payouts:' || ?, 0))`, [cleanerId]);
  }
}
