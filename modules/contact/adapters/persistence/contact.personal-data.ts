import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';

/**
 * The messages a person sent through the contact form while signed in, and the replies they received by
 * email, for their data export. Messages
 * sent signed out are tied to an address that was never verified as theirs, so they are left out.
 */
export const contactPersonalData =
  (em: () => EntityManager) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const rows = await em().execute<object[]>(
      'select id, name, email, category, message, booking_reference, locale, created_at, handled_at from contact_messages where user_id = ? order by created_at',
      [subject.userId],
    );
    // The answers staff sent to those messages, as emailed to the person (the admin's id is the team's, left out).
    const replies = await em().execute<object[]>(
      'select r.message_id, r.subject, r.body, r.locale, r.created_at, r.sent_at from contact_replies r join contact_messages m on m.id = r.message_id where m.user_id = ? order by r.created_at, r.id',
      [subject.userId],
    );
    return { data: { messages: rows.map(exportRow), replies: replies.map(exportRow) }, files: [] };
  };
