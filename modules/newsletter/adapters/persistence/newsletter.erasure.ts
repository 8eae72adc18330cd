import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

/** Account deletion: the account's address leaves the newsletter, with the record of its consents and of the newsletters it was sent (nothing is sent to it any more). */
export const newsletterErasure =
  (em: () => EntityManager) =>
  async (subject: ErasureSubject): Promise<void> => {
    // Deliveries would go with the subscriber (on delete cascade); deleted first, said out loud.
    await em().execute('delete from newsletter_deliveries where subscriber_id in (select id from newsletter_subscribers where email = lower(btrim(?)))', [subject.email]);
    await em().execute('delete from newsletter_consents where subscriber_id in (select id from newsletter_subscribers where email = lower(btrim(?)))', [subject.email]);
    await em().execute('delete from newsletter_subscribers where email = lower(btrim(?))', [subject.email]);
  };
