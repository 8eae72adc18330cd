import { Migration } from '@mikro-orm/migrations';

/** The development mailbox keeps the extra headers of an email (List-Unsubscribe of newsletters), so they can be checked. */
export class DevMailboxHeaders extends Migration {
  override name = '2026112901-dev-mailbox-headers';

  override up(): void {
    this.addSql(`alter table platform_dev_mailbox add column if not exists headers jsonb not null default '{}'::jsonb`);
  }

  override down(): void {
    this.addSql('alter table platform_dev_mailbox drop column if exists headers');
  }
}
