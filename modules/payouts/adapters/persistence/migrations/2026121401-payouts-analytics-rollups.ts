import { Migration } from '@mikro-orm/migrations';

/**
 * Rollups of the ledger for the console's dashboard (issue #39, docs/decisions.md "Console
 * analytics"), kept exactly as booking_stats is (migration 2026121400-booking-analytics-rollups):
 * - `payout_earning_stats`: per day a line belongs to (the visit's date, else the Quebec date it was
 *   recorded: payout_earnings_day_idx's expression), its sums;
 * - `payout_unpaid_stats`: per cleaner, the sum of unpaid lines (the next run's figures subtract the
 *   few lines recorded since the run's cutoff, read raw through payout_earnings_unpaid_recent_idx).
 * Statement triggers insert signed deltas in the writer's transaction; a writer now and then folds
 * them under a try-lock (never waits). The definitions are those of payouts.analytics.ts's raw
 * queries (test/integration/analytics-rollups.test.ts compares both).
 */
const PAYOUT_STATS_LOCK = '39, 2';

/** One statement: the signed lines (+1 new, -1 old) summed into both rollups; groups that cancel out write nothing. */
const applyDeltas = (signed: string) => `
  with moved as (select sign, coalesce(service_date, (timezone('America/Toronto', earned_at))::date) as day, cleaner_id, payout_id is null as unpaid,
                        gross_cents, commission_cents, tax_cents, amount_cents from (${signed}) lines),
       days as (insert into payout_earning_stats (day, n, gross_cents, commission_cents, tax_cents, amount_cents)
                select day, sum(sign), sum(sign * gross_cents), sum(sign * commission_cents), sum(sign * tax_cents), sum(sign * amount_cents) from moved group by day
                having sum(sign) <> 0 or sum(sign * gross_cents) <> 0 or sum(sign * commission_cents) <> 0 or sum(sign * tax_cents) <> 0 or sum(sign * amount_cents) <> 0)
  insert into payout_unpaid_stats (cleaner_id, n, amount_cents)
  select cleaner_id, sum(sign), sum(sign * amount_cents) from moved where unpaid group by cleaner_id having sum(sign) <> 0 or sum(sign * amount_cents) <> 0`;

export class PayoutsAnalyticsRollups extends Migration {
  override name = '2026121401-payouts-analytics-rollups';

