import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlDate as date } from '../../../../src/shared/sql-values.js';
import type { AdminCaseQuery, CaseRepository } from '../../application/ports.js';
import type { Case, CaseCategory, CasePhoto, CaseStatus, CaseWish, DisputeEvidenceText, DisputeOutcome, Resolution } from '../../domain/case.js';

interface Row {
  id: string;
  booking_id: string;
  client_id: string;
  cleaner_id: string;
  kind: 'report' | 'dispute';
  category: CaseCategory;
  description: string;
  wish: CaseWish | null;
  status: CaseStatus;
  reported_at: Date | string;
  answer: string | null;
  answered_at: Date | string | null;
  resolution: Resolution | null;
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: Date | string | null;
  refund_cents: number | null;
  cleaner_share_cents: number | null;
  platform_share_cents: number | null;
  reclean_booking_id: string | null;
  refunded_at: Date | string | null;
  dispute_ref: string | null;
  dispute_amount_cents: number | null;
  evidence_due_by: Date | string | null;
  evidence: DisputeEvidenceText | string | null;
  evidence_submitted_at: Date | string | null;
  evidence_submitted_by: string | null;
  dispute_outcome: DisputeOutcome | null;
  dispute_closed_at: Date | string | null;
  dispute_cleaner_share_cents: number | null;
}

const COLUMNS = `id, booking_id, client_id, cleaner_id, kind, category, description, wish, status, reported_at, answer, answered_at, resolution,
  decision_reason, decided_by, decided_at, refund_cents, cleaner_share_cents, platform_share_cents, reclean_booking_id, refunded_at,
  dispute_ref, dispute_amount_cents, evidence_due_by, evidence, evidence_submitted_at, evidence_submitted_by, dispute_outcome, dispute_closed_at, dispute_cleaner_share_cents`;
const orNull = (v: Date | string | null): Date | null => (v === null ? null : date(v));
const num = (v: number | null): number | null => (v === null ? null : Number(v));

const toCase = (r: Row): Case => ({
  id: r.id,
  bookingId: r.booking_id,
  clientId: r.client_id,
  cleanerId: r.cleaner_id,
  kind: r.kind,
  category: r.category,
  description: r.description,
  wish: r.wish,
  status: r.status,
  reportedAt: date(r.reported_at),
  answer: r.answer,
  answeredAt: r.answered_at === null ? null : date(r.answered_at),
  decision:
    r.resolution === null
      ? null
      : {
          resolution: r.resolution,
          reason: r.decision_reason ?? '',
          decidedBy: r.decided_by!,
          decidedAt: date(r.decided_at!),
          refundCents: num(r.refund_cents),
          cleanerShareCents: num(r.cleaner_share_cents),
          platformShareCents: num(r.platform_share_cents),
          recleanBookingId: r.reclean_booking_id,
          refundedAt: r.refunded_at === null ? null : date(r.refunded_at),
        },
  dispute:
    r.dispute_ref === null
      ? null
      : {
          ref: r.dispute_ref,
          amountCents: num(r.dispute_amount_cents),
          evidenceDueBy: orNull(r.evidence_due_by),
          evidence: typeof r.evidence === 'string' ? (JSON.parse(r.evidence) as DisputeEvidenceText) : r.evidence,
          evidenceSubmittedAt: orNull(r.evidence_submitted_at),
          evidenceSubmittedBy: r.evidence_submitted_by,
          outcome: r.dispute_outcome,
          closedAt: orNull(r.dispute_closed_at),
          cleanerShareCents: num(r.dispute_cleaner_share_cents),
        },
});

const params = (c: Case): unknown[] => [
  c.status,
  c.answer,
  c.answeredAt,
  c.decision?.resolution ?? null,
  c.decision?.reason ?? null,
  c.decision?.decidedBy ?? null,
  c.decision?.decidedAt ?? null,
  c.decision?.refundCents ?? null,
  c.decision?.cleanerShareCents ?? null,
  c.decision?.platformShareCents ?? null,
  c.decision?.recleanBookingId ?? null,
];

