import type { EntityManager } from '@mikro-orm/postgresql';

/** Retention: one batch of reports handled (resolved or dismissed) before `before`; open ones stay. */
export const purgeHandledReports =
  (em: () => EntityManager) =>
  async (before: Date, limit: number): Promise<number> => {
    const rows = await em().execute<{ id: string }[]>(
      `delete from cleaner_reports where id in (
         select id from cleaner_reports where decided_at < ? order by decided_at limit ? for update skip locked) returning id`,
      [before, limit],
    );
    return rows.length;
  };
