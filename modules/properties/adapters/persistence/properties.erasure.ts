import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

/** Account deletion: the person's homes are deleted, access details with them (bookings keep their own copy, anonymised by booking). */
export const propertiesErasure =
  (em: () => EntityManager) =>
  async (subject: ErasureSubject): Promise<void> => {
    await em().execute('delete from properties where owner_id = ?', [subject.userId]);
  };
