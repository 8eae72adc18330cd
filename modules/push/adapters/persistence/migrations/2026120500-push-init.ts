import { Migration } from '@mikro-orm/migrations';

/**
 * Web Push (issue #34, docs/decisions.md "Push notifications"): one row per browser subscription (its
 * endpoint is unique: a browser holds one subscription per site, whoever is signed in), and one row of
 * category choices per person who changed them (none: everything on).
 */
export class PushInit extends Migration {
  override name = '2026120500-push-init';

  override up(): void {
    this.addSql(`
      create table push_subscriptions (
        id uuid primary key,
        user_id uuid not null,
        endpoint text not null unique check (char_length(endpoint) <= 2048),
        p256dh text not null check (char_length(p256dh) between 1 and 100),
        auth text not null check (char_length(auth) between 1 and 50),
        label text not null check (char_length(label) <= 80),
        created_at timestamptz not null,
        last_used_at timestamptz
      )`);
    this.addSql('create index push_subscriptions_user_idx on push_subscriptions (user_id)');
    this.addSql(`
      create table push_preferences (
        user_id uuid primary key,
        new_request boolean not null,
        booking_answer boolean not null,
        messages boolean not null,
        reminders boolean not null,
        payouts boolean not null,
        updated_at timestamptz not null
      )`);
  }

  override down(): void {
    this.addSql('drop table push_preferences');
    this.addSql('drop table push_subscriptions');
  }
}
