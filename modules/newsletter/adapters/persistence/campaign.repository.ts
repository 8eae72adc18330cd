import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../../src/shared/locale.js';
import { sqlDate as date } from '../../../../src/shared/sql-values.js';
import type { CampaignRepository, CampaignListQuery, DueDelivery, SubscriberAdminQueries, SubscriberListQuery, SubscriberView } from '../../application/ports.js';
import type { Campaign, CampaignStatus, DeliveryProgress } from '../../domain/campaign.js';
import type { SubscriberStatus } from '../../domain/subscriber.js';

interface CampaignRow {
  id: string;
  subject_fr: string;
  subject_en: string;
  body_fr: string;
  body_en: string;
  status: CampaignStatus;
  created_by: string;
  updated_by: string;
  send_requested_by: string | null;
  send_requested_at: Date | string | null;
  finished_at: Date | string | null;
  last_test_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, subject_fr, subject_en, body_fr, body_en, status, created_by, updated_by, send_requested_by, send_requested_at, finished_at, last_test_at, created_at, updated_at';
const maybe = (v: Date | string | null): Date | null => (v === null ? null : date(v));
const toCampaign = (r: CampaignRow): Campaign => ({
  id: r.id,
  subjectFr: r.subject_fr,
  subjectEn: r.subject_en,
  bodyFr: r.body_fr,
  bodyEn: r.body_en,
  status: r.status,
  createdBy: r.created_by,
  updatedBy: r.updated_by,
  sendRequestedBy: r.send_requested_by,
  sendRequestedAt: maybe(r.send_requested_at),
  finishedAt: maybe(r.finished_at),
  lastTestAt: maybe(r.last_test_at),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
});

const SORT_COLUMNS: Record<CampaignListQuery['sort']['field'], string> = { createdAt: 'created_at', updatedAt: 'updated_at', sendRequestedAt: 'send_requested_at' };
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, '\\$&')}%`;
const emptyProgress = (): DeliveryProgress => ({ total: 0, pending: 0, sent: 0, failed: 0, skipped: 0 });

/** Newsletters and their deliveries: plain SQL on the request's (or transaction's) entity manager. */
export class PgCampaignRepository implements CampaignRepository {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  async insert(c: Campaign) {
    await this.rows(`insert into newsletter_campaigns (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
      c.id, c.subjectFr, c.subjectEn, c.bodyFr, c.bodyEn, c.status, c.createdBy, c.updatedBy, c.sendRequestedBy, c.sendRequestedAt, c.finishedAt, c.lastTestAt, c.createdAt, c.updatedAt,
    ]);
  }

  async save(c: Campaign) {
    await this.rows(
      'update newsletter_campaigns set subject_fr = ?, subject_en = ?, body_fr = ?, body_en = ?, status = ?, updated_by = ?, send_requested_by = ?, send_requested_at = ?, finished_at = ?, last_test_at = ?, updated_at = ? where id = ?',
      [c.subjectFr, c.subjectEn, c.bodyFr, c.bodyEn, c.status, c.updatedBy, c.sendRequestedBy, c.sendRequestedAt, c.finishedAt, c.lastTestAt, c.updatedAt, c.id],
    );
  }

  private async one(id: string, lock: boolean): Promise<Campaign | null> {
    const [row] = await this.rows<CampaignRow>(`select ${COLUMNS} from newsletter_campaigns where id = ?${lock ? ' for update' : ''}`, [id]);
    return row ? toCampaign(row) : null;
  }

  findById(id: string) {
    return this.one(id, false);
  }

  lockById(id: string) {
    return this.one(id, true);
  }

  async list(q: CampaignListQuery) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.ids) {
      where.push('id = any(?::uuid[])');
      params.push(`{${q.ids.join(',')}}`);
    }
    if (q.status) {
      where.push('status = ?');
      params.push(q.status);
    }
    if (q.q) {
      where.push('(subject_fr ilike ? or subject_en ilike ?)');
      params.push(likePattern(q.q), likePattern(q.q));
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const [count] = await this.rows<{ n: string }>(`select count(*) as n from newsletter_campaigns ${clause}`, params);
    const rows = await this.rows<CampaignRow>(
      `select ${COLUMNS} from newsletter_campaigns ${clause} order by ${SORT_COLUMNS[q.sort.field]} ${q.sort.order === 'ASC' ? 'asc' : 'desc'} nulls last, id limit ? offset ?`,
      [...params, q.limit, q.offset],
    );
    return { items: rows.map(toCampaign), total: Number(count?.n ?? 0) };
  }

  async progressOf(ids: string[]) {
    const progress = new Map<string, DeliveryProgress>(ids.map((id) => [id, emptyProgress()]));
    if (!ids.length) return progress;
    const rows = await this.rows<{ campaign_id: string; status: keyof DeliveryProgress; n: string }>(
      'select campaign_id, status, count(*) as n from newsletter_deliveries where campaign_id = any(?::uuid[]) group by campaign_id, status',
      [`{${ids.join(',')}}`],
    );
    for (const r of rows) {
      const p = progress.get(r.campaign_id)!;
      p[r.status] = Number(r.n);
      p.total += Number(r.n);
    }
    return progress;
  }

  async createDeliveries(campaignId: string, now: Date) {
    // One row per confirmed subscriber at this moment; the unique pair makes a repeat a no-op.
    const rows = await this.rows<{ id: string }>(
      `insert into newsletter_deliveries (id, campaign_id, subscriber_id, status, available_at, created_at, updated_at)
       select gen_random_uuid(), ?, s.id, 'pending', ?, ?, ? from newsletter_subscribers s where s.status = 'confirmed'
       on conflict (campaign_id, subscriber_id) do nothing returning id`,
      [campaignId, now, now, now],
    );
    return rows.length;
  }

  async takeDue(now: Date): Promise<DueDelivery | null> {
    // The delivery is locked until its transaction ends (another sender skips it); the subscriber is
    // share-locked so that an unsubscription in flight is either before this read or after the send.
    const [row] = await this.rows<{
      id: string;
      campaign_id: string;
      attempts: number;
      email: string;
      locale: Locale;
      status: SubscriberStatus;
      unsubscribe_token: string;
    }>(
      `select d.id, d.campaign_id, d.attempts, s.email, s.locale, s.status, s.unsubscribe_token
         from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id
        where d.status = 'pending' and d.available_at <= ?
        order by d.available_at, d.id limit 1
        for update of d skip locked for share of s skip locked`,
      [now],
    );
    if (!row) return null;
    return { id: row.id, campaignId: row.campaign_id, attempts: Number(row.attempts), subscriber: { email: row.email, locale: row.locale, status: row.status, unsubscribeToken: row.unsubscribe_token } };
  }

  async markSent(id: string, locale: Locale, now: Date) {
    await this.rows(`update newsletter_deliveries set status = 'sent', locale = ?, sent_at = ?, attempts = attempts + 1, last_error = null, updated_at = ? where id = ?`, [locale, now, now, id]);
  }

  async markSkipped(id: string, now: Date) {
    await this.rows(`update newsletter_deliveries set status = 'skipped', updated_at = ? where id = ?`, [now, id]);
  }

  async markFailedAttempt(id: string, input: { attempts: number; error: string; retryAt: Date | null; now: Date }) {
    await this.rows(`update newsletter_deliveries set status = ?, attempts = ?, last_error = ?, available_at = coalesce(?, available_at), updated_at = ? where id = ?`, [
      input.retryAt ? 'pending' : 'failed',
      input.attempts,
      input.error.slice(0, 500),
      input.retryAt,
      input.now,
      id,
    ]);
  }

  async finishCampaigns(now: Date) {
    await this.rows(
      `update newsletter_campaigns c set status = 'sent', finished_at = ?, updated_at = ?
        where c.status = 'sending' and not exists (select 1 from newsletter_deliveries d where d.campaign_id = c.id and d.status = 'pending')`,
      [now, now],
    );
  }
}

