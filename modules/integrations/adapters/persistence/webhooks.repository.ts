import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';
import { exportRow, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';
import type { WebhookEndpoint, WebhookEventType } from '../../domain/webhook.js';
import type { SecretCipher } from '../../../../src/shared/sealed-secret.js';

export interface EndpointRow {
  id: string;
  owner_id: string;
  url: string;
  event_types: string[];
  enabled: boolean;
  created_at: Date | string;
}
export const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({ id: r.id, ownerId: r.owner_id, url: r.url, eventTypes: r.event_types as WebhookEventType[], enabled: r.enabled, createdAt: new Date(r.created_at) });
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  payload: Record<string, unknown>;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  next_attempt_at: Date | string | null;
  created_at: Date | string;
}

export interface AttemptRow {
  attempt: number;
  at: Date | string;
  response_status: number | null;
  latency_ms: number;
  response_excerpt: string | null;
  error: string | null;
}

/** A secret stored before sealing (migration 2026120252): read as it is until the daily run seals it. */
const isClear = (stored: string) => stored.startsWith('whsec_');

/**
 * Plain SQL over the webhook tables; `em` is the request's (or the outbox step's transaction's).
 * Endpoint secrets are sealed with `cipher` (APP_SECRET; src/shared/sealed-secret.ts), never stored in clear.
 */
export class PgWebhookRepository {
  constructor(
    private readonly em: () => EntityManager,
    private readonly cipher: SecretCipher,
  ) {}

  async addEndpoint(e: WebhookEndpoint, secret: string): Promise<void> {
    await this.em().execute(
      'insert into integrations_webhook_endpoints (id, owner_id, url, event_types, secret, enabled, created_at, updated_at) values (?, ?, ?, ?::text[], ?, ?, ?, ?)',
      [e.id, e.ownerId, e.url, textArray(e.eventTypes), this.cipher.encrypt(secret), e.enabled, e.createdAt, e.createdAt],
    );
  }

  /** The signing secret as stored, opened; null when no key of this process can open it. */
  openSecret(stored: string): string | null {
    return isClear(stored) ? stored : this.cipher.decrypt(stored);
  }

