import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReportPeriod } from '../../../../src/shared/report-period.js';

const int = (v: unknown): number => Number(v ?? 0);

/** Clients' feedback for the console's analytics (issue #16), counted by PostgreSQL. */
export const feedbackAnalytics = (em: () => EntityManager) => ({
  /** Reports still waiting for a decision (the queue's default filter). Uses cleaner_reports_queue_idx. */
  async openReports(): Promise<number> {
    const [row] = await em().execute<{ n: string }[]>(`select count(*) as n from cleaner_reports where status = 'open'`);
    return int(row?.n);
  },
  /** One cleaner: clients' current opinions (likes, dislikes, not interested) and the reports filed in the period, by status. */
  async cleaner(cleanerId: string, period: ReportPeriod) {
    const opinions = await em().execute<{ kind: string; n: string }[]>(`select kind, count(*) as n from cleaner_opinions where cleaner_id = ? group by kind`, [cleanerId]);
    const reports = await em().execute<{ status: string; n: string }[]>(
      `select status, count(*) as n from cleaner_reports where cleaner_id = ? and created_at >= ? and created_at < ? group by status`,
      [cleanerId, period.start, period.end],
    );
    const opinion = (kind: string) => int(opinions.find((r) => r.kind === kind)?.n);
    const report = (status: string) => int(reports.find((r) => r.status === status)?.n);
    return {
      likes: opinion('like'),
      dislikes: opinion('dislike'),
      notInterested: opinion('not_interested'),
      reports: { open: report('open'), resolved: report('resolved'), dismissed: report('dismissed') },
    };
  },
});
