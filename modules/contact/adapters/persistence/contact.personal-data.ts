import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';

/**
 * The messages a person sent through the contact form while signed in, for their data export. Messages
 * sent signed out are tied to an address that was never verified as theirs, so they are left out.
 */
export const contactPersonalData =
  (em: () => EntityManager) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const rows = await em().execute<object[]>(
      'select id, name, email, category, message, booking_reference, locale, created_at, handled_at from contact_messages where user_id = ? order by created_at',
      [subject.userId],
    );
    return { data: { messages: rows.map(exportRow) }, files: [] };
  };
