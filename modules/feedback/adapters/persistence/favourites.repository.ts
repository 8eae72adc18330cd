import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../../../../src/shared/unit-of-work.js';
import { sqlDate } from '../../../../src/shared/sql-values.js';
import type { Favourite, FavouriteAdded, FavouritesRepository } from '../../application/ports.js';

/** The cleaner_favourites table (migration 2026120225). */
export class PgFavouritesRepository implements FavouritesRepository {
  constructor(private readonly em: () => EntityManager) {}

  /** Under a per-client lock, so two quick taps cannot pass the bound together. */
  add(clientId: string, cleanerId: string, at: Date, max: number): Promise<FavouriteAdded> {
    return inTransaction(this.em(), async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`favourites:${clientId}`]);
      const rows = await em.execute<{ exists: boolean; count: string | number }[]>(
        'select exists (select 1 from cleaner_favourites where client_id = ? and cleaner_id = ?) as exists, (select count(*) from cleaner_favourites where client_id = ?) as count',
        [clientId, cleanerId, clientId],
      );
      if (rows[0]?.exists) return 'exists';
      if (Number(rows[0]?.count ?? 0) >= max) return 'full';
      await em.execute('insert into cleaner_favourites (client_id, cleaner_id, created_at) values (?, ?, ?)', [clientId, cleanerId, at]);
      return 'added';
    });
  }

  async remove(clientId: string, cleanerId: string): Promise<void> {
    await this.em().execute('delete from cleaner_favourites where client_id = ? and cleaner_id = ?', [clientId, cleanerId]);
  }

  async of(clientId: string): Promise<Favourite[]> {
    const rows = await this.em().execute<{ cleaner_id: string; created_at: Date | string }[]>(
      'select cleaner_id, created_at from cleaner_favourites where client_id = ? order by created_at desc, cleaner_id',
      [clientId],
    );
    return rows.map((r) => ({ cleanerId: r.cleaner_id, createdAt: sqlDate(r.created_at) }));
  }
}
