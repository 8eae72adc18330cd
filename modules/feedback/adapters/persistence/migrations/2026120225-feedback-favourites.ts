import { Migration } from '@mikro-orm/migrations';

/**
 * Clients' favourite cleaners (issue #18, docs/decisions.md "Favourite cleaners"): one row per client
 * and cleaner, private to the client. The count per client is bounded by the application under a
 * per-client lock (config `favourites.maxPerClient`).
 */
export class FeedbackFavourites extends Migration {
  override name = '2026120225-feedback-favourites';

  override up(): void {
    this.addSql(`
      create table cleaner_favourites (
        client_id uuid not null,
        cleaner_id uuid not null,
        created_at timestamptz not null,
        primary key (client_id, cleaner_id),
        check (client_id <> cleaner_id)
      )`);
    // Account deletion of a cleaner removes them from every client's list.
    this.addSql('create index cleaner_favourites_cleaner_idx on cleaner_favourites (cleaner_id)');
  }

  override down(): void {
    this.addSql('drop table cleaner_favourites');
  }
}
