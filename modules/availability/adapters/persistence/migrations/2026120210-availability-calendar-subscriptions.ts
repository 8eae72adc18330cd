import { Migration } from '@mikro-orm/migrations';

/** External calendars a cleaner subscribes to, and the busy times imported from them (issue #18). */
export class AvailabilityCalendarSubscriptions extends Migration {
  override name = '2026120210-availability-calendar-subscriptions';

  override up(): void {
    // The address is a credential: sealed (AES-256-GCM), its SHA-256 to refuse the same calendar twice, a masked form to show.
    this.addSql(`
      create table availability_calendar_subscriptions (
        id uuid primary key,
        cleaner_id uuid not null,
        name text not null check (char_length(name) between 1 and 80),
        url_sealed text not null,
        url_hash text not null,
        masked_url text not null,
        created_at timestamptz not null,
        next_sync_at timestamptz not null,
        last_attempt_at timestamptz,
        last_synced_at timestamptz,
        last_error text check (last_error in ('unreachable', 'timeout', 'http_error', 'not_found', 'too_large', 'not_calendar', 'forbidden_address', 'https_required')),
        event_count integer not null default 0 check (event_count >= 0),
        busy_hash text,
        unique (cleaner_id, url_hash)
      )`);
    this.addSql('create index availability_calendar_subscriptions_due_idx on availability_calendar_subscriptions (next_sync_at)');
    this.addSql(`
      create table availability_busy_times (
        subscription_id uuid not null references availability_calendar_subscriptions (id) on delete cascade,
        cleaner_id uuid not null,
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        check (ends_at > starts_at)
      )`);
    this.addSql('create index availability_busy_times_cleaner_idx on availability_busy_times (cleaner_id, starts_at, ends_at)');
    this.addSql('create index availability_busy_times_subscription_idx on availability_busy_times (subscription_id)');
  }

  override down(): void {
    this.addSql('drop table availability_busy_times');
    this.addSql('drop table availability_calendar_subscriptions');
  }
}
