import { Migration } from '@mikro-orm/migrations';

/**
 * The one review reminder of each party of a visit (issue #18, docs/decisions.md "Review reminder"). The
 * job inserts the row and records the email in one transaction; the primary key lets one instance do it.
 * The booking id is a plain id (modules stay apart); the row names no person.
 */
export class ReviewReminders extends Migration {
  override name = '2026120240-review-reminders';

  override up(): void {
    this.addSql(`
      create table review_reminders (
        booking_id uuid not null,
        party text not null check (party in ('client', 'cleaner')),
        sent_at timestamptz not null,
        primary key (booking_id, party)
      )`);
  }

  override down(): void {
    this.addSql('drop table review_reminders');
  }
}
