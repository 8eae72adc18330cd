import { Migration } from '@mikro-orm/migrations';

/** The development mailbox keeps an email's attachments (a confirmation's `.ics`), so they can be checked and opened. */
export class DevMailboxAttachments extends Migration {
  override name = '2026112902-dev-mailbox-attachments';

  override up(): void {
    this.addSql(`alter table platform_dev_mailbox add column if not exists attachments jsonb not null default '[]'::jsonb`);
  }

  override down(): void {
    this.addSql('alter table platform_dev_mailbox drop column if exists attachments');
  }
}
