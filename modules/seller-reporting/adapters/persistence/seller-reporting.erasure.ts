import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

/**
 * Account deletion: a cleaner never paid for a visit has nothing to report, so their identification
 * is deleted. A cleaner who was paid stays reportable (the return for the year is due January 31) and
 * the tax law keeps the records behind it: the row is kept until December 31 of the last year they were
 * paid plus `recordsKeptYears`, then purged by the daily retention job (docs/decisions.md, "Seller reporting").
 */
export const sellerReportingErasure =
  (em: () => EntityManager, lastCreditedYear: (cleanerId: string) => Promise<number | null>, recordsKeptYears: number, now: () => Date) =>
  async (subject: ErasureSubject): Promise<void> => {
    const year = await lastCreditedYear(subject.userId);
    if (year === null) {
      await em().execute('delete from seller_identifications where cleaner_id = ?', [subject.userId]);
      return;
    }
    await em().execute('update seller_identifications set account_deleted_at = coalesce(account_deleted_at, ?), keep_until = ? where cleaner_id = ?', [now(), `${year + recordsKeptYears}-12-31`, subject.userId]);
  };

/** The retention job's batch: deleted accounts' identifications past their date (`before` is today). */
export const purgeExpiredIdentifications =
  (em: () => EntityManager) =>
  async (before: Date, limit: number): Promise<number> => {
    const rows = await em().execute<{ cleaner_id: string }[]>(
      `delete from seller_identifications where cleaner_id in (
         select cleaner_id from seller_identifications where keep_until < ?::date order by keep_until limit ? for update skip locked)
       returning cleaner_id`,
      [before.toISOString().slice(0, 10), limit],
    );
    return rows.length;
  };
