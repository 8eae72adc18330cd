import { Migration } from '@mikro-orm/migrations';

/**
 * Issue #41: each suspension and reactivation an admin makes, with its reason, for the person's
 * history in the console (and the email that tells them). Deleted with the account's other data.
 */
export class IdentityStatusChanges extends Migration {
  override name = '2026121220-identity-status-changes';

  override up(): void {
    this.addSql(`
      create table identity_status_changes (
        id uuid primary key,
        user_id uuid not null,
        status text not null check (status in ('active', 'suspended')),
        reason text check (reason is null or char_length(reason) between 3 and 500),
        admin_id uuid not null,
        created_at timestamptz not null
      )`);
    this.addSql('create index identity_status_changes_user_idx on identity_status_changes (user_id, created_at desc)');
  }

  override down(): void {
    this.addSql('drop table identity_status_changes');
  }
}
