import type { EntityManager } from '@mikro-orm/postgresql';
import { bucketStartSql, quebecDateSql, type ReportPeriod } from '../../../../src/shared/report-period.js';
import { BOOKING_STATUSES, type BookingStatus } from '../../domain/booking-status.js';

/**
 * The console's analytics over bookings (issue #16): aggregates computed by PostgreSQL, never rows
 * loaded into Node. Definitions (docs/decisions.md, "Console analytics"):
 * - a visit belongs to the period by its date (the Quebec calendar date it is booked for), the same
 *   date the console's bookings list filters on;
 * - a request belongs to the period by when it was sent, an answer by when it was given, an expiry
 *   by its deadline;
 * - a visit was accepted when the cleaner answered yes (`responded_at` is set by accept, decline and
 *   withdraw only);
 * - a no-show is a visit the client declared a no-show (issue #36), or one cancelled by the client or
 *   an admin 15 minutes or more after its start without a punch-in (the completion rate's definition, `reliabilityOf`).
 */

const BOOKED = `status in ('confirmed', 'in_progress', 'completed')`;
const ACCEPTED = `(responded_at is not null and status not in ('declined', 'declined_by_client'))`;
const NO_SHOW = `(no_show_at is not null or (status = 'cancelled' and coalesce(cancellation->>'by', '') <> 'cleaner' and punch_in is null
                  and (cancellation->>'at')::timestamptz >= starts_at + interval '15 minutes'))`;
/** Who cancelled, each cancelled visit in exactly one group: no-shows first, then by the canceller; the system (a refused deposit) has no record. */
const CANCELLED_BY = `case when ${NO_SHOW} then 'no_show' else coalesce(cancellation->>'by', 'system') end`;

export interface CancellationCounts {
  total: number;
  byClient: number;
  byCleaner: number;
  byAdmin: number;
  /** The deposit was refused: the request never reached the cleaner. */
  paymentFailed: number;
  noShows: number;
}

export interface AnswerFigures {
  received: number;
  accepted: number;
  declined: number;
  expired: number;
  /** Median time from request to the cleaner's answer (accept or decline), in seconds; null without answers. */
  medianResponseSeconds: number | null;
}

export interface PlatformBookingFigures extends AnswerFigures {
  byStatus: Record<BookingStatus, number>;
  /** Totals (taxes included) of the period's visits that are confirmed, in progress or completed. */
  grossBookingValueCents: number;
  /** The platform's service fee of the period's completed visits. */
  serviceFeeCents: number;
  cancellations: CancellationCounts;
  series: { bucket: string; requests: number; completed: number; grossBookingValueCents: number }[];
}

export interface CleanerBookingFigures extends AnswerFigures {
  /** The period's visits the cleaner accepted, and what became of them. */
  acceptedVisits: number;
  completed: number;
  cancellations: Omit<CancellationCounts, 'paymentFailed'>;
  grossBookingValueCents: number;
  /** Clients with a completed visit in the period, and those of them with two or more completed visits with this cleaner by the period's end. */
  clients: number;
  repeatClients: number;
  weeks: { week: string; accepted: number; completed: number }[];
}

const int = (v: unknown): number => Number(v ?? 0);

/** The period's visits of one bar, status and (cancelled) who cancelled. */
type VisitGroup = { bucket: string; status: BookingStatus; by: string | null; n: string; total: string; fees: string };

const emptyStatuses = (): Record<BookingStatus, number> => Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])) as Record<BookingStatus, number>;

export class BookingAnalytics {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  /** Requests sent, answers given and requests expired in the period; `cleanerId` narrows to one cleaner. */
  private async answers(period: ReportPeriod, cleanerId: string | null, countReceived = true): Promise<AnswerFigures> {
    const cleaner = cleanerId ? 'and cleaner_id = ?' : '';
    const only = cleanerId ? [cleanerId] : [];
    const window = [period.start, period.end, ...only];
    // Three indexed reads, asked at once (no transaction: each takes its own pooled connection).
    const [[received], [answered], [expired]] = await Promise.all([
      countReceived ? this.rows<{ n: string }>(`select count(*) as n from bookings where requested_at >= ? and requested_at < ? ${cleaner}`, window) : Promise.resolve([]),
      // A withdrawn request also sets responded_at (the client's answer, not the cleaner's): left out.
      this.rows<{ accepted: string; declined: string; median: string | null }>(
      `select count(*) filter (where status <> 'declined') as accepted,
              count(*) filter (where status = 'declined') as declined,
              percentile_cont(0.5) within group (order by extract(epoch from responded_at - requested_at)) as median
         from bookings
        where responded_at >= ? and responded_at < ? and status <> 'declined_by_client' ${cleaner}`,
        window,
      ),
      this.rows<{ n: string }>(`select count(*) as n from bookings where status = 'expired' and expires_at >= ? and expires_at < ? ${cleaner}`, window),
    ]);
    return {
      received: int(received?.n),
      accepted: int(answered?.accepted),
      declined: int(answered?.declined),
      expired: int(expired?.n),
      medianResponseSeconds: answered?.median === null || answered?.median === undefined ? null : Math.round(Number(answered.median)),
    };
  }

