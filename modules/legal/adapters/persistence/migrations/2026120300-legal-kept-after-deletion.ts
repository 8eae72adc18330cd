import { Migration } from '@mikro-orm/migrations';

export class LegalKeptAfterDeletion extends Migration {
  override name = '2026120300-legal-kept-after-deletion';

  override up(): void {
    // The acceptances and change notices of a deleted account are kept 3 years after the deletion
    // (privacy policy), then purged by the retention run: the module records when the account went.
    for (const table of ['legal_acceptances', 'legal_change_notices']) {
      this.addSql(`alter table ${table} add column account_deleted_at timestamptz`);
      this.addSql(`create index ${table}_deleted_idx on ${table} (account_deleted_at) where account_deleted_at is not null`);
      // Accounts deleted before this migration: their deletion time, read once from identity's rows.
      this.addSql(`update ${table} t set account_deleted_at = u.deleted_at from identity_users u where u.id = t.user_id and u.deleted_at is not null`);
    }
  }

  override down(): void {
    for (const table of ['legal_acceptances', 'legal_change_notices']) this.addSql(`alter table ${table} drop column if exists account_deleted_at`);
  }
}
