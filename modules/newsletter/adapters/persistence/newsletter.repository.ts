import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../../src/shared/locale.js';
import { sqlDate as date } from '../../../../src/shared/sql-values.js';
import type { SubscriberRepository } from '../../application/ports.js';
import type { ConsentAction, ConsentRecord, ConsentSource, Subscriber, SubscriberStatus } from '../../domain/subscriber.js';

interface SubscriberRow {
  id: string;
  email: string;
  locale: Locale;
  status: SubscriberStatus;
  confirm_token_hash: string | null;
  confirm_expires_at: Date | string | null;
  unsubscribe_token: string;
  requested_at: Date | string;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

interface ConsentRow {
  id: string;
  subscriber_id: string;
  action: ConsentAction;
  at: Date | string;
  ip_hash: string | null;
  locale: Locale;
  consent_text_version: string | null;
  terms_version: string | null;
  source: ConsentSource;
}

const COLUMNS = 'id, email, locale, status, confirm_token_hash, confirm_expires_at, unsubscribe_token, requested_at, confirmed_at, unsubscribed_at, created_at, updated_at';
const maybe = (v: Date | string | null): Date | null => (v === null ? null : date(v));

const toSubscriber = (r: SubscriberRow): Subscriber => ({
  id: r.id,
  email: r.email,
  locale: r.locale,
  status: r.status,
  confirmTokenHash: r.confirm_token_hash,
  confirmExpiresAt: maybe(r.confirm_expires_at),
  unsubscribeToken: r.unsubscribe_token,
  requestedAt: date(r.requested_at),
  confirmedAt: maybe(r.confirmed_at),
  unsubscribedAt: maybe(r.unsubscribed_at),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
});

/** Plain SQL on the request's (or transaction's) entity manager. */
export class PgSubscriberRepository implements SubscriberRepository {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  private async one(where: string, value: string, lock: boolean): Promise<Subscriber | null> {
    const [row] = await this.rows<SubscriberRow>(`select ${COLUMNS} from newsletter_subscribers where ${where} = ?${lock ? ' for update' : ''}`, [value]);
    return row ? toSubscriber(row) : null;
  }

  lockByEmail(email: string) {
    return this.one('email', email, true);
  }

  lockByConfirmTokenHash(hash: string) {
    return this.one('confirm_token_hash', hash, true);
  }

  lockByUnsubscribeToken(token: string) {
    return this.one('unsubscribe_token', token, true);
  }

  findById(id: string) {
    return this.one('id', id, false);
  }

  async insertIfAbsent(s: Subscriber) {
    // The unique address decides between concurrent sign-ups; the loser continues from the winner's row.
    const inserted = await this.rows<{ id: string }>(
      `insert into newsletter_subscribers (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (email) do nothing returning id`,
      [s.id, s.email, s.locale, s.status, s.confirmTokenHash, s.confirmExpiresAt, s.unsubscribeToken, s.requestedAt, s.confirmedAt, s.unsubscribedAt, s.createdAt, s.updatedAt],
    );
    return inserted.length === 1;
  }

  async save(s: Subscriber) {
    await this.rows(
      `update newsletter_subscribers set locale = ?, status = ?, confirm_token_hash = ?, confirm_expires_at = ?, requested_at = ?, confirmed_at = ?, unsubscribed_at = ?, updated_at = ? where id = ?`,
      [s.locale, s.status, s.confirmTokenHash, s.confirmExpiresAt, s.requestedAt, s.confirmedAt, s.unsubscribedAt, s.updatedAt, s.id],
    );
  }

  async addConsent(c: ConsentRecord) {
    await this.rows('insert into newsletter_consents (id, subscriber_id, action, at, ip_hash, locale, consent_text_version, terms_version, source) values (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
      c.id,
      c.subscriberId,
      c.action,
      c.at,
      c.ipHash,
      c.locale,
      c.consentTextVersion,
      c.termsVersion,
      c.source,
    ]);
  }

  async consentsOf(subscriberId: string) {
    const rows = await this.rows<ConsentRow>('select id, subscriber_id, action, at, ip_hash, locale, consent_text_version, terms_version, source from newsletter_consents where subscriber_id = ? order by at, id', [subscriberId]);
    return rows.map((r) => ({ id: r.id, subscriberId: r.subscriber_id, action: r.action, at: date(r.at), ipHash: r.ip_hash, locale: r.locale, consentTextVersion: r.consent_text_version, termsVersion: r.terms_version, source: r.source }));
  }

  async purgeUnconfirmed(before: Date) {
    const rows = await this.rows<{ id: string }>(`delete from newsletter_subscribers where status = 'pending' and confirmed_at is null and confirm_expires_at < ? returning id`, [before]);
    return rows.length;
  }
}
