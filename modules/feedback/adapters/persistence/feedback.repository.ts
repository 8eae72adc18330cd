import type { EntityManager } from '@mikro-orm/postgresql';
import type { FeedbackReason, OpinionKind, Opinion, Report, ReportStatus } from '../../domain/feedback.js';
import type { AdminReportQuery, FeedbackRepository } from '../../application/ports.js';
import { sqlDate as date } from '../../../../src/shared/sql-values.js';

interface OpinionRow {
  id: string;
  client_id: string;
  cleaner_id: string;
  kind: OpinionKind;
  reason: FeedbackReason | null;
  comment: string | null;
  created_at: Date | string;
}

interface ReportRow {
  id: string;
  client_id: string;
  cleaner_id: string;
  reason: FeedbackReason;
  comment: string | null;
  status: ReportStatus;
  note: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
}

const OPINION_COLUMNS = 'id, client_id, cleaner_id, kind, reason, comment, created_at';
const REPORT_COLUMNS = 'id, client_id, cleaner_id, reason, comment, status, note, created_at, decided_at, decided_by';
/** A PostgreSQL array literal: array bindings are otherwise expanded into lists by the query builder. */
const pgArray = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

const toOpinion = (r: OpinionRow): Opinion => ({ id: r.id, clientId: r.client_id, cleanerId: r.cleaner_id, kind: r.kind, reason: r.reason, comment: r.comment, createdAt: date(r.created_at) });
const toReport = (r: ReportRow): Report => ({
  id: r.id,
  clientId: r.client_id,
  cleanerId: r.cleaner_id,
  reason: r.reason,
  comment: r.comment,
  status: r.status,
  note: r.note,
  createdAt: date(r.created_at),
  decidedAt: r.decided_at === null ? null : date(r.decided_at),
  decidedBy: r.decided_by,
});

/** Plain SQL; `em()` is the request's entity manager. */
export class PgFeedbackRepository implements FeedbackRepository {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  async saveOpinion(o: Opinion) {
    // The unique pair makes concurrent opinions end as one row: the last one written.
    const [row] = await this.rows<OpinionRow>(
      `insert into cleaner_opinions (${OPINION_COLUMNS}) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (client_id, cleaner_id) do update set kind = excluded.kind, reason = excluded.reason, comment = excluded.comment, created_at = excluded.created_at
       returning ${OPINION_COLUMNS}`,
      [o.id, o.clientId, o.cleanerId, o.kind, o.reason, o.comment, o.createdAt],
    );
    return toOpinion(row!);
  }

  async deleteOpinion(clientId: string, cleanerId: string) {
    await this.rows('delete from cleaner_opinions where client_id = ? and cleaner_id = ?', [clientId, cleanerId]);
  }

  async receivedBy(cleanerId: string, commentLimit: number) {
    const [counts, reasons, comments] = await Promise.all([
      this.rows<{ kind: OpinionKind; n: string | number }>('select kind, count(*) as n from cleaner_opinions where cleaner_id = ? group by kind', [cleanerId]),
      this.rows<{ kind: OpinionKind; reason: FeedbackReason; n: string | number }>(
        'select kind, reason, count(*) as n from cleaner_opinions where cleaner_id = ? and reason is not null group by kind, reason order by count(*) desc, kind, reason',
        [cleanerId],
      ),
      // Only the month: a date and time could tell the cleaner which client wrote it.
      this.rows<{ kind: OpinionKind; reason: FeedbackReason | null; comment: string; month: string }>(
        `select kind, reason, comment, to_char(created_at at time zone 'America/Toronto', 'YYYY-MM') as month from cleaner_opinions
          where cleaner_id = ? and comment is not null order by created_at desc, id limit ?`,
        [cleanerId, commentLimit],
      ),
    ]);
    const byKind = new Map(counts.map((c) => [c.kind, Number(c.n)]));
    return {
      counts: { like: byKind.get('like') ?? 0, dislike: byKind.get('dislike') ?? 0, not_interested: byKind.get('not_interested') ?? 0 },
      reasons: reasons.map((r) => ({ kind: r.kind, reason: r.reason, count: Number(r.n) })),
      comments,
    };
  }

  async opinionsOf(clientId: string) {
    return (await this.rows<OpinionRow>(`select ${OPINION_COLUMNS} from cleaner_opinions where client_id = ? order by created_at desc, id`, [clientId])).map(toOpinion);
  }

  async notInterestedIds(clientId: string) {
    return (await this.rows<{ cleaner_id: string }>(`select cleaner_id from cleaner_opinions where client_id = ? and kind = 'not_interested'`, [clientId])).map((r) => r.cleaner_id);
  }

  async insertReport(r: Report) {
    await this.rows(`insert into cleaner_reports (${REPORT_COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [r.id, r.clientId, r.cleanerId, r.reason, r.comment, r.status, r.note, r.createdAt, r.decidedAt, r.decidedBy]);
  }

  async findReport(id: string) {
    const [row] = await this.rows<ReportRow>(`select ${REPORT_COLUMNS} from cleaner_reports where id = ?`, [id]);
    return row ? toReport(row) : null;
  }

  async saveReportDecision(r: Report) {
    await this.rows('update cleaner_reports set status = ?, note = ?, decided_at = ?, decided_by = ? where id = ?', [r.status, r.note, r.decidedAt, r.decidedBy, r.id]);
  }

  async adminList(q: AdminReportQuery) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.status) {
      where.push('status = ?');
      params.push(q.status);
    }
    if (q.cleanerId) {
      where.push('cleaner_id = ?');
      params.push(q.cleanerId);
    }
    if (q.ids) {
      where.push('id = any(?::uuid[])');
      params.push(pgArray(q.ids));
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const dir = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const order = q.sort.field === 'status' ? `status ${dir}, created_at desc, id` : `created_at ${dir}, id`;
    const rows = await this.rows<ReportRow>(`select ${REPORT_COLUMNS} from cleaner_reports ${clause} order by ${order} offset ? limit ?`, [...params, q.offset, q.limit]);
    const [count] = await this.rows<{ n: string }>(`select count(*) as n from cleaner_reports ${clause}`, params);
    return { items: rows.map(toReport), total: Number(count!.n) };
  }
}