  /**
   * The platform's figures, read from the daily rollups (booking_stats, migration
   * 2026121400-booking-analytics-rollups): the period's days, whatever the number of bookings.
   */
  async platform(period: ReportPeriod): Promise<PlatformBookingFigures> {
    const days = [period.from, period.to];
    const [visits, requests, answers, [expired]] = await Promise.all([
      this.rows<VisitGroup>(
        `select to_char(${bucketStartSql(period.bucket, 'day')}, 'YYYY-MM-DD') as bucket, status, nullif(grp, '') as by,
                sum(n) as n, sum(total_cents) as total, sum(fee_cents) as fees
           from booking_stats where fact = 'visit' and day >= ? and day <= ? group by 1, 2, 3 having sum(n) <> 0`,
        days,
      ),
      this.rows<{ bucket: string; n: string }>(
        `select to_char(${bucketStartSql(period.bucket, 'day')}, 'YYYY-MM-DD') as bucket, sum(n) as n
           from booking_stats where fact = 'request' and day >= ? and day <= ? group by 1 having sum(n) <> 0`,
        days,
      ),
      this.rows<{ grp: string; bucket: number; n: string }>(
        `select grp, bucket, sum(n) as n from booking_stats where fact = 'answer' and day >= ? and day <= ? group by 1, 2 having sum(n) <> 0 order by 2`,
        days,
      ),
      this.rows<{ n: string }>(`select coalesce(sum(n), 0) as n from booking_stats where fact = 'expiry' and day >= ? and day <= ?`, days),
    ]);
    const perBucket = new Map<number, number>();
    for (const a of answers) perBucket.set(a.bucket, (perBucket.get(a.bucket) ?? 0) + int(a.n));
    const sum = (grp: string) => answers.filter((a) => a.grp === grp).reduce((s, a) => s + int(a.n), 0);
    return this.compose(visits, requests.filter((r) => int(r.n) !== 0), {
      accepted: sum('accepted'),
      declined: sum('declined'),
      expired: int(expired?.n),
      medianResponseSeconds: await this.medianFromBuckets(period, [...perBucket]),
    });
  }

  /**
   * percentile_cont(0.5) of the period's times to answer, exactly: the histogram says which bucket
   * holds the middle rank(s), and only that bucket's answers of the period are read and sorted
   * (bookings_response_bucket_idx), then interpolated as PostgreSQL does (lo + (hi - lo) * fraction).
   */
  private async medianFromBuckets(period: ReportPeriod, buckets: [bucket: number, n: number][]): Promise<number | null> {
    const total = buckets.reduce((s, [, n]) => s + n, 0);
    if (total === 0) return null;
    const position = 0.5 * (total - 1);
    const [lo, hi] = [Math.floor(position), Math.ceil(position)];
    /** The values of ranks rank.. (up to `count`, within one bucket), in the order percentile_cont sorts them. */
    const at = async (rank: number, count: number): Promise<number[]> => {
      let before = 0;
      for (const [bucket, n] of buckets) {
        if (rank < before + n) {
          const rows = await this.rows<{ s: number }>(
            `select booking_response_seconds(requested_at, responded_at) as s from bookings
              where booking_response_bucket(requested_at, responded_at) = ? and responded_at >= ? and responded_at < ?
                and responded_at is not null and status <> 'declined_by_client'
              order by 1 limit ? offset ?`,
            [bucket, period.start, period.end, Math.min(count, before + n - rank), rank - before],
          );
          return rows.map((r) => Number(r.s));
        }
        before += n;
      }
      return [];
    };
    const low = await at(lo, hi - lo + 1);
    const high = low.length > hi - lo ? low[hi - lo] : (await at(hi, 1))[0];
    // An answer given between the histogram's read and this one (separate statements) can leave the bucket short: then the raw median.
    if (low[0] === undefined || high === undefined) return (await this.answers(period, null, false)).medianResponseSeconds;
    return Math.round(low[0] + (high - low[0]) * (position - lo));
  }

  /** The platform's figures over the raw rows: the definition the rollups must match (test/integration/analytics-rollups.test.ts). */
  async platformFromRows(period: ReportPeriod): Promise<PlatformBookingFigures> {
    const [visits, requests, answers] = await Promise.all([
      this.rows<VisitGroup>(
        `select to_char(${bucketStartSql(period.bucket, 'date')}, 'YYYY-MM-DD') as bucket, status,
                case when status = 'cancelled' then ${CANCELLED_BY} end as by,
                count(*) as n, coalesce(sum(total_cents), 0) as total,
                coalesce(sum((quote->>'serviceFeeCents')::int) filter (where status = 'completed'), 0) as fees
           from bookings where date >= ? and date <= ? group by 1, 2, 3`,
        [period.from, period.to],
      ),
      this.rows<{ bucket: string; n: string }>(
        `select to_char(${bucketStartSql(period.bucket, quebecDateSql('requested_at'))}, 'YYYY-MM-DD') as bucket, count(*) as n
           from bookings where requested_at >= ? and requested_at < ? group by 1`,
        [period.start, period.end],
      ),
      this.answers(period, null, false),
    ]);
    return this.compose(visits, requests, answers);
  }