  override up(): void {
    this.addSql(`
      create table payout_earning_stats (
        compacted boolean not null default false,
        day date not null,
        n bigint not null,
        gross_cents bigint not null,
        commission_cents bigint not null,
        tax_cents bigint not null,
        amount_cents bigint not null
      )`);
    this.addSql('create unique index payout_earning_stats_compacted_uq on payout_earning_stats (day) where compacted');
    this.addSql('create index payout_earning_stats_day_idx on payout_earning_stats (day)');
    this.addSql(`
      create table payout_unpaid_stats (
        compacted boolean not null default false,
        cleaner_id uuid not null,
        n bigint not null,
        amount_cents bigint not null
      )`);
    this.addSql('create unique index payout_unpaid_stats_compacted_uq on payout_unpaid_stats (cleaner_id) where compacted');
    this.addSql('create index payout_unpaid_recent_idx on payout_earnings (earned_at) include (cleaner_id, amount_cents) where payout_id is null');
    this.addSql(`
      create function payout_stats_fold() returns void language plpgsql as $$
      begin
        with moved as (delete from payout_earning_stats where not compacted returning day, n, gross_cents, commission_cents, tax_cents, amount_cents)
        insert into payout_earning_stats (compacted, day, n, gross_cents, commission_cents, tax_cents, amount_cents)
        select true, day, sum(n), sum(gross_cents), sum(commission_cents), sum(tax_cents), sum(amount_cents) from moved group by day order by day
        on conflict (day) where compacted do update set n = payout_earning_stats.n + excluded.n, gross_cents = payout_earning_stats.gross_cents + excluded.gross_cents,
          commission_cents = payout_earning_stats.commission_cents + excluded.commission_cents, tax_cents = payout_earning_stats.tax_cents + excluded.tax_cents,
          amount_cents = payout_earning_stats.amount_cents + excluded.amount_cents;
        with moved as (delete from payout_unpaid_stats where not compacted returning cleaner_id, n, amount_cents)
        insert into payout_unpaid_stats (compacted, cleaner_id, n, amount_cents)
        select true, cleaner_id, sum(n), sum(amount_cents) from moved group by cleaner_id order by cleaner_id
        on conflict (cleaner_id) where compacted do update set n = payout_unpaid_stats.n + excluded.n, amount_cents = payout_unpaid_stats.amount_cents + excluded.amount_cents;
        -- A cleaner paid in full keeps a zero row: at most one per cleaner, and the reader skips it.
      end $$`);
    this.addSql(`
      create function payout_stats_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${applyDeltas('select 1 as sign, r.* from new_rows r')};
        elsif tg_op = 'UPDATE' then ${applyDeltas('select 1 as sign, r.* from new_rows r union all select -1, o.* from old_rows o')};
        else ${applyDeltas('select -1 as sign, o.* from old_rows o')};
        end if;
        if random() < 0.0625 and current_setting('transaction_isolation') = 'read committed' and pg_try_advisory_xact_lock(${PAYOUT_STATS_LOCK}) then
          perform payout_stats_fold();
        end if;
        return null;
      end $$`);
    this.addSql('create trigger payout_earnings_stats_inserted after insert on payout_earnings referencing new table as new_rows for each statement execute function payout_stats_changed()');
    this.addSql(
      'create trigger payout_earnings_stats_updated after update on payout_earnings referencing old table as old_rows new table as new_rows for each statement execute function payout_stats_changed()',
    );
    this.addSql('create trigger payout_earnings_stats_deleted after delete on payout_earnings referencing old table as old_rows for each statement execute function payout_stats_changed()');
    this.addSql(`
      create function payout_stats_truncated() returns trigger language plpgsql as $$
      begin
        delete from payout_earning_stats;
        delete from payout_unpaid_stats;
        return null;
      end $$`);
    this.addSql('create trigger payout_earnings_stats_truncated after truncate on payout_earnings for each statement execute function payout_stats_truncated()');
    this.addSql(`
      create function payout_stats_rebuild() returns void language plpgsql as $$
      begin
        lock table payout_earnings in share mode;
        perform pg_advisory_xact_lock(${PAYOUT_STATS_LOCK});
        delete from payout_earning_stats;
        delete from payout_unpaid_stats;
        insert into payout_earning_stats (compacted, day, n, gross_cents, commission_cents, tax_cents, amount_cents)
        select true, coalesce(service_date, (timezone('America/Toronto', earned_at))::date), count(*), sum(gross_cents), sum(commission_cents), sum(tax_cents), sum(amount_cents)
          from payout_earnings group by 2;
        insert into payout_unpaid_stats (compacted, cleaner_id, n, amount_cents)
        select true, cleaner_id, count(*), sum(amount_cents) from payout_earnings where payout_id is null group by cleaner_id;
      end $$`);
    this.addSql('select payout_stats_rebuild()');
  }

  override down(): void {
    this.addSql('drop trigger payout_earnings_stats_truncated on payout_earnings');
    this.addSql('drop trigger payout_earnings_stats_deleted on payout_earnings');
    this.addSql('drop trigger payout_earnings_stats_updated on payout_earnings');
    this.addSql('drop trigger payout_earnings_stats_inserted on payout_earnings');
    this.addSql('drop function payout_stats_rebuild()');
    this.addSql('drop function payout_stats_truncated()');
    this.addSql('drop function payout_stats_changed()');
    this.addSql('drop function payout_stats_fold()');
    this.addSql('drop index payout_unpaid_recent_idx');
    this.addSql('drop table payout_unpaid_stats');
    this.addSql('drop table payout_earning_stats');
  }
}
