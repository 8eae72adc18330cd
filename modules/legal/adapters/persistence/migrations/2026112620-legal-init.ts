import { Migration } from '@mikro-orm/migrations';

export class LegalInit extends Migration {
  override name = '2026112620-legal-init';

  override up(): void {
    // Proof of what each person accepted: the version (its text never changes once published), the
    // language that binds them (French unless they expressly chose English) and when.
    this.addSql(`
      create table legal_acceptances (
        id uuid primary key,
        user_id uuid not null,
        document text not null check (document in ('terms', 'privacy')),
        version text not null check (version ~ '^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$'),
        language text not null check (language in ('fr', 'en')),
        accepted_at timestamptz not null,
        source text not null check (source in ('signup', 'prompt')),
        constraint legal_acceptances_once unique (user_id, document, version)
      )`);
    this.addSql('create index legal_acceptances_latest_idx on legal_acceptances (user_id, document, accepted_at desc)');
  }

  override down(): void {
    this.addSql('drop table if exists legal_acceptances');
  }
}