  private compose(visits: VisitGroup[], requests: { bucket: string; n: string }[], answers: Omit<AnswerFigures, 'received'>): PlatformBookingFigures {
    const byStatus = emptyStatuses();
    const cancellations: CancellationCounts = { total: 0, byClient: 0, byCleaner: 0, byAdmin: 0, paymentFailed: 0, noShows: 0 };
    const buckets = new Map<string, { bucket: string; requests: number; completed: number; grossBookingValueCents: number }>();
    const at = (bucket: string) => buckets.get(bucket) ?? buckets.set(bucket, { bucket, requests: 0, completed: 0, grossBookingValueCents: 0 }).get(bucket)!;
    let gbv = 0;
    let fees = 0;
    // One pass over the period's visits: per bar, status and (for cancelled visits) who cancelled; requests and answers beside it.
    const groups: Record<string, keyof Omit<CancellationCounts, 'total'>> = { client: 'byClient', cleaner: 'byCleaner', admin: 'byAdmin', system: 'paymentFailed', no_show: 'noShows' };
    for (const r of visits) {
      const n = int(r.n);
      byStatus[r.status] += n;
      fees += int(r.fees);
      if (r.status === 'confirmed' || r.status === 'in_progress' || r.status === 'completed') {
        gbv += int(r.total);
        at(r.bucket).grossBookingValueCents += int(r.total);
      }
      if (r.status === 'completed') at(r.bucket).completed += n;
      if (r.status === 'cancelled') {
        cancellations.total += n;
        const group = groups[r.by ?? 'system'];
        if (group) cancellations[group] += n;
      }
    }
    for (const r of requests) at(r.bucket).requests = int(r.n);
    const { accepted, declined, expired, medianResponseSeconds } = answers;
    return {
      byStatus,
      grossBookingValueCents: gbv,
      serviceFeeCents: fees,
      cancellations,
      received: requests.reduce((sum, r) => sum + int(r.n), 0),
      accepted,
      declined,
      expired,
      medianResponseSeconds,
      series: [...buckets.values()].sort((a, b) => a.bucket.localeCompare(b.bucket)),
    };
  }

  async cleaner(cleanerId: string, period: ReportPeriod): Promise<CleanerBookingFigures> {
    const answers = await this.answers(period, cleanerId);
    const [visits] = await this.rows<{ accepted: string; completed: string; gbv: string }>(
      `select count(*) filter (where ${ACCEPTED}) as accepted,
              count(*) filter (where status = 'completed') as completed,
              coalesce(sum(total_cents) filter (where ${BOOKED}), 0) as gbv
         from bookings where cleaner_id = ? and date >= ? and date <= ?`,
      [cleanerId, period.from, period.to],
    );
    // Only cancellations of visits the cleaner had accepted count against them (an admin may stop a pending request).
    const rows = await this.rows<{ by: string; n: string }>(
      `select ${CANCELLED_BY} as by, count(*) as n from bookings
        where cleaner_id = ? and status = 'cancelled' and ${ACCEPTED} and date >= ? and date <= ? group by 1`,
      [cleanerId, period.from, period.to],
    );
    const n = (by: string) => int(rows.find((r) => r.by === by)?.n);
    const [clients] = await this.rows<{ clients: string; repeat: string }>(
      `with seen as (select distinct client_id from bookings where cleaner_id = ? and status = 'completed' and date >= ? and date <= ?)
       select count(*) as clients,
              count(*) filter (where (select count(*) from bookings b where b.cleaner_id = ? and b.client_id = seen.client_id and b.status = 'completed' and b.date <= ?) >= 2) as repeat
         from seen`,
      [cleanerId, period.from, period.to, cleanerId, period.to],
    );
    const weeks = await this.rows<{ week: string; accepted: string; completed: string }>(
      `select to_char(${bucketStartSql('week', 'date')}, 'YYYY-MM-DD') as week,
              count(*) filter (where ${ACCEPTED}) as accepted,
              count(*) filter (where status = 'completed') as completed
         from bookings where cleaner_id = ? and date >= ? and date <= ? group by 1 order by 1`,
      [cleanerId, period.from, period.to],
    );
    return {
      ...answers,
      acceptedVisits: int(visits?.accepted),
      completed: int(visits?.completed),
      grossBookingValueCents: int(visits?.gbv),
      cancellations: { total: rows.reduce((s, r) => s + int(r.n), 0), byClient: n('client'), byCleaner: n('cleaner'), byAdmin: n('admin'), noShows: n('no_show') },
      clients: int(clients?.clients),
      repeatClients: int(clients?.repeat),
      weeks: weeks.map((w) => ({ week: w.week, accepted: int(w.accepted), completed: int(w.completed) })),
    };
  }
}
