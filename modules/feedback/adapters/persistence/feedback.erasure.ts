import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

/**
 * Account deletion: the opinions and favourites a client gave and those about a deleted cleaner are deleted. Reports
 * stay 2 years after their handling (privacy policy, "Signalements"): they are the team's safety record
 * about a cleaner; a deleted reporter's comment is erased, their id stays pseudonymous.
 */
export const feedbackErasure =
  (em: () => EntityManager) =>
  async (subject: ErasureSubject): Promise<void> => {
    const id = subject.userId;
    await em().execute('delete from cleaner_opinions where client_id = ? or cleaner_id = ?', [id, id]);
    await em().execute('delete from cleaner_favourites where client_id = ? or cleaner_id = ?', [id, id]);
    await em().execute('update cleaner_reports set comment = null where client_id = ? and comment is not null', [id]);
  };
