import { Migration } from '@mikro-orm/migrations';

/**
 * What stays of a verification document after its retention period (docs/decisions.md, "Retention"):
 * the decision, its date and who made it, keyed by the destroyed document's id.
 */
export class CleanersVerificationRecords extends Migration {
  override name = '2026112630-cleaners-verification-records';

  override up(): void {
    this.addSql(`
      create table cleaners_verification_records (
        document_id uuid primary key,
        cleaner_id uuid not null references cleaners_profiles (user_id) on delete cascade,
        type text not null check (type in ('id', 'background_check', 'insurance', 'certification')),
        decision text not null check (decision in ('approved', 'rejected')),
        decided_at timestamptz not null,
        decided_by uuid,
        document_destroyed_at timestamptz not null
      )`);
    this.addSql('create index cleaners_verification_records_cleaner_idx on cleaners_verification_records (cleaner_id, decided_at)');
    // The daily retention run reads decided documents by decision date.
    this.addSql("create index cleaners_documents_decided_idx on cleaners_documents (reviewed_at) where status <> 'pending'");
  }

  override down(): void {
    this.addSql('drop index cleaners_documents_decided_idx');
    this.addSql('drop table cleaners_verification_records');
  }
}
