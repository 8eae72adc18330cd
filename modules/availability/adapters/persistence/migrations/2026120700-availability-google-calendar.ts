import { Migration } from '@mikro-orm/migrations';

/**
 * Google Calendar both ways (issue #38): a cleaner's linked Google account (its refresh token sealed),
 * its calendars and which of them block, the events written for accepted visits, and the busy times
 * read from Google in the same table as the ICS subscriptions' (one model for both).
 */
export class AvailabilityGoogleCalendar extends Migration {
  override name = '2026120700-availability-google-calendar';

  override up(): void {
    this.addSql(`
      create table availability_google_connections (
        cleaner_id uuid primary key,
        account_label text not null check (char_length(account_label) between 1 and 1024),
        refresh_token_sealed text not null,
        visits_calendar_id text not null check (char_length(visits_calendar_id) between 1 and 1024),
        connected_at timestamptz not null,
        next_sync_at timestamptz,
        last_attempt_at timestamptz,
        last_synced_at timestamptz,
        last_error text check (last_error in ('access_refused', 'unreachable', 'timeout', 'http_error', 'calendar_error')),
        failing_since timestamptz,
        failure_told_at timestamptz,
        busy_hash text,
        busy_count integer not null default 0 check (busy_count >= 0)
      )`);
    this.addSql('create index availability_google_connections_due_idx on availability_google_connections (next_sync_at)');
    this.addSql(`
      create table availability_google_calendars (
        cleaner_id uuid not null references availability_google_connections (cleaner_id) on delete cascade,
        calendar_id text not null check (char_length(calendar_id) between 1 and 1024),
        summary text not null check (char_length(summary) between 1 and 200),
        is_primary boolean not null,
        access_role text not null check (access_role in ('owner', 'writer', 'reader', 'freeBusyReader')),
        blocks boolean not null,
        position integer not null,
        primary key (cleaner_id, calendar_id)
      )`);
    // One row per booking with an event (or being written: held_until is the writer's lease).
    this.addSql(`
      create table availability_google_events (
        booking_id uuid primary key,
        cleaner_id uuid not null references availability_google_connections (cleaner_id) on delete cascade,
        calendar_id text,
        event_id text,
        starts_at timestamptz,
        ends_at timestamptz,
        held_until timestamptz,
        check ((calendar_id is null) = (event_id is null))
      )`);
    this.addSql('create index availability_google_events_cleaner_idx on availability_google_events (cleaner_id, starts_at)');
    // A busy time comes from exactly one source: an ICS subscription or a Google account.
    this.addSql('alter table availability_busy_times alter column subscription_id drop not null');
    this.addSql('alter table availability_busy_times add column google_cleaner_id uuid references availability_google_connections (cleaner_id) on delete cascade');
    this.addSql('alter table availability_busy_times add constraint availability_busy_times_one_source check (num_nonnulls(subscription_id, google_cleaner_id) = 1)');
    this.addSql('create index availability_busy_times_google_idx on availability_busy_times (google_cleaner_id) where google_cleaner_id is not null');
  }

  override down(): void {
    this.addSql('delete from availability_busy_times where google_cleaner_id is not null');
    this.addSql('alter table availability_busy_times drop constraint availability_busy_times_one_source');
    this.addSql('alter table availability_busy_times drop column google_cleaner_id');
    this.addSql('alter table availability_busy_times alter column subscription_id set not null');
    this.addSql('drop table availability_google_events');
    this.addSql('drop table availability_google_calendars');
    this.addSql('drop table availability_google_connections');
  }
}
