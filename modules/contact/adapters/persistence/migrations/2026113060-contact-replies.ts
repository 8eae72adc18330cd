import { Migration } from '@mikro-orm/migrations';

/**
 * Replies written from the console to contact messages and emailed to their senders (issue #16). A
 * reply belongs to its message: deleting the message (account deletion) deletes its replies.
 */
export class ContactReplies extends Migration {
  override name = '2026113060-contact-replies';

  override up(): void {
    this.addSql(`
      create table contact_replies (
        id uuid primary key,
        message_id uuid not null references contact_messages (id) on delete cascade,
        admin_id uuid not null,
        subject text not null check (char_length(subject) between 1 and 200),
        body text not null check (char_length(body) between 1 and 10000),
        locale text not null check (locale in ('fr', 'en')),
        created_at timestamptz not null,
        sent_at timestamptz not null
      )`);
    this.addSql('create index contact_replies_message_idx on contact_replies (message_id, created_at)');
  }

  override down(): void {
    this.addSql('drop table if exists contact_replies');
  }
}
