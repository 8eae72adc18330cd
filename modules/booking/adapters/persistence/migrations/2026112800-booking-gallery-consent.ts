import { Migration } from '@mikro-orm/migrations';

/**
 * The client's consent to show this visit's before/after photos in the public gallery (Law 25: a
 * purpose of its own, apart from allowing the photos at all). Null: not given, or withdrawn.
 */
export class BookingGalleryConsent extends Migration {
  override name = '2026112800-booking-gallery-consent';

  override up(): void {
    this.addSql('alter table bookings add column gallery_consent_at timestamptz');
    // No consent to publish photos the client did not allow to be taken.
    this.addSql('alter table bookings add constraint bookings_gallery_consent_needs_photos check (gallery_consent_at is null or allow_photos)');
    this.addSql('create index bookings_gallery_consent_idx on bookings (gallery_consent_at desc) where gallery_consent_at is not null');
  }

  override down(): void {
    this.addSql('alter table bookings drop column gallery_consent_at');
  }
}
