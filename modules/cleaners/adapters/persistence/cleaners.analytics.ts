import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * For the console's dashboard (issue #16): cleaners with at least one document awaiting review, the
 * same count as the profile-review queue's default filter. Uses cleaners_documents_pending_idx.
 */
export const pendingReviewCount = (em: () => EntityManager) => async (): Promise<number> => {
  const [row] = await em().execute<{ n: string }[]>(`select count(distinct cleaner_id) as n from cleaners_documents where status = 'pending'`);
  return Number(row?.n ?? 0);
};
