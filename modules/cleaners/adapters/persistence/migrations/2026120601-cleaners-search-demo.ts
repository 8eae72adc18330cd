import { Migration } from '@mikro-orm/migrations';

/**
 * Issue #35: the search read model copies the account's demo flag, so that a card of a made-up
 * cleaner carries a "Démo" badge (the server rebuilds the read model once this migration has run).
 */
export class CleanersSearchDemo extends Migration {
  override name = '2026120601-cleaners-search-demo';

  override up(): void {
    this.addSql('alter table cleaners_search add column is_demo boolean not null default false');
  }

  override down(): void {
    this.addSql('alter table cleaners_search drop column is_demo');
  }
}
