import type { EntityManager } from '@mikro-orm/postgresql';
import { bucketStartSql, type ReportPeriod } from '../../../../src/shared/report-period.js';
import type { LocalDate } from '../../../../src/shared/local-time.js';
import type { SearchDays } from '../../application/ports.js';

export class PgSearchDays implements SearchDays {
  constructor(private readonly em: () => EntityManager) {}

  /** One statement for every day of the batch; concurrent instances add up (the row lock orders them). */
  async add(counts: [LocalDate, number][]): Promise<void> {
    if (!counts.length) return;
    // A fork: flushes run from timers and at shutdown, outside any request's context.
    await this.em()
      .fork()
      .execute(
        `insert into analytics_search_days (day, searches) select d::date, n::bigint from unnest(?::text[], ?::bigint[]) as t(d, n)
         on conflict (day) do update set searches = analytics_search_days.searches + excluded.searches`,
        [`{${counts.map(([d]) => d).join(',')}}`, `{${counts.map(([, n]) => n).join(',')}}`],
      );
  }

  async perBucket(period: ReportPeriod): Promise<{ bucket: LocalDate; searches: number }[]> {
    const rows = await this.em().execute<{ bucket: string; n: string }[]>(
      `select to_char(${bucketStartSql(period.bucket, 'day')}, 'YYYY-MM-DD') as bucket, sum(searches) as n
         from analytics_search_days where day >= ? and day <= ? group by 1`,
      [period.from, period.to],
    );
    return rows.map((r) => ({ bucket: r.bucket, searches: Number(r.n) }));
  }
}
