import { Migration } from '@mikro-orm/migrations';

/**
 * Keeps `reach_ids` inline in the narrow search rows. TOASTed (the default beyond ~2 kB) the heap
 * looked tiny to the planner, which then preferred a sequential scan that detoasts every row
 * (PostgreSQL 15, 10 000 cleaners, Montréal: 34 ms) over the GIN index on reach_ids. Inline rows
 * (toast_tuple_target 8160; the largest array is ~3.4 kB) give the planner the table's real size
 * and it takes the index (13 ms). The update rewrites existing rows under the new target.
 */
export class CleanersSearchKeysInline extends Migration {
  override name = '2026112340-cleaners-search-keys-inline';

  override up(): void {
    this.addSql('alter table cleaners_search_keys set (toast_tuple_target = 8160)');
    this.addSql(`update cleaners_search_keys set reach_ids = reach_ids || '{}'::text[]`);
  }

  override down(): void {
    this.addSql('alter table cleaners_search_keys reset (toast_tuple_target)');
  }
}
