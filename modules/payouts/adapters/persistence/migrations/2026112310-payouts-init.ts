import { Migration } from '@mikro-orm/migrations';

/**
 * Payouts: one connected account per cleaner, one ledger of earnings, payouts that each pay a set
 * of earning lines, and one run per ISO week. The money rules are constraints: an earning line is
 * recorded once per source and paid by at most one payout; a cleaner has one weekly payout per week;
 * every provider call's idempotency key is unique.
 */
export class PayoutsInit extends Migration {
  override name = '2026112310-payouts-init';

  override up(): void {
    this.addSql(`
      create table payout_accounts (
        cleaner_id uuid primary key,
        provider text not null check (provider in ('development', 'stripe')),
        account_id text not null unique,
        status text not null check (status in ('pending_requirements', 'pending', 'active', 'inactive', 'incomplete', 'restricted')),
        can_receive_transfers boolean not null,
        payouts_enabled boolean not null,
        requirements text[] not null default '{}',
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql(`
      create table payout_runs (
        id uuid primary key,
        week text not null check (week ~ '^\\d{4}-W\\d{2}$'),
        started_at timestamptz not null,
        finished_at timestamptz,
        -- Two schedulers, or a re-run, find the week taken and pay nothing.
        constraint payout_runs_one_per_week unique (week)
      )`);
    this.addSql(`
      create table payouts (
        id uuid primary key,
        cleaner_id uuid not null,
        kind text not null check (kind in ('weekly', 'instant')),
        status text not null check (status in ('pending', 'paid', 'failed')),
        week text,
        run_id uuid references payout_runs (id),
        gross_cents integer not null check (gross_cents > 0),
        fee_cents integer not null check (fee_cents >= 0),
        amount_cents integer not null check (amount_cents > 0 and amount_cents = gross_cents - fee_cents),
        -- payout:<cleaner>:<week> or instant:<cleaner>:<requestKey>: the family of every provider call of this payout.
        idempotency_key text not null,
        -- The key of the current attempt: the family itself, then <family>:retry:<n> after a refused attempt.
        attempt_key text not null,
        attempts integer not null default 0 check (attempts >= 0),
        failure_message text,
        destination text,
        transfer_id text,
        provider_payout_id text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        paid_at timestamptz,
        constraint payouts_idempotency_key unique (idempotency_key),
        check ((kind = 'weekly') = (week is not null)),
        check ((status = 'paid') = (paid_at is not null)),
        check (kind = 'instant' or fee_cents = 0)
      )`);
    this.addSql(`create unique index payouts_one_weekly_per_week on payouts (cleaner_id, week) where kind = 'weekly'`);
    this.addSql('create index payouts_cleaner_idx on payouts (cleaner_id, created_at desc)');
    this.addSql(`create index payouts_open_idx on payouts (week) where status <> 'paid'`);
    this.addSql('create index payouts_run_idx on payouts (run_id)');
    this.addSql(`
      create table payout_earnings (
        id uuid primary key,
        cleaner_id uuid not null,
        kind text not null check (kind in ('booking', 'cancellation_fee', 'referral_reward', 'adjustment')),
        booking_id uuid,
        -- booking:<bookingId>, cancellation_fee:<bookingId>, or the caller's key (a referral reward): recorded once.
        source_key text not null,
        service_date date,
        note text,
        gross_cents integer not null,
        commission_cents integer not null check (commission_cents >= 0),
        tax_cents integer not null check (tax_cents >= 0),
        amount_cents integer not null check (amount_cents = gross_cents - commission_cents + tax_cents),
        earned_at timestamptz not null,
        payout_id uuid references payouts (id),
        constraint payout_earnings_source unique (source_key),
        check (kind not in ('booking', 'cancellation_fee') or booking_id is not null)
      )`);
    this.addSql(`create unique index payout_earnings_one_per_booking on payout_earnings (booking_id, kind) where booking_id is not null and kind in ('booking', 'cancellation_fee')`);
    this.addSql('create index payout_earnings_unpaid_idx on payout_earnings (cleaner_id, earned_at) where payout_id is null');
    this.addSql('create index payout_earnings_cleaner_idx on payout_earnings (cleaner_id, earned_at desc)');
    this.addSql('create index payout_earnings_payout_idx on payout_earnings (payout_id)');
    // Completed visits whose final payment has not gone through yet: the overview's "pending" money.
    this.addSql(`
      create table payout_pending_visits (
        booking_id uuid primary key,
        cleaner_id uuid not null,
        amount_cents integer not null,
        completed_at timestamptz not null
      )`);
    this.addSql('create index payout_pending_visits_cleaner_idx on payout_pending_visits (cleaner_id)');
  }

  override down(): void {
    this.addSql('drop table if exists payout_pending_visits');
    this.addSql('drop table if exists payout_earnings');
    this.addSql('drop table if exists payouts');
    this.addSql('drop table if exists payout_runs');
    this.addSql('drop table if exists payout_accounts');
  }
}
