import { Migration } from '@mikro-orm/migrations';

/**
 * Daily rollups of the console's dashboard (issue #39, docs/decisions.md "Console analytics"): per
 * Quebec day, the bookings' counted facts, so a period costs its days, not its bookings.
 * - `visit` by visit date, status and (cancelled) who cancelled: count, totals, service fees of completed visits;
 * - `request` by the day it was sent; `answer` by the day it was given, accepted or declined, and a
 *   histogram bucket of the time to answer (the exact median is read from that bucket's rows only);
 * - `expiry` by the deadline of expired requests.
 * Statement triggers write signed delta rows (old facts out, new facts in) in the writer's own
 * transaction: exact at every commit, and never a lock another writer waits on (deltas are inserts).
 * Now and then a writer folds the deltas into one row per key (`compacted`), under a try-lock, so
 * nobody waits for it either. The definitions are frozen here: the SQL of booking.analytics.ts's
 * raw queries (test/integration/analytics-rollups.test.ts compares both); a change of definition is
 * a new migration that replaces the trigger function and booking_stats_rebuild() with the new facts and calls it.
 */

/** Time-to-answer histogram bounds in seconds (1 to 10, then about 10 % wider each, up to 30 days). */
const RESPONSE_BOUNDS =
  '1,2,3,4,5,6,7,8,9,10,11,13,15,17,19,21,24,27,30,33,37,41,46,51,57,63,70,77,85,94,104,115,127,140,154,170,188,207,228,251,277,305,336,370,408,449,494,544,599,659,725,798,878,966,1063,1170,1287,1416,1558,1714,1886,2075,2283,2512,2764,3041,3346,3681,4050,4455,4901,5392,5932,6526,7179,7897,8687,9556,10512,11564,12721,13994,15394,16934,18628,20491,22541,24796,27276,30004,33005,36306,39937,43931,48325,53158,58474,64322,70755,77831,85615,94177,103595,113955,125351,137887,151676,166844,183529,201882,222071,244279,268707,295578,325136,357650,393416,432758,476034,523638,576002,633603,696964,766661,843328,927661,1020428,1122471,1234719,1358191,1494011,1643413,1807755,1988531,2187385,2406124,2646737';

/** The advisory lock of folds and rebuilds: the two-key form, a space apart from the project's one-key (hashtext) locks. */
const BOOKING_STATS_LOCK = '39, 1';

/**
 * The counted facts of a booking row `b` (a lateral subquery: one row per fact). Written on the row's
 * columns, not as a function of the row type: PostgreSQL 15 fails to plan a grouped set-returning
 * SQL function over a whole-row argument ("variable not found in subplan target list").
 */
const factsOf = (b: string) => `lateral (
  select 'visit' as fact, ${b}.date as day, ${b}.status as status,
         case when ${b}.status <> 'cancelled' then ''
              when ${b}.no_show_at is not null or (${b}.status = 'cancelled' and coalesce(${b}.cancellation->>'by', '') <> 'cleaner' and ${b}.punch_in is null
                    and (${b}.cancellation->>'at')::timestamptz >= ${b}.starts_at + interval '15 minutes') then 'no_show'
              else coalesce(${b}.cancellation->>'by', 'system') end as grp,
         0::smallint as bucket, ${b}.total_cents::bigint as total_cents,
         case when ${b}.status = 'completed' then coalesce((${b}.quote->>'serviceFeeCents')::int, 0) else 0 end::bigint as fee_cents
  union all
  select 'request', (timezone('America/Toronto', ${b}.requested_at))::date, '', '', 0::smallint, 0::bigint, 0::bigint
  union all
  select 'answer', (timezone('America/Toronto', ${b}.responded_at))::date, '', case when ${b}.status = 'declined' then 'declined' else 'accepted' end,
         booking_response_bucket(${b}.requested_at, ${b}.responded_at), 0::bigint, 0::bigint
   where ${b}.responded_at is not null and ${b}.status <> 'declined_by_client'
  union all
  select 'expiry', (timezone('America/Toronto', ${b}.expires_at))::date, '', '', 0::smallint, 0::bigint, 0::bigint
   where ${b}.status = 'expired'
) f`;

export class BookingAnalyticsRollups extends Migration {
  override name = '2026121400-booking-analytics-rollups';

