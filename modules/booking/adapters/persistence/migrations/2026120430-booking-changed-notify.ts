import { Migration } from '@mikro-orm/migrations';

/**
 * Issue #24: messaging keeps open conversations' facts per instance. Any change to a booking's facts
 * (parties, status, date, time, type) or its deletion announces the booking's id on
 * `eclat_booking_changed` (delivered at commit); `*` after a truncate.
 */
export class BookingChangedNotify extends Migration {
  override name = '2026120430-booking-changed-notify';

  override up(): void {
    this.addSql(`
      create function booking_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('eclat_booking_changed', old.id::text);
        return null;
      end $$`);
    this.addSql(`
      create function booking_all_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('eclat_booking_changed', '*');
        return null;
      end $$`);
    this.addSql(`
      create trigger bookings_facts_changed after update on bookings for each row
        when ((old.id, old.client_id, old.cleaner_id, old.status, old.date, old.start_minute, old.starts_at, old.cleaning_type)
              is distinct from (new.id, new.client_id, new.cleaner_id, new.status, new.date, new.start_minute, new.starts_at, new.cleaning_type))
        execute function booking_changed()`);
    this.addSql('create trigger bookings_deleted after delete on bookings for each row execute function booking_changed()');
    this.addSql('create trigger bookings_truncated after truncate on bookings for each statement execute function booking_all_changed()');
  }

  override down(): void {
    this.addSql('drop trigger bookings_facts_changed on bookings');
    this.addSql('drop trigger bookings_deleted on bookings');
    this.addSql('drop trigger bookings_truncated on bookings');
    this.addSql('drop function booking_changed()');
    this.addSql('drop function booking_all_changed()');
  }
}
