import { Migration } from '@mikro-orm/migrations';

export class LegalChangeNotices extends Migration {
  override name = '2026120110-legal-change-notices';

  override up(): void {
    // The written notice of a new version of the terms (Consumer Protection Act, s. 11.2): one row per
    // person and version, inserted with the notice's email in one transaction, so it leaves exactly once.
    this.addSql(`
      create table legal_change_notices (
        user_id uuid not null,
        document text not null check (document in ('terms', 'privacy')),
        version text not null check (version ~ '^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$'),
        notified_at timestamptz not null,
        constraint legal_change_notices_once unique (user_id, document, version)
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists legal_change_notices');
  }
}