  override up(): void {
    this.addSql(`
      create table booking_stats (
        compacted boolean not null default false,
        fact text not null check (fact in ('visit', 'request', 'answer', 'expiry')),
        day date not null,
        status text not null default '',
        grp text not null default '',
        bucket smallint not null default 0,
        n bigint not null,
        total_cents bigint not null default 0,
        fee_cents bigint not null default 0
      )`);
    this.addSql('create unique index booking_stats_compacted_uq on booking_stats (fact, day, status, grp, bucket) where compacted');
    this.addSql('create index booking_stats_day_idx on booking_stats (fact, day)');
    // Seconds from request to answer, as the raw median sorts them, and its histogram bucket (width_bucket over fixed bounds: exactly monotone).
    this.addSql(`
      create function booking_response_seconds(requested_at timestamptz, responded_at timestamptz) returns float8
        language sql immutable parallel safe as $$ select extract(epoch from responded_at - requested_at)::float8 $$`);
    this.addSql(`
      create function booking_response_bucket(requested_at timestamptz, responded_at timestamptz) returns smallint
        language sql immutable parallel safe as $$ select width_bucket(extract(epoch from responded_at - requested_at)::float8, '{${RESPONSE_BOUNDS}}'::float8[])::smallint $$`);
    // The exact median reads one bucket's answers of the period: this index gives them, values included.
    this.addSql(`
      create index bookings_response_bucket_idx on bookings (booking_response_bucket(requested_at, responded_at), responded_at) include (requested_at)
        where responded_at is not null and status <> 'declined_by_client'`);
    // Folds every committed delta into its key's row. Only under the lock (one fold at a time, no waiting on each other's rows).
    this.addSql(`
      create function booking_stats_fold() returns void language sql as $$
        with moved as (delete from booking_stats where not compacted returning fact, day, status, grp, bucket, n, total_cents, fee_cents)
        insert into booking_stats (compacted, fact, day, status, grp, bucket, n, total_cents, fee_cents)
        select true, fact, day, status, grp, bucket, sum(n), sum(total_cents), sum(fee_cents) from moved
         group by fact, day, status, grp, bucket order by fact, day, status, grp, bucket
        on conflict (fact, day, status, grp, bucket) where compacted
        do update set n = booking_stats.n + excluded.n, total_cents = booking_stats.total_cents + excluded.total_cents, fee_cents = booking_stats.fee_cents + excluded.fee_cents
      $$`);
    this.addSql(`
      create function booking_stats_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into booking_stats (fact, day, status, grp, bucket, n, total_cents, fee_cents)
          select f.fact, f.day, f.status, f.grp, f.bucket, count(*), sum(f.total_cents), sum(f.fee_cents)
            from new_rows r cross join ${factsOf('r')} group by 1, 2, 3, 4, 5;
        elsif tg_op = 'UPDATE' then
          insert into booking_stats (fact, day, status, grp, bucket, n, total_cents, fee_cents)
          select fact, day, status, grp, bucket, sum(sign), sum(sign * total_cents), sum(sign * fee_cents)
            from (select 1 as sign, f.* from new_rows r cross join ${factsOf('r')}
                  union all
                  select -1, f.* from old_rows r cross join ${factsOf('r')}) moved
           group by 1, 2, 3, 4, 5
          having sum(sign) <> 0 or sum(sign * total_cents) <> 0 or sum(sign * fee_cents) <> 0;
        else
          insert into booking_stats (fact, day, status, grp, bucket, n, total_cents, fee_cents)
          select f.fact, f.day, f.status, f.grp, f.bucket, -count(*), -sum(f.total_cents), -sum(f.fee_cents)
            from old_rows r cross join ${factsOf('r')} group by 1, 2, 3, 4, 5;
        end if;
        -- About one write in 16 folds, when no other transaction is folding (never waits). Read committed only:
        -- a repeatable-read writer could fail on deltas a fold committed after its snapshot.
        if random() < 0.0625 and current_setting('transaction_isolation') = 'read committed' and pg_try_advisory_xact_lock(${BOOKING_STATS_LOCK}) then
          perform booking_stats_fold();
        end if;
        return null;
      end $$`);
    this.addSql('create trigger bookings_stats_inserted after insert on bookings referencing new table as new_rows for each statement execute function booking_stats_changed()');
    this.addSql(
      'create trigger bookings_stats_updated after update on bookings referencing old table as old_rows new table as new_rows for each statement execute function booking_stats_changed()',
    );
    this.addSql('create trigger bookings_stats_deleted after delete on bookings referencing old table as old_rows for each statement execute function booking_stats_changed()');
    this.addSql(`
      create function booking_stats_truncated() returns trigger language plpgsql as $$
      begin
        delete from booking_stats;
        return null;
      end $$`);
    this.addSql('create trigger bookings_stats_truncated after truncate on bookings for each statement execute function booking_stats_truncated()');
    // The backfill, and the repair if ever needed: bookings are locked against writes while it sums them.
    this.addSql(`
      create function booking_stats_rebuild() returns void language plpgsql as $$
      begin
        lock table bookings in share mode;
        perform pg_advisory_xact_lock(${BOOKING_STATS_LOCK});
        delete from booking_stats;
        insert into booking_stats (compacted, fact, day, status, grp, bucket, n, total_cents, fee_cents)
        select true, f.fact, f.day, f.status, f.grp, f.bucket, count(*), sum(f.total_cents), sum(f.fee_cents)
          from bookings b cross join ${factsOf('b')} group by 2, 3, 4, 5, 6;
      end $$`);
    this.addSql('select booking_stats_rebuild()');
  }

  override down(): void {
    this.addSql('drop trigger bookings_stats_truncated on bookings');
    this.addSql('drop trigger bookings_stats_deleted on bookings');
    this.addSql('drop trigger bookings_stats_updated on bookings');
    this.addSql('drop trigger bookings_stats_inserted on bookings');
    this.addSql('drop function booking_stats_rebuild()');
    this.addSql('drop function booking_stats_truncated()');
    this.addSql('drop function booking_stats_changed()');
    this.addSql('drop function booking_stats_fold()');
    this.addSql('drop index bookings_response_bucket_idx');
    this.addSql('drop function booking_response_bucket(timestamptz, timestamptz)');
    this.addSql('drop function booking_response_seconds(timestamptz, timestamptz)');
    this.addSql('drop table booking_stats');
  }
}
