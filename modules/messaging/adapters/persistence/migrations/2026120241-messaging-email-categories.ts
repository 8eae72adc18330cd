import { Migration } from '@mikro-orm/migrations';

/**
 * Notification preferences per category (issue #18, docs/decisions.md "Notification preferences"): beside
 * the message emails' switch and frequency, booking reminders and review emails can be turned off. Both
 * stay on until the person changes them.
 */
export class MessagingEmailCategories extends Migration {
  override name = '2026120241-messaging-email-categories';

  override up(): void {
    this.addSql('alter table messaging_preferences add column booking_reminders boolean not null default true, add column review_emails boolean not null default true');
  }

  override down(): void {
    this.addSql('alter table messaging_preferences drop column booking_reminders, drop column review_emails');
  }
}
