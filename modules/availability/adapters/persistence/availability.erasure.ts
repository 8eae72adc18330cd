import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

/** Account deletion: a cleaner's slots, the dates removed from them, their calendar feed, subscribed calendars and linked Google account are deleted. */
export const availabilityErasure =
  (em: () => EntityManager) =>
  async (subject: ErasureSubject): Promise<void> => {
    await em().execute('delete from availability_exceptions where block_id in (select id from availability_blocks where cleaner_id = ?)', [subject.userId]);
    await em().execute('delete from availability_blocks where cleaner_id = ?', [subject.userId]);
    await em().execute('delete from availability_feeds where cleaner_id = ?', [subject.userId]);
    // Subscribed calendars (their sealed addresses) and the busy times imported from them.
    await em().execute('delete from availability_busy_times where cleaner_id = ?', [subject.userId]);
    await em().execute('delete from availability_calendar_subscriptions where cleaner_id = ?', [subject.userId]);
    // A linked Google account: its calendars and the ids of the events written go with it (the shell revokes the grant first).
    await em().execute('delete from availability_google_connections where cleaner_id = ?', [subject.userId]);
  };
