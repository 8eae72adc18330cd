import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';

/**
 * A cleaner's availability for their data export: one-off and weekly slots (minutes after midnight,
 * Quebec time) with the dates removed from a series, and when their calendar feed was made (never its token).
 */
export const availabilityPersonalData =
  (em: () => EntityManager) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const blocks = await em().execute<object[]>(
      `select b.id, b.kind, b.date::text as date, b.end_date::text as end_date, b.slot, b.start_minute, b.end_minute, b.created_at,
              coalesce((select json_agg(e.date::text order by e.date) from availability_exceptions e where e.block_id = b.id), '[]'::json) as removed_dates
         from availability_blocks b where b.cleaner_id = ? order by b.date, b.start_minute`,
      [subject.userId],
    );
    const [feed] = await em().execute<object[]>('select created_at from availability_feeds where cleaner_id = ?', [subject.userId]);
    return { data: { timeZone: 'America/Toronto', blocks: blocks.map(exportRow), calendarFeed: feed ? exportRow(feed) : null }, files: [] };
  };
