import { inTransaction } from '../../../../src/shared/unit-of-work.js';
import { readOne, type SqlRead } from '../../../../src/shared/sql-read.js';
import { stagedFlowInsert, type StagedFlow } from '../../../../src/shared/flow-events.js';
import { sqlDate } from '../../../../src/shared/sql-values.js';
import { toInstant } from '../../../../src/shared/local-time.js';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { entityById, preparedRows, type PreparedStatement } from '../../../../src/shared/prepared-sql.js';
import { Booking, wallClockOf, type Transition } from '../../domain/booking.js';
import { ACTIVE_STATUSES, type BookingStatus } from '../../domain/booking-status.js';
import { bookingErrors } from '../../domain/booking.errors.js';
import type { AdminListQuery, BookingPhoto, BookingRepository, CleanerTrustFacts, ConversationFacts, EmailVisit, ListScope } from '../../application/ports.js';
import { BookingPhotoRow, TransitionRow } from './booking.schema.js';
import { requestInsert } from './request-insert-sql.js';

/** PostgreSQL's exclusion_violation: the bookings_no_overlap constraint refused an overlapping slot. */
function isOverlap(e: unknown): boolean {
  for (let cur: unknown = e; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    if ((cur as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}

interface FactsRow {
  id: string;
  series_id: string | null;
  client_id: string;
  cleaner_id: string;
  status: BookingStatus;
  date: string;
  start_minute: number;
  starts_at: Date;
  cleaning_type: string;
}
const FACTS_COLUMNS = `id, series_id, client_id, cleaner_id, status, to_char(date, 'YYYY-MM-DD') as date, start_minute, starts_at, cleaning_type`;
/**
 * The deposits' references join their visits while these are still waiting for the cleaner's answer.
 * An update of an active booking is checked by the exclusion constraint too: it queues on the
 * cleaner's lock like every writer (see lockCleaner), or it would deadlock with a concurrent insert.
 */
const GIVEN_UP = 'booking.request_given_up';
/**
 * The deposits join their visits, and the request's flow rows are written, in one statement: all or
 * nothing. A visit no longer pending (the reconciler gave the request up) aborts the whole statement
 * (eclat_abort): the update re-checks each row's latest version after the cleaner's lock.
 */
const ATTACH_DEPOSITS: PreparedStatement = {
  name: 'booking.attach_deposits',
  text: `with queued as (select pg_advisory_xact_lock(hashtext($2)) as locked),
    attached as (
      update bookings b set payment_reference = r.reference
      from queued, jsonb_to_recordset($1::jsonb) as r(id uuid, reference text)
      where b.id = r.id and b.status = 'pending' returning b.id),
    checked as (select case when (select count(*) from attached) = $3 then 0 else eclat_abort('${GIVEN_UP}') end as ok),
    announced as (${stagedFlowInsert('$4', '(select ok from checked) = 0')})
    select (select ok from checked) as ok, array(select id from announced) as written`,
};
const CONVERSATION_FACTS: PreparedStatement = { name: 'booking.conversation_facts', text: `select ${FACTS_COLUMNS} from bookings where id = $1` };
const factsRow = (r: FactsRow): ConversationFacts => ({
  bookingId: r.id,
  seriesId: r.series_id,
  clientId: r.client_id,
  cleanerId: r.cleaner_id,
  status: r.status,
  date: r.date,
  time: wallClockOf(r.start_minute),
  startsAt: new Date(r.starts_at),
  cleaningType: r.cleaning_type,
  open: r.status === 'confirmed' || r.status === 'in_progress',
});

/** When a visit ended, for retention: its punch-out, else its booked end (a cancelled visit's date). */
const visitEnd = (table = 'bookings') => `coalesce((${table}.punch_out->>'at')::timestamptz, ${table}.ends_at)`;
/** Same text as the partial index bookings_punch_positions_idx, so the planner uses it. */
const HAS_PUNCH_POSITION = `((punch_in->>'lat') is not null or (punch_out->>'lat') is not null)`;
const transitionRow = (t: Transition): TransitionRow => Object.assign(new TransitionRow(), t);
const active = [...ACTIVE_STATUSES] as BookingStatus[];
/** On every quote and request (the first-booking discount): an index probe that stops at the first row. */
const clientHasBookedRead = (clientId: string): SqlRead<boolean> => ({
  name: 'booking.client_has_booked_read',
  text: `select exists(select 1 from bookings where client_id = $1::uuid and status in (${[...ACTIVE_STATUSES, 'completed'].map((st) => `'${st}'`).join(', ')}))`,
  values: [clientId],
  decode: (value) => value === true,
});
const requestKeyRead = (clientId: string, requestKey: string): SqlRead<string | null> => ({
  name: 'booking.request_key_read',
  text: 'select id from bookings where client_id = $1::uuid and request_key = $2::uuid and visit_number = 1',
  values: [clientId, requestKey],
  decode: (value) => (typeof value === 'string' ? value : null),
});
const emailVisitsRead = (bookingIds: readonly string[]): SqlRead<EmailVisit[]> => ({
  name: 'booking.email_visits_read',
  text: `select coalesce(json_agg(json_build_object('id', id, 'status', status, 'startsAt', starts_at, 'endsAt', ends_at, 'expiresAt', expires_at, 'cleaningType', cleaning_type, 'durationMinutes', duration_minutes, 'quote', quote, 'money', money, 'propertySnapshot', property_snapshot) order by visit_number), '[]'::json)
           from bookings where id = any($1::uuid[])`,
  values: [[...bookingIds]],
  decode: (value) =>
    (value as (Omit<EmailVisit, 'startsAt' | 'endsAt' | 'expiresAt'> & { startsAt: string; endsAt: string; expiresAt: string })[]).map((v) => ({ ...v, startsAt: new Date(v.startsAt), endsAt: new Date(v.endsAt), expiresAt: new Date(v.expiresAt) })),
});
/** A promo code is used by a booking going ahead or completed (the rule of old: a refused or cancelled request gives it back). */
const PROMO_USED_STATUSES = [...active, 'completed'].map((s) => `'${s}'`).join(', ');

/** `em` is the request's (or the transaction's) entity manager. */
export class MikroOrmBookingRepository implements BookingRepository {
  constructor(private readonly em: () => EntityManager) {}

  /**
   * The exclusion constraint makes a write wait on every uncommitted overlapping row of the cleaner;
   * two such writers (an insert and an update of an active booking) would wait on each other and
   * deadlock. Writers of one cleaner's bookings queue on this lock first instead.
   */
  private async lockCleaner(em: EntityManager, cleanerId: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`bookings:${cleanerId}`]);
  }

  private async flushOrSlotTaken(cleanerId: string): Promise<void> {
    try {
      const flush = async () => {
        await this.lockCleaner(this.em(), cleanerId);
        await this.em().flush();
      };
      if (this.em().isInTransaction()) await flush();
      else await inTransaction(this.em(), flush);
    } catch (e) {
      if (isOverlap(e)) {
        // The failed unit of work must not be retried by a later flush of this context.
        this.em().clear();
        throw bookingErrors.slotTaken();
      }
      throw e;
    }
  }

  async insert(visits: Booking[], transitions: Transition[]) {
    const { statement, values } = requestInsert(this.em(), visits, transitions);
    try {
      await preparedRows(this.em(), statement, values);
    } catch (e) {
      if (isOverlap(e)) throw bookingErrors.slotTaken();
      throw e;
    }
  }

  async attachDeposits(cleanerId: string, references: ReadonlyMap<string, string>, flow: StagedFlow) {
    try {
      // JSON rather than arrays: inside a transaction the ORM inlines the values, and it spreads arrays.
      const [row] = await preparedRows<{ written: string[] }>(this.em(), ATTACH_DEPOSITS, [
        JSON.stringify([...references].map(([id, reference]) => ({ id, reference }))),
        `bookings:${cleanerId}`,
        references.size,
        flow.rows,
      ]);
      await flow.written(row!.written);
      return true;
    } catch (e) {
      if ((e as { code?: string }).code === 'P0001' && String((e as Error).message).includes(GIVEN_UP)) return false;
      throw e;
    }
  }

  // Prepared (every booking's emails and most of its steps read it), unless this context holds it already.
  findById(id: string) {
    return entityById(this.em(), Booking, { name: 'booking.by_id', table: 'bookings' }, id, () => this.em().findOne(Booking, { id }));
  }

  reload(id: string) {
    return this.em().findOne(Booking, { id }, { refresh: true });
  }

  async lock(id: string) {
    // The cleaner's lock before the row's, as every writer of their bookings takes it (lockCleaner): a
    // change may write the booking before it saves (a nested transaction flushes it, e.g. payments'
    // capture on accept), and that write, checked by the exclusion constraint, would otherwise wait on
    // a concurrent request's insert that waits on this lock (a deadlock the chaos test found).
    await this.em().execute(`select pg_advisory_xact_lock(hashtext('bookings:' || cleaner_id::text)) from bookings where id = ?`, [id]);
    return this.em().findOne(Booking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  findByRequestKey(clientId: string, requestKey: string) {
    return this.em().findOne(Booking, { clientId, requestKey, visitNumber: 1 });
  }

  seriesOf(seriesId: string) {
    return this.em().find(Booking, { seriesId }, { orderBy: { visitNumber: 'asc' } });
  }

  async save(booking: Booking, transitions: Transition[]) {
    for (const t of transitions) this.em().persist(transitionRow(t));
    await this.flushOrSlotTaken(booking.cleanerId);
  }

  async transitionsOf(bookingId: string) {
    return this.em().find(TransitionRow, { bookingId }, { orderBy: { at: 'asc', id: 'asc' } });
  }

  async listForParty(userId: string, role: 'client' | 'cleaner', scope: ListScope, statuses: BookingStatus[] | null, _now: Date, offset: number, limit: number) {
    const where: FilterQuery<Booking> = role === 'client' ? { clientId: userId } : { cleanerId: userId };
    const scoped: BookingStatus[] | null =
      scope === 'upcoming' ? active : scope === 'requests' ? ['pending'] : scope === 'past' ? ['completed', 'declined', 'declined_by_client', 'cancelled', 'expired'] : null;
    const allowed = scoped && statuses ? scoped.filter((s) => statuses.includes(s)) : (scoped ?? statuses);
    if (allowed) (where as Record<string, unknown>).status = { $in: allowed };
    // A request whose deposit was refused never became a booking (issue #42): its visits were cancelled by
    // the payment failure (no cancellation record). The client sees it once, the visit whose deposit was
    // refused ("Paiement refusé"); the cleaner, who was never asked, not at all.
    (where as Record<string, unknown>).$not =
      role === 'client' ? { status: 'cancelled', cancellation: null, paymentStatus: { $ne: 'initial_failed' } } : { status: 'cancelled', cancellation: null };
    const orderBy =
      scope === 'requests' ? ({ expiresAt: 'asc', id: 'asc' } as const) : scope === 'upcoming' ? ({ startsAt: 'asc', id: 'asc' } as const) : ({ startsAt: 'desc', id: 'asc' } as const);
    const [items, total] = await this.em().findAndCount(Booking, where, { orderBy, offset, limit });
    return { items, total };
  }

  async listForAdmin(q: AdminListQuery) {
    const where: Record<string, unknown> = {};
    if (q.status) where.status = q.status;
    if (q.paymentStatus) where.paymentStatus = q.paymentStatus;
    if (q.cleanerId) where.cleanerId = q.cleanerId;
    if (q.clientId) where.clientId = q.clientId;
    if (q.ids) where.id = { $in: q.ids };
    if (q.from || q.to) where.date = { ...(q.from ? { $gte: q.from } : {}), ...(q.to ? { $lte: q.to } : {}) };
    // Request days are Quebec days: from its midnight to the midnight after the last one.
    if (q.requestedFrom || q.requestedTo) {
      where.requestedAt = { ...(q.requestedFrom ? { $gte: toInstant(q.requestedFrom, 0) } : {}), ...(q.requestedTo ? { $lt: toInstant(q.requestedTo, 1440) } : {}) };
    }
    if (q.q) {
      const uuid = /^[0-9a-f-]{36}$/i.test(q.q) ? [{ id: q.q.toLowerCase() }, { seriesId: q.q.toLowerCase() }] : [];
      where.$or = [...uuid, ...(q.accountIds.length ? [{ clientId: { $in: q.accountIds } }, { cleanerId: { $in: q.accountIds } }] : [])];
      if (!(where.$or as unknown[]).length) return { items: [], total: 0 };
    }
    const [items, total] = await this.em().findAndCount(Booking, where as FilterQuery<Booking>, {
      orderBy: { [q.sort.field]: q.sort.order.toLowerCase(), id: 'asc' },
      offset: q.offset,
      limit: q.limit,
    });
    return { items, total };
  }

  clientHasBooked(clientId: string) {
    return readOne(this.em(), clientHasBookedRead(clientId));
  }

  clientHasBookedRead(clientId: string) {
    return clientHasBookedRead(clientId);
  }

  requestKeyRead(clientId: string, requestKey: string) {
    return requestKeyRead(clientId, requestKey);
  }

  emailVisitsRead(bookingIds: readonly string[]) {
    return emailVisitsRead(bookingIds);
  }

  /** Every completed visit and the minutes booked for them (the impact page's figures). */
  async completedTotals() {
    const [row] = await this.em().execute<{ visits: string; minutes: string | null }[]>(`select count(*) as visits, sum(duration_minutes) as minutes from bookings where status = 'completed'`);
    return { visits: Number(row?.visits ?? 0), minutes: Number(row?.minutes ?? 0) };
  }

  /**
   * The cards' booking figures (issue #35) for many cleaners in two grouped reads over the
   * (cleaner_id, starts_at) index. A series is one request: its visits were asked together, and its
   * first answer (accept or decline of any of them) is its response time.
   */
  async trustFactsOf(cleanerIds: readonly string[], since: Date) {
    const out = new Map<string, CleanerTrustFacts>();
    const ids = [...new Set(cleanerIds)];
    if (!ids.length) return out;
    const param = `{${ids.join(',')}}`;
    // One after the other: the caller may be inside a transaction, on its one connection.
    const completed = await this.em().execute<{ cleaner_id: string; n: string }[]>(
      `select cleaner_id, count(*) as n from bookings where cleaner_id = any(?::uuid[]) and status = 'completed' group by cleaner_id`,
      [param],
    );
    // responded_at is set by the cleaner's accept or decline, and by the client's withdrawal (declined_by_client): only the former answer.
    const requests = await this.em().execute<{ cleaner_id: string; seconds: string | null; expired: boolean }[]>(
      `select cleaner_id,
              extract(epoch from min(responded_at) filter (where status <> 'declined_by_client') - min(requested_at)) as seconds,
              bool_or(status = 'expired') as expired
         from bookings
        where cleaner_id = any(?::uuid[]) and requested_at >= ?
        group by cleaner_id, coalesce(series_id, id)`,
      [param, since],
    );
    const at = (id: string) => out.get(id) ?? out.set(id, { completedVisits: 0, responseSamples: [] }).get(id)!;
    for (const r of completed) at(r.cleaner_id).completedVisits = Number(r.n);
    for (const r of requests) {
      if (r.seconds !== null) at(r.cleaner_id).responseSamples.push(Math.max(0, Math.round(Number(r.seconds))));
      else if (r.expired) at(r.cleaner_id).responseSamples.push(null);
    }
    return out;
  }

  async promoUses(clientId: string, code: string) {
    const [row] = await this.em().execute<{ total: string; by_client: boolean }[]>(
      `select count(*) as total, coalesce(bool_or(client_id = ?), false) as by_client from bookings where promo_code = ? and status in (${PROMO_USED_STATUSES})`,
      [clientId, code],
    );
    return { total: Number(row?.total ?? 0), byClient: row?.by_client === true };
  }

  async promoUsage(codes: string[]) {
    const usage = new Map<string, { uses: number; clients: number; discountCents: number }>();
    if (!codes.length) return usage;
    // The promo line of each booking's quote (its first visit: the only one carrying the code).
    const rows = await this.em().execute<{ code: string; uses: string; clients: string; discount: string }[]>(
      `select promo_code as code, count(*) as uses, count(distinct client_id) as clients,
              coalesce(sum((select sum((d->>'amountCents')::bigint) from jsonb_array_elements(quote->'discounts') d where d->>'kind' = 'promo')), 0) as discount
         from bookings where promo_code in (?) and status in (${PROMO_USED_STATUSES}) group by promo_code`,
      [codes],
    );
    for (const r of rows) usage.set(r.code, { uses: Number(r.uses), clients: Number(r.clients), discountCents: Number(r.discount) });
    return usage;
  }

  async promoEverUsed(code: string) {
    const rows = await this.em().execute<{ one: number }[]>('select 1 as one from bookings where promo_code = ? limit 1', [code]);
    return rows.length > 0;
  }

  lockExpired(now: Date, limit: number) {
    return this.em().find(
      Booking,
      { status: 'pending', expiresAt: { $lte: now } },
      { orderBy: { expiresAt: 'asc' }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, refresh: true },
    );
  }

  lockStuckRequests(before: Date, limit: number) {
    return this.em().find(
      Booking,
      { status: 'pending', paymentMethod: 'card', paymentReference: null, requestedAt: { $lt: before } },
      { orderBy: { requestedAt: 'asc' }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, refresh: true },
    );
  }

  async stuckPunchOuts(before: Date, limit: number) {
    const rows = await this.em().find(Booking, { status: 'completed', paymentStatus: 'final_pending', updatedAt: { $lt: before } }, { fields: ['id'], orderBy: { updatedAt: 'asc' }, limit });
    return rows.map((b) => b.id);
  }

  async bookedIntervals(cleanerId: string, from: Date, to: Date) {
    const rows = await this.em().find(Booking, { cleanerId, status: { $in: active }, startsAt: { $lt: to }, endsAt: { $gt: from } }, { fields: ['id', 'startsAt', 'endsAt'] });
    return rows.map((b) => ({ bookingId: b.id, start: b.startsAt, end: b.endsAt }));
  }

  async calendarVisits(cleanerId: string, from: Date, to: Date) {
    const rows = await this.em().execute<{ id: string; starts_at: Date | string; ends_at: Date | string; cleaning_type: string; city: string | null }[]>(
      `select id, starts_at, ends_at, cleaning_type, property_snapshot->'address'->>'city' as city from bookings
        where cleaner_id = ? and status = any(?::text[]) and starts_at < ? and ends_at > ? order by starts_at`,
      [cleanerId, `{${active.join(',')}}`, to, from],
    );
    return rows.map((r) => ({ bookingId: r.id, start: sqlDate(r.starts_at), end: sqlDate(r.ends_at), cleaningType: r.cleaning_type, city: r.city ?? '' }));
  }

  async bookedIntervalsOf(cleanerIds: readonly string[], from: Date, to: Date) {
    const out = new Map<string, { bookingId: string; start: Date; end: Date }[]>();
    if (!cleanerIds.length) return out;
    const rows = await this.em().execute<{ id: string; cleaner_id: string; starts_at: Date | string; ends_at: Date | string }[]>(
      `select id, cleaner_id, starts_at, ends_at from bookings
        where cleaner_id = any(?::uuid[]) and status = any(?::text[]) and starts_at < ? and ends_at > ?`,
      [`{${[...new Set(cleanerIds)].join(',')}}`, `{${active.join(',')}}`, to, from],
    );
    for (const r of rows) {
      const list = out.get(r.cleaner_id) ?? [];
      list.push({ bookingId: r.id, start: sqlDate(r.starts_at), end: sqlDate(r.ends_at) });
      out.set(r.cleaner_id, list);
    }
    return out;
  }

  async cleanersChangedSince(since: Date) {
    const rows = await this.em().execute<{ cleaner_id: string; latest: Date | string }[]>(
      'select cleaner_id, max(updated_at) as latest from bookings where updated_at > ? group by cleaner_id',
      [since],
    );
    const latest = rows.reduce<Date | null>((max, r) => {
      const at = sqlDate(r.latest);
      return !max || at > max ? at : max;
    }, null);
    return { cleanerIds: rows.map((r) => r.cleaner_id), latest };
  }

  /** The few columns messaging needs, without loading the whole booking (its hot path). */
  async conversationFactsOf(bookingId: string) {
    const [row] = await preparedRows<FactsRow>(this.em(), CONVERSATION_FACTS, [bookingId]);
    return row ? factsRow(row) : null;
  }

  /** For reviews: the two parties, the status, the punch-out (start of the review window) and the kind of cleaning. */
  async reviewFactsOf(bookingId: string) {
    const [row] = await this.em().execute<{ client_id: string; cleaner_id: string; status: BookingStatus; completed_at: Date | string | null; cleaning_type: string }[]>(
      `select client_id, cleaner_id, status, cleaning_type,
              case when status = 'completed' then coalesce((punch_out->>'at')::timestamptz, updated_at) end as completed_at
         from bookings where id = ?`,
      [bookingId],
    );
    if (!row) return null;
    const completedAt = row.completed_at === null ? null : new Date(row.completed_at);
    return { clientId: row.client_id, cleanerId: row.cleaner_id, status: row.status, completedAt, cleaningType: row.cleaning_type };
  }

  /** For review reminders: completed visits whose punch-out is in (after, until], oldest first, after the keyset cursor. */
  async completedBetween(after: Date, until: Date, cursor: { bookingId: string; completedAt: Date } | null, limit: number) {
    const rows = await this.em().execute<{ id: string; completed_at: Date | string }[]>(
      `select id, completed_at from (
         select id, coalesce((punch_out->>'at')::timestamptz, updated_at) as completed_at from bookings where status = 'completed'
       ) v
        where completed_at > ? and completed_at <= ? and (?::timestamptz is null or (completed_at, id) > (?::timestamptz, ?::uuid))
        order by completed_at, id
        limit ?`,
      [after, until, cursor?.completedAt ?? null, cursor?.completedAt ?? null, cursor?.bookingId ?? null, limit],
    );
    return rows.map((r) => ({ bookingId: r.id, completedAt: new Date(r.completed_at) }));
  }

  /**
   * For the completion rate: completed visits, visits the cleaner cancelled, and no-shows: those the
   * client declared (issue #36, recorded) and visits cancelled 15 minutes or more after the start
   * without a punch-in (docs/decisions.md, "Reviews" and "No-shows and late arrivals").
   */
  async reliabilityOf(cleanerId: string) {
    const [row] = await this.em().execute<{ completed: string; cancelled_by_cleaner: string; no_show: string }[]>(
      `select count(*) filter (where status = 'completed') as completed,
              count(*) filter (where status = 'cancelled' and cancellation->>'by' = 'cleaner') as cancelled_by_cleaner,
              count(*) filter (where no_show_at is not null
                                 or (status = 'cancelled' and coalesce(cancellation->>'by', '') <> 'cleaner' and punch_in is null
                                     and (cancellation->>'at')::timestamptz >= starts_at + interval '15 minutes')) as no_show
         from bookings where cleaner_id = ?`,
      [cleanerId],
    );
    return { completed: Number(row?.completed ?? 0), cancelledByCleaner: Number(row?.cancelled_by_cleaner ?? 0), noShow: Number(row?.no_show ?? 0) };
  }

  async reliabilitiesOf(cleanerIds: readonly string[]) {
    const out = new Map<string, { completed: number; cancelledByCleaner: number; noShow: number }>();
    if (cleanerIds.length === 0) return out;
    // The same counts as reliabilityOf, for a page of cleaners at once.
    const rows = await this.em().execute<{ cleaner_id: string; completed: string; cancelled_by_cleaner: string; no_show: string }[]>(
      `select cleaner_id,
              count(*) filter (where status = 'completed') as completed,
              count(*) filter (where status = 'cancelled' and cancellation->>'by' = 'cleaner') as cancelled_by_cleaner,
              count(*) filter (where no_show_at is not null
                                 or (status = 'cancelled' and coalesce(cancellation->>'by', '') <> 'cleaner' and punch_in is null
                                     and (cancellation->>'at')::timestamptz >= starts_at + interval '15 minutes')) as no_show
         from bookings where cleaner_id = any(?::uuid[]) group by cleaner_id`,
      [`{${cleanerIds.join(',')}}`],
    );
    for (const r of rows) out.set(r.cleaner_id, { completed: Number(r.completed), cancelledByCleaner: Number(r.cancelled_by_cleaner), noShow: Number(r.no_show) });
    return out;
  }

  async noShowCountsOf(cleanerIds: readonly string[]) {
    const out = new Map<string, number>();
    if (cleanerIds.length === 0) return out;
    const rows = await this.em().execute<{ cleaner_id: string; n: string }[]>(
      'select cleaner_id, count(*) as n from bookings where no_show_at is not null and cleaner_id = any(?::uuid[]) group by cleaner_id',
      [`{${cleanerIds.join(',')}}`],
    );
    for (const r of rows) out.set(r.cleaner_id, Number(r.n));
    return out;
  }

  /** Of these cleaners, those with a visit in progress right now. */
  async cleanersAtWork(cleanerIds: string[]) {
    if (!cleanerIds.length) return [];
    const rows = await this.em().execute<{ cleaner_id: string }[]>(`select distinct cleaner_id from bookings where status = 'in_progress' and cleaner_id in (?)`, [cleanerIds]);
    return rows.map((r) => r.cleaner_id);
  }

  /** The user's bookings that were ever confirmed (their conversations), most recent visit first. */
  async conversationBookings(userId: string) {
    const rows = await this.em().execute<FactsRow[]>(
      `select ${FACTS_COLUMNS} from bookings
        where (client_id = ? or cleaner_id = ?) and responded_at is not null and status in ('confirmed', 'in_progress', 'completed', 'cancelled')
        order by starts_at desc, id limit 200`,
      [userId, userId],
    );
    return rows.map(factsRow);
  }

  /** A series has a few visits (the booking form's bound): index bookings_series_idx. */
  async seriesConversationFacts(seriesId: string) {
    const rows = await this.em().execute<FactsRow[]>(`select ${FACTS_COLUMNS} from bookings where series_id = ? order by visit_number, starts_at, id`, [seriesId]);
    return rows.map(factsRow);
  }

  async cleanerHasConfirmedBookingAt(cleanerId: string, propertyId: string) {
    return (await this.em().count(Booking, { cleanerId, propertyId, status: { $in: ['confirmed', 'in_progress'] } })) > 0;
  }

  photosOf(bookingId: string) {
    return this.em().find(BookingPhotoRow, { bookingId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async addPhoto(photo: BookingPhoto) {
    this.em().persist(Object.assign(new BookingPhotoRow(), photo));
    await this.em().flush();
  }

  async removePhoto(photoId: string) {
    await this.em().nativeDelete(BookingPhotoRow, { id: photoId });
  }

  async openVisitsOf(userId: string, limit: number) {
    const rows = await this.em().execute<{ id: string; starts_at: Date | string; status: string }[]>(
      `select id, starts_at, status from bookings where (client_id = ? or cleaner_id = ?) and status in ('pending', 'confirmed', 'in_progress') order by starts_at, id limit ?`,
      [userId, userId, limit],
    );
    return rows.map((r) => ({ id: r.id, startsAt: new Date(r.starts_at), status: r.status }));
  }

  async visitEnds(bookingIds: string[]) {
    if (!bookingIds.length) return new Map<string, Date>();
    const rows = await this.em().execute<{ id: string; ended_at: Date | string }[]>(
      `select id, ${visitEnd()} as ended_at from bookings where id in (${bookingIds.map(() => '?').join(', ')})`,
      bookingIds,
    );
    return new Map(rows.map((r) => [r.id, new Date(r.ended_at)]));
  }

  async deletePhotosOfVisitsEndedBefore(before: Date, limit: number) {
    // Only the photo rows are locked: a second lock on the booking could leave a row locked yet skipped, and a
    // concurrent run would stop short. Gallery pairs are copies (content module): they stay; a copy made at this
    // very moment finds the photo gone and fails cleanly.
    const rows = await this.em().execute<{ storage_key: string }[]>(
      `with doomed as (
         select p.id from booking_photos p join bookings b on b.id = p.booking_id
          where ${visitEnd('b')} < ?
          order by p.id limit ? for update of p skip locked
       )
       delete from booking_photos p using doomed where p.id = doomed.id returning p.storage_key`,
      [before, limit],
    );
    return rows.map((r) => r.storage_key);
  }

  async erasePunchPositions(before: Date, limit: number) {
    // updated_at is left alone: it is not a change of the booking (and reviews read it as a fallback completion time).
    const rows = await this.em().execute<{ id: string }[]>(
      `with doomed as (
         select id from bookings
          where ${HAS_PUNCH_POSITION} and ${visitEnd()} < ?
          order by id limit ? for update skip locked
       )
       update bookings b
          set punch_in = b.punch_in - 'lat' - 'lng' - 'accuracyMeters', punch_out = b.punch_out - 'lat' - 'lng' - 'accuracyMeters'
         from doomed where b.id = doomed.id returning b.id`,
      [before, limit],
    );
    return rows.length;
  }

  async galleryCandidates(offset: number, limit: number) {
    const where = `status = 'completed' and gallery_consent_at is not null
      and exists (select 1 from booking_photos p where p.booking_id = bookings.id and p.kind = 'before')
      and exists (select 1 from booking_photos p where p.booking_id = bookings.id and p.kind = 'after')`;
    const rows = await this.em().execute<{ id: string }[]>(`select id from bookings where ${where} order by gallery_consent_at desc, id offset ? limit ?`, [offset, limit]);
    const [count] = await this.em().execute<{ n: string }[]>(`select count(*) as n from bookings where ${where}`);
    const found = rows.length ? await this.em().find(Booking, { id: { $in: rows.map((r) => r.id) } }) : [];
    const byId = new Map(found.map((b) => [b.id, b]));
    return { items: rows.map((r) => byId.get(r.id)).filter((b): b is Booking => b !== undefined), total: Number(count?.n ?? 0) };
  }

  async holdGalleryConsent(bookingId: string) {
    const [row] = await this.em().execute<{ held: boolean }[]>(`select (status = 'completed' and gallery_consent_at is not null) as held from bookings where id = ? for share`, [bookingId]);
    return row?.held === true;
  }
}
