import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

const TABLES = ['legal_acceptances', 'legal_change_notices'] as const;

/**
 * Account deletion: the acceptances and notices stay (they prove which terms bound the person, within
 * the Civil Code's 3-year prescription), marked with the deletion time from which that period runs.
 */
export const markAccountDeleted =
  (em: () => EntityManager, clock: { now(): Date }) =>
  async (subject: ErasureSubject): Promise<void> => {
    for (const table of TABLES) await em().execute(`update ${table} set account_deleted_at = coalesce(account_deleted_at, ?) where user_id = ?`, [clock.now(), subject.userId]);
  };

/** Retention: one batch (at most `limit` rows per table) of acceptances and notices of accounts deleted before `before`. */
export const purgeAfterAccountDeletion =
  (em: () => EntityManager) =>
  async (before: Date, limit: number): Promise<number> => {
    let done = 0;
    for (const table of TABLES) {
      const rows = await em().execute<{ n: number }[]>(
        `delete from ${table} where ctid in (select ctid from ${table} where account_deleted_at < ? order by account_deleted_at limit ? for update skip locked) returning 1 as n`,
        [before, limit],
      );
      done += rows.length;
    }
    return done;
  };
