import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';
import type { Accounts } from '../../application/ports.js';

/**
 * A client's feedback on cleaners for their data export: their current opinions, favourite cleaners and the reports they
 * filed, with the report's outcome. The team's internal note and who decided are the team's, not the
 * client's. Reports about a cleaner are the reporting client's data, so they are never in the cleaner's export.
 */
export const feedbackPersonalData =
  (em: () => EntityManager, accounts: Accounts) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const opinions = await em().execute<{ cleaner_id: string }[]>('select cleaner_id, kind, reason, comment, created_at from cleaner_opinions where client_id = ? order by created_at', [subject.userId]);
    const reports = await em().execute<{ cleaner_id: string }[]>(
      'select id, cleaner_id, reason, comment, status, created_at, decided_at from cleaner_reports where client_id = ? order by created_at',
      [subject.userId],
    );
    const favourites = await em().execute<{ cleaner_id: string }[]>('select cleaner_id, created_at from cleaner_favourites where client_id = ? order by created_at', [subject.userId]);
    const names = new Map((await accounts.findMany([...new Set([...opinions, ...reports, ...favourites].map((r) => r.cleaner_id))])).map((a) => [a.id, a.name]));
    const withName = (r: { cleaner_id: string }) => ({ ...exportRow(r), cleanerName: names.get(r.cleaner_id) ?? null });
    return { data: { opinions: opinions.map(withName), favourites: favourites.map(withName), reports: reports.map(withName) }, files: [] };
  };
