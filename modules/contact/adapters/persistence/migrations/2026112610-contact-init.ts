import { Migration } from '@mikro-orm/migrations';

/** Messages sent through the /contact form, kept for the console until handled (and after). */
export class ContactInit extends Migration {
  override name = '2026112610-contact-init';

  override up(): void {
    this.addSql(`
      create table contact_messages (
        id uuid primary key,
        name text not null check (char_length(name) between 2 and 100),
        email text not null check (email = lower(email) and char_length(email) between 3 and 254),
        category text not null check (category in ('booking', 'payment', 'account', 'cleaners', 'commercial', 'other')),
        message text not null check (char_length(message) between 10 and 5000),
        booking_reference text check (booking_reference is null or char_length(booking_reference) between 1 and 100),
        booking_id uuid,
        locale text not null check (locale in ('fr', 'en')),
        user_id uuid,
        created_at timestamptz not null,
        handled_at timestamptz,
        handled_by uuid,
        check ((handled_at is null) = (handled_by is null))
      )`);
    this.addSql('create index contact_messages_queue_idx on contact_messages (created_at desc) where handled_at is null');
    this.addSql('create index contact_messages_created_idx on contact_messages (created_at desc)');
  }

  override down(): void {
    this.addSql('drop table if exists contact_messages');
  }
}
