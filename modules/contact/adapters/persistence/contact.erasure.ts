import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

/**
 * Account deletion: the messages sent through the contact form, signed in or from the account's address,
 * are deleted; the replies staff sent to them go with them (contact_replies: on delete cascade).
 */
export const contactErasure =
  (em: () => EntityManager) =>
  async (subject: ErasureSubject): Promise<void> => {
    await em().execute('delete from contact_messages where user_id = ? or lower(btrim(email)) = lower(btrim(?))', [subject.userId, subject.email]);
  };