interface SubscriberViewRow {
  id: string;
  email: string;
  locale: Locale;
  status: SubscriberStatus;
  requested_at: Date | string;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
  created_at: Date | string;
}
const SUBSCRIBER_SORT: Record<SubscriberListQuery['sort']['field'], string> = { createdAt: 'created_at', email: 'email', confirmedAt: 'confirmed_at', requestedAt: 'requested_at', unsubscribedAt: 'unsubscribed_at' };
const toView = (r: SubscriberViewRow): SubscriberView => ({
  id: r.id,
  email: r.email,
  locale: r.locale,
  status: r.status,
  requestedAt: date(r.requested_at),
  confirmedAt: maybe(r.confirmed_at),
  unsubscribedAt: maybe(r.unsubscribed_at),
  createdAt: date(r.created_at),
});

/** The console's view of the subscribers: list and export (no tokens, no consent hashes). */
export class PgSubscriberAdminQueries implements SubscriberAdminQueries {
  constructor(private readonly em: () => EntityManager) {}

  private where(q: Pick<SubscriberListQuery, 'ids' | 'status' | 'locale' | 'q'>): { clause: string; params: unknown[] } {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.ids) {
      where.push('id = any(?::uuid[])');
      params.push(`{${q.ids.join(',')}}`);
    }
    if (q.status) {
      where.push('status = ?');
      params.push(q.status);
    }
    if (q.locale) {
      where.push('locale = ?');
      params.push(q.locale);
    }
    if (q.q) {
      where.push('email ilike ?');
      params.push(likePattern(q.q.toLowerCase()));
    }
    return { clause: where.length ? `where ${where.join(' and ')}` : '', params };
  }

  async list(q: SubscriberListQuery) {
    const { clause, params } = this.where(q);
    const [count] = await this.em().execute<{ n: string }[]>(`select count(*) as n from newsletter_subscribers ${clause}`, params);
    const rows = await this.em().execute<SubscriberViewRow[]>(
      `select id, email, locale, status, requested_at, confirmed_at, unsubscribed_at, created_at from newsletter_subscribers ${clause}
        order by ${SUBSCRIBER_SORT[q.sort.field]} ${q.sort.order === 'ASC' ? 'asc' : 'desc'} nulls last, id limit ? offset ?`,
      [...params, q.limit, q.offset],
    );
    return { items: rows.map(toView), total: Number(count?.n ?? 0) };
  }

  async confirmed(q: { locale: Locale | null; q: string | null }) {
    const { clause, params } = this.where({ ids: null, status: 'confirmed', locale: q.locale, q: q.q });
    const rows = await this.em().execute<SubscriberViewRow[]>(
      `select id, email, locale, status, requested_at, confirmed_at, unsubscribed_at, created_at from newsletter_subscribers ${clause} order by email`,
      params,
    );
    return rows.map(toView);
  }
}