/** Plain SQL; `em()` is the request's or the running transaction's entity manager. */
export class PgCaseRepository implements CaseRepository {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, values: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, values);
  }

  async insert(c: Case) {
    const rows = await this.rows<{ id: string }>(
      `insert into cases (id, booking_id, client_id, cleaner_id, category, description, wish, status, reported_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (booking_id) where status in ('open', 'answered') and kind = 'report' do nothing returning id`,
      [c.id, c.bookingId, c.clientId, c.cleanerId, c.category, c.description, c.wish, c.status, c.reportedAt],
    );
    return rows.length === 1;
  }

  async insertDispute(c: Case, disputeRef: string) {
    const rows = await this.rows<{ id: string }>(
      `insert into cases (id, booking_id, client_id, cleaner_id, kind, dispute_ref, dispute_amount_cents, evidence_due_by, category, description, wish, status, reported_at)
       values (?, ?, ?, ?, 'dispute', ?, ?, ?, ?, ?, null, 'open', ?) on conflict (dispute_ref) do nothing returning id`,
      [c.id, c.bookingId, c.clientId, c.cleanerId, disputeRef, c.dispute?.amountCents ?? null, c.dispute?.evidenceDueBy ?? null, c.category, c.description, c.reportedAt],
    );
    return rows.length === 1;
  }

  async byId(id: string) {
    const [row] = await this.rows<Row>(`select ${COLUMNS} from cases where id = ?`, [id]);
    return row ? toCase(row) : null;
  }

  async lock(id: string) {
    const [row] = await this.rows<Row>(`select ${COLUMNS} from cases where id = ? for update`, [id]);
    return row ? toCase(row) : null;
  }

  async openOfBooking(bookingId: string) {
    const [row] = await this.rows<Row>(`select ${COLUMNS} from cases where booking_id = ? and status in ('open', 'answered') and kind = 'report'`, [bookingId]);
    return row ? toCase(row) : null;
  }

  async latestOfBooking(bookingId: string) {
    const [row] = await this.rows<Row>(`select ${COLUMNS} from cases where booking_id = ? and kind = 'report' order by reported_at desc, id limit 1`, [bookingId]);
    return row ? toCase(row) : null;
  }

  async update(c: Case) {
    await this.rows(
      `update cases set status = ?, answer = ?, answered_at = ?, resolution = ?, decision_reason = ?, decided_by = ?, decided_at = ?,
         refund_cents = ?, cleaner_share_cents = ?, platform_share_cents = ?, reclean_booking_id = ? where id = ?`,
      [...params(c), c.id],
    );
  }

  async byDisputeRef(ref: string) {
    const [row] = await this.rows<Row>(`select ${COLUMNS} from cases where dispute_ref = ?`, [ref]);
    return row ? toCase(row) : null;
  }

  async markEvidenceSubmitted(id: string, evidence: DisputeEvidenceText, at: Date, by: string) {
    const rows = await this.rows<{ id: string }>(
      `update cases set evidence = ?::jsonb, evidence_submitted_at = ?, evidence_submitted_by = ? where id = ? and kind = 'dispute' and evidence_submitted_at is null returning id`,
      [JSON.stringify(evidence), at, by, id],
    );
    return rows.length === 1;
  }

  async closeDispute(id: string, outcome: DisputeOutcome, at: Date, cleanerShareCents: number | null) {
    // Still open: Stripe's outcome closes it; already released by the console: its status stays, the outcome is recorded beside.
    const rows = await this.rows<{ id: string }>(
      `update cases set dispute_outcome = ?, dispute_closed_at = ?, dispute_cleaner_share_cents = ?,
         status = case when status in ('open', 'answered') then 'resolved' else status end
       where id = ? and kind = 'dispute' and dispute_outcome is null returning id`,
      [outcome, at, cleanerShareCents, id],
    );
    return rows.length === 1;
  }

  async markRefunded(id: string, at: Date) {
    await this.rows(`update cases set refunded_at = ? where id = ? and resolution = 'refund' and refunded_at is null`, [at, id]);
  }

  async addPhoto(p: CasePhoto) {
    await this.rows('insert into case_photos (id, case_id, storage_key, content_type, size_bytes, created_at) values (?, ?, ?, ?, ?, ?)', [p.id, p.caseId, p.storageKey, p.contentType, p.sizeBytes, p.createdAt]);
  }

  async photosOf(caseId: string) {
    const rows = await this.rows<{ id: string; case_id: string; storage_key: string; content_type: string; size_bytes: number; created_at: Date | string }>(
      'select id, case_id, storage_key, content_type, size_bytes, created_at from case_photos where case_id = ? order by created_at, id',
      [caseId],
    );
    return rows.map((r) => ({ id: r.id, caseId: r.case_id, storageKey: r.storage_key, contentType: r.content_type, sizeBytes: Number(r.size_bytes), createdAt: date(r.created_at) }));
  }

  async ofParty(userId: string, limit: number) {
    const rows = await this.rows<Row>(`select ${COLUMNS} from cases where client_id = ? or cleaner_id = ? order by reported_at desc, id limit ?`, [userId, userId, limit]);
    return rows.map(toCase);
  }

  async adminList(q: AdminCaseQuery) {
    const where: string[] = [];
    const values: unknown[] = [];
    if (q.status) {
      where.push('status = ?');
      values.push(q.status);
    }
    if (q.ids) {
      where.push(`id = any(?::uuid[])`);
      values.push(`{${q.ids.join(',')}}`);
    }
    if (q.userId) {
      where.push('(client_id = ? or cleaner_id = ?)');
      values.push(q.userId, q.userId);
    }
    const from = `from cases ${where.length ? `where ${where.join(' and ')}` : ''}`;
    // Open cases first (the console's queue), then by the asked sort.
    const column = q.sort.field === 'status' ? 'status' : 'reported_at';
    const order = `(status in ('open', 'answered')) desc, ${column} ${q.sort.order === 'ASC' ? 'asc' : 'desc'}, id`;
    const rows = await this.rows<Row>(`select ${COLUMNS} ${from} order by ${order} offset ? limit ?`, [...values, q.offset, q.limit]);
    const [count] = await this.rows<{ n: string }>(`select count(*) as n ${from}`, values);
    return { items: rows.map(toCase), total: Number(count?.n ?? 0) };
  }
}
