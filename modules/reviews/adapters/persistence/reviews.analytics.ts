import type { EntityManager } from '@mikro-orm/postgresql';
import { quebecDateSql, type ReportPeriod } from '../../../../src/shared/report-period.js';
import { RATING_CATEGORIES as CATEGORIES, type RatingCategory } from '../../domain/review.js';

export type RatingAverages = Record<RatingCategory, number | null>;

/** Published, not hidden reviews of cleaners by clients: what the public and the aggregates count. */
const VISIBLE = `status = 'published' and not moderation_hidden and direction = 'client_to_cleaner'`;
const AVERAGES = CATEGORIES.map((c) => `round(avg(${c}), 2) as ${c}`).join(', ');

const averagesOf = (row: Record<string, unknown> | undefined): RatingAverages =>
  Object.fromEntries(CATEGORIES.map((c) => [c, row?.[c] === null || row?.[c] === undefined ? null : Number(row[c])])) as RatingAverages;

/** Reviews for the console's analytics (issue #16), aggregated by PostgreSQL. */
export const reviewsAnalytics = (em: () => EntityManager) => ({
  /** Reviews clients wrote about cleaners in the period, published yet or not (the funnel's last step). Uses reviews_created_idx. */
  async clientReviewsWritten(period: ReportPeriod): Promise<number> {
    const [row] = await em().execute<{ n: string }[]>(
      `select count(*) as n from reviews where direction = 'client_to_cleaner' and created_at >= ? and created_at < ?`,
      [period.start, period.end],
    );
    return Number(row?.n ?? 0);
  },
  /** One cleaner's reviews published in the period: count and mean of each category, overall and per calendar month (Quebec time). */
  async cleanerRatings(cleanerId: string, period: ReportPeriod) {
    const where = `cleaner_id = ? and ${VISIBLE} and published_at >= ? and published_at < ?`;
    const params = [cleanerId, period.start, period.end];
    const [total] = await em().execute<Record<string, unknown>[]>(`select count(*) as n, ${AVERAGES} from reviews where ${where}`, params);
    const months = await em().execute<Record<string, unknown>[]>(
      `select to_char(${quebecDateSql('published_at')}, 'YYYY-MM') as month, count(*) as n, ${AVERAGES} from reviews where ${where} group by 1 order by 1`,
      params,
    );
    return {
      count: Number(total?.n ?? 0),
      averages: averagesOf(total),
      months: months.map((m) => ({ month: String(m.month), count: Number(m.n), averages: averagesOf(m) })),
    };
  },
});
