import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';

/**
 * The person's acceptances of the terms of use for their data export (version, binding language, time
 * and where), and the written notices of new versions sent to them (document, version, time).
 */
export const legalPersonalData =
  (em: () => EntityManager) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const rows = await em().execute<object[]>('select document, version, language, accepted_at, source from legal_acceptances where user_id = ? order by accepted_at', [subject.userId]);
    const notices = await em().execute<object[]>('select document, version, notified_at from legal_change_notices where user_id = ? order by notified_at, version', [subject.userId]);
    return { data: { acceptances: rows.map(exportRow), changeNotices: notices.map(exportRow) }, files: [] };
  };