  /**
   * Seals under the current key the secrets stored in clear or under a previous APP_SECRET, a page of
   * `limit` at a time by id; answers how many. One no key can open is left (its deliveries fail until
   * the owner registers the endpoint again). An update checks the old value, so a concurrent change wins.
   */
  async resealSecrets(limit: number): Promise<number> {
    let resealed = 0;
    for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
      const page = await this.em().execute<{ id: string; secret: string }[]>('select id, secret from integrations_webhook_endpoints where id > ? order by id limit ?', [after, limit]);
      for (const { id, secret } of page) {
        if (!isClear(secret) && this.cipher.isCurrent(secret)) continue;
        const plain = this.openSecret(secret);
        if (plain === null) continue;
        const rows = await this.em().execute<{ id: string }[]>('update integrations_webhook_endpoints set secret = ? where id = ? and secret = ? returning id', [this.cipher.encrypt(plain), id, secret]);
        resealed += rows.length;
      }
      if (page.length < limit) return resealed;
      after = page[page.length - 1]!.id;
    }
  }

  async endpointsOf(ownerId: string): Promise<WebhookEndpoint[]> {
    const rows = await this.em().execute<EndpointRow[]>('select id, owner_id, url, event_types, enabled, created_at from integrations_webhook_endpoints where owner_id = ? order by created_at desc, id', [ownerId]);
    return rows.map(toEndpoint);
  }

  async countOf(ownerId: string): Promise<number> {
    const [row] = await this.em().execute<{ n: string }[]>('select count(*) as n from integrations_webhook_endpoints where owner_id = ?', [ownerId]);
    return Number(row?.n ?? 0);
  }

  async endpointOf(ownerId: string, id: string): Promise<WebhookEndpoint | null> {
    const [row] = await this.em().execute<EndpointRow[]>('select id, owner_id, url, event_types, enabled, created_at from integrations_webhook_endpoints where owner_id = ? and id = ?', [ownerId, id]);
    return row ? toEndpoint(row) : null;
  }

  async setEnabled(ownerId: string, id: string, enabled: boolean, now: Date): Promise<void> {
    await this.em().execute('update integrations_webhook_endpoints set enabled = ?, updated_at = ? where owner_id = ? and id = ?', [enabled, now, ownerId, id]);
  }

  async deleteEndpoint(ownerId: string, id: string): Promise<boolean> {
    return (await this.em().execute<{ id: string }[]>('delete from integrations_webhook_endpoints where owner_id = ? and id = ? returning id', [ownerId, id])).length > 0;
  }

  /** A new delivery; null when this endpoint already has this event (the fan-out ran before). */
  async addDelivery(d: { id: string; endpointId: string; eventId: string; eventType: string; payload: Record<string, unknown>; now: Date }): Promise<string | null> {
    // The delivery already made for this event when the publication runs again (its step is idempotent,
    // not transactional): its first attempt is emitted again under the same key, which writes nothing twice.
    const rows = await this.em().execute<{ id: string }[]>(
      `with added as (
         insert into integrations_webhook_deliveries (id, endpoint_id, event_id, event_type, payload, status, attempts, next_attempt_at, created_at, updated_at)
         values (?, ?, ?, ?, ?::jsonb, 'pending', 0, ?, ?, ?) on conflict (endpoint_id, event_id) do nothing returning id)
       select id from added union all select id from integrations_webhook_deliveries where endpoint_id = ? and event_id = ? limit 1`,
      [d.id, d.endpointId, d.eventId, d.eventType, JSON.stringify(d.payload), d.now, d.now, d.now, d.endpointId, d.eventId],
    );
    return rows[0]?.id ?? null;
  }

  /** The delivery with its endpoint (and secret), locked for this attempt. */
  async deliveryForAttempt(id: string): Promise<(DeliveryRow & { url: string; secret: string; enabled: boolean; owner_id: string }) | null> {
    const [row] = await this.em().execute<(DeliveryRow & { url: string; secret: string; enabled: boolean; owner_id: string })[]>(
      `select d.id, d.endpoint_id, d.event_id, d.event_type, d.payload, d.status, d.attempts, d.next_attempt_at, d.created_at, e.url, e.secret, e.enabled, e.owner_id
         from integrations_webhook_deliveries d join integrations_webhook_endpoints e on e.id = d.endpoint_id where d.id = ? for update of d`,
      [id],
    );
    return row ?? null;
  }

  async recordAttempt(a: { id: string; deliveryId: string; attempt: number; at: Date; responseStatus: number | null; latencyMs: number; responseExcerpt: string | null; error: string | null }): Promise<void> {
    await this.em().execute(
      'insert into integrations_webhook_attempts (id, delivery_id, attempt, at, response_status, latency_ms, response_excerpt, error) values (?, ?, ?, ?, ?, ?, ?, ?)',
      [a.id, a.deliveryId, a.attempt, a.at, a.responseStatus, a.latencyMs, a.responseExcerpt, a.error],
    );
  }

  async updateDelivery(id: string, status: DeliveryRow['status'], attempts: number, nextAttemptAt: Date | null, now: Date): Promise<void> {
    await this.em().execute('update integrations_webhook_deliveries set status = ?, attempts = ?, next_attempt_at = ?, updated_at = ? where id = ?', [status, attempts, nextAttemptAt, now, id]);
  }

  async deliveriesOf(endpointId: string, limit: number): Promise<(DeliveryRow & { attempt_log: AttemptRow[] })[]> {
    return this.em().execute<(DeliveryRow & { attempt_log: AttemptRow[] })[]>(
      `select d.id, d.endpoint_id, d.event_id, d.event_type, d.payload, d.status, d.attempts, d.next_attempt_at, d.created_at,
              coalesce((select json_agg(json_build_object('attempt', a.attempt, 'at', a.at, 'response_status', a.response_status, 'latency_ms', a.latency_ms,
                                                         'response_excerpt', a.response_excerpt, 'error', a.error) order by a.attempt)
                          from integrations_webhook_attempts a where a.delivery_id = d.id), '[]'::json) as attempt_log
         from integrations_webhook_deliveries d where d.endpoint_id = ? order by d.created_at desc, d.id limit ?`,
      [endpointId, limit],
    );
  }

  async deliveryOf(endpointId: string, id: string): Promise<DeliveryRow | null> {
    const [row] = await this.em().execute<DeliveryRow[]>('select id, endpoint_id, event_id, event_type, payload, status, attempts, next_attempt_at, created_at from integrations_webhook_deliveries where endpoint_id = ? and id = ?', [endpointId, id]);
    return row ?? null;
  }

  async personalData(subject: PersonalDataSubject): Promise<object[]> {
    const rows = await this.em().execute<object[]>(
      `select e.url, e.event_types, e.enabled, e.created_at,
              (select count(*) from integrations_webhook_deliveries d where d.endpoint_id = e.id)::int as deliveries
         from integrations_webhook_endpoints e where e.owner_id = ? order by e.created_at`,
      [subject.userId],
    );
    return rows.map(exportRow);
  }

  /** Account deletion: endpoints go, with their deliveries and attempts (on delete cascade). */
  async erase(subject: ErasureSubject): Promise<void> {
    await this.em().execute('delete from integrations_webhook_endpoints where owner_id = ?', [subject.userId]);
  }
}
