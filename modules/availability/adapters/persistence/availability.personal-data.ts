import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';

/**
 * A cleaner's availability for their data export: one-off and weekly slots (minutes after midnight,
 * Quebec time) with the dates removed from a series, when their calendar feed was made (never its token), and
 * their subscribed calendars with the busy times imported from them, and their linked Google account.
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
    // Subscribed calendars with their masked address (the whole one is a secret, like a password), and the busy times imported.
    const calendars = await em().execute<object[]>(
      `select id, name, masked_url, created_at, last_synced_at, last_attempt_at, last_error, event_count,
              coalesce((select json_agg(json_build_object('startsAt', b.starts_at, 'endsAt', b.ends_at) order by b.starts_at)
                          from availability_busy_times b where b.subscription_id = s.id), '[]'::json) as busy_times
         from availability_calendar_subscriptions s where s.cleaner_id = ? order by s.created_at`,
      [subject.userId],
    );
    // A linked Google account (issue #38): which account, the calendars and choices, the busy times read, the visits written (never the token).
    const [google] = await em().execute<object[]>(
      `select c.account_label, c.connected_at, c.last_synced_at, c.last_error, c.visits_calendar_id,
              coalesce((select json_agg(json_build_object('id', g.calendar_id, 'name', g.summary, 'blocksAvailability', g.blocks) order by g.position)
                          from availability_google_calendars g where g.cleaner_id = c.cleaner_id), '[]'::json) as calendars,
              coalesce((select json_agg(json_build_object('startsAt', b.starts_at, 'endsAt', b.ends_at) order by b.starts_at)
                          from availability_busy_times b where b.google_cleaner_id = c.cleaner_id), '[]'::json) as busy_times,
              coalesce((select json_agg(json_build_object('bookingId', e.booking_id, 'calendarId', e.calendar_id, 'eventId', e.event_id) order by e.starts_at)
                          from availability_google_events e where e.cleaner_id = c.cleaner_id and e.event_id is not null), '[]'::json) as visit_events
         from availability_google_connections c where c.cleaner_id = ?`,
      [subject.userId],
    );
    return {
      data: { timeZone: 'America/Toronto', blocks: blocks.map(exportRow), calendarFeed: feed ? exportRow(feed) : null, subscribedCalendars: calendars.map(exportRow), googleCalendar: google ? exportRow(google) : null },
      files: [],
    };
  };
