import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

/**
 * Account deletion (privacy policy, "Avis"): reviews are kept as long as the reviewed person's profile
 * exists, so the reviews about the deleted person and a deleted cleaner's averages are deleted. The
 * reviews they wrote stay on the other person's profile; their author shows as « Utilisateur supprimé »
 * (identity's anonymised name), the comment as written.
 */
export const reviewsErasure =
  (em: () => EntityManager) =>
  async (subject: ErasureSubject): Promise<void> => {
    await em().execute('delete from reviews where subject_id = ?', [subject.userId]);
    await em().execute('delete from review_cleaner_aggregates where cleaner_id = ?', [subject.userId]);
  };

/** The reviews the person wrote or that are about them (content withdraws the testimonials quoting them first). */
export const reviewsInvolving =
  (em: () => EntityManager) =>
  async (userId: string): Promise<string[]> =>
    (await em().execute<{ id: string }[]>('select id from reviews where author_id = ? or subject_id = ?', [userId, userId])).map((r) => r.id);
