import { Migration } from '@mikro-orm/migrations';

export class BookingInit extends Migration {
  override name = '2026112270-booking-init';

  override up(): void {
    // btree_gist lets one exclusion constraint combine equality on the cleaner with overlap of times.
    this.addSql('create extension if not exists btree_gist');
    this.addSql(`
      create table bookings (
        id uuid primary key,
        series_id uuid,
        visit_number smallint not null check (visit_number >= 1),
        series_visits smallint not null check (series_visits >= visit_number),
        client_id uuid not null,
        cleaner_id uuid not null,
        property_id uuid not null,
        status text not null check (status in ('pending', 'confirmed', 'in_progress', 'completed', 'declined', 'declined_by_client', 'cancelled', 'expired')),
        payment_status text not null check (payment_status in ('initial_pending', 'initial_failed', 'initial_completed', 'final_pending', 'final_failed', 'final_completed', 'final_refunded', 'final_partially_refunded', 'fully_paid', 'partially_paid', 'completed', 'failed', 'refunded')),
        cleaning_type text not null,
        frequency text not null check (frequency in ('once', 'weekly', 'biweekly', 'monthly', 'custom')),
        interval_days smallint,
        date date not null,
        start_minute smallint not null check (start_minute >= 0 and start_minute < 1440),
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        duration_minutes integer not null check (duration_minutes >= 240),
        has_pets boolean not null,
        pet_kinds jsonb not null,
        supplies_provided boolean not null,
        allow_photos boolean not null,
        emergency jsonb,
        notes text,
        promo_code text,
        payment_method text not null check (payment_method = 'card'),
        payment_method_id text,
        payment_reference text,
        money jsonb not null,
        total_cents integer not null check (total_cents >= 0),
        quote jsonb not null,
        property_snapshot jsonb not null,
        checklist jsonb not null,
        request_key uuid,
        action_nonce text,
        requested_at timestamptz not null,
        expires_at timestamptz not null,
        responded_at timestamptz,
        punch_in jsonb,
        punch_out jsonb,
        worked_minutes integer,
        cancellation jsonb,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        slot tstzrange generated always as (tstzrange(starts_at, ends_at, '[)')) stored,
        check (ends_at > starts_at),
        -- The rule that must never break: one cleaner, one place at a time, across every instance and race.
        constraint bookings_no_overlap exclude using gist (cleaner_id with =, slot with &&)
          where (status in ('pending', 'confirmed', 'in_progress'))
      )`);
    this.addSql('create unique index bookings_client_request_key_uq on bookings (client_id, request_key) where request_key is not null');
    this.addSql('create index bookings_client_starts_idx on bookings (client_id, starts_at)');
    this.addSql('create index bookings_cleaner_starts_idx on bookings (cleaner_id, starts_at)');
    this.addSql('create index bookings_series_idx on bookings (series_id) where series_id is not null');
    this.addSql(`create index bookings_pending_expiry_idx on bookings (expires_at) where status = 'pending'`);
    this.addSql('create index bookings_property_idx on bookings (property_id, cleaner_id)');
    this.addSql(`
      create table booking_transitions (
        id uuid primary key,
        booking_id uuid not null references bookings (id) on delete cascade,
        from_status text,
        to_status text not null,
        action text not null,
        actor_role text not null check (actor_role in ('client', 'cleaner', 'admin', 'system')),
        actor_id uuid,
        reason text,
        at timestamptz not null
      )`);
    this.addSql('create index booking_transitions_booking_idx on booking_transitions (booking_id, at)');
    this.addSql(`
      create table booking_photos (
        id uuid primary key,
        booking_id uuid not null references bookings (id) on delete cascade,
        kind text not null check (kind in ('before', 'after')),
        storage_key text not null,
        content_type text not null,
        size_bytes integer not null,
        created_at timestamptz not null
      )`);
    this.addSql('create index booking_photos_booking_idx on booking_photos (booking_id, created_at)');
  }

  override down(): void {
    this.addSql('drop table booking_photos');
    this.addSql('drop table booking_transitions');
    this.addSql('drop table bookings');
  }
}
