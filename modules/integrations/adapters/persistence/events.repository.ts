import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedRows, type PreparedStatement } from '../../../../src/shared/prepared-sql.js';
import type { WebhookEndpoint } from '../../domain/webhook.js';
import { toEndpoint, type EndpointRow } from './webhooks.repository.js';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';
import type { PersonalDataSubject } from '../../../../src/shared/personal-data.js';

/** An event as the feed and webhooks carry it: `{ id, type, createdAt, data }`. */
export type EventPayload = { id: string; type: string; createdAt: string; data: Record<string, unknown> };

/** A feed position: the writing transaction and the row's sequence (src: migration 2026120250). */
export interface FeedPosition {
  txid: string;
  seq: string;
}

/** Every event's publication: prepared (planned once per connection). See `record`. */
const RECORD_EVENT: PreparedStatement = {
  name: 'integrations.record_event',
  text: `with given as (select * from jsonb_to_recordset($1::jsonb) as g(owner_id uuid, event_id uuid, event_type text, payload jsonb)),
       added as (
         insert into integrations_events (owner_id, event_id, event_type, payload, created_at)
         select owner_id, event_id, event_type, payload, $2::timestamptz from given
         on conflict (owner_id, event_id) do nothing returning owner_id, payload)
       select (select coalesce(json_agg(r), '[]'::json) from (
                 select owner_id, payload from added
                 union all
                 select e.owner_id, e.payload from integrations_events e join given g on e.owner_id = g.owner_id and e.event_id = g.event_id
                  where not exists (select 1 from added a where a.owner_id = e.owner_id)) r) as recorded,
              (select coalesce(json_agg(w), '[]'::json) from (
                 select id, owner_id, url, event_types, enabled, created_at from integrations_webhook_endpoints
                  where owner_id in (select owner_id from given) and enabled and $3::text = any(event_types)) w) as endpoints`,
};

/** Plain SQL over integrations_events; `em` is the outbox step's transaction (writes) or the request's (reads). */
export class PgEventRepository {
  constructor(private readonly em: () => EntityManager) {}

  /**
   * Records the event once per owner, all owners in one statement; answers each owner's stored payload
   * (the first recording's, when the step runs again), so the feed and every delivery carry the same
   * bytes, and, in the same statement, the owners' enabled endpoints subscribed to `eventType`.
   */
  async record(entries: { ownerId: string; payload: EventPayload }[], now: Date, eventType: string): Promise<{ recorded: Map<string, EventPayload>; endpoints: WebhookEndpoint[] }> {
    if (!entries.length) return { recorded: new Map(), endpoints: [] };
    const [row] = await preparedRows<{ recorded: { owner_id: string; payload: EventPayload }[]; endpoints: EndpointRow[] }>(this.em(), RECORD_EVENT, [
      JSON.stringify(entries.map((e) => ({ owner_id: e.ownerId, event_id: e.payload.id, event_type: e.payload.type, payload: e.payload }))),
      now,
      eventType,
    ]);
    return { recorded: new Map(row!.recorded.map((r) => [r.owner_id, r.payload])), endpoints: row!.endpoints.map(toEndpoint) };
  }

  /**
   * The owner's events after a position, oldest first, at most `limit`, none older than `since`.
   * Only rows of transactions older than every running one are shown (see the migration).
   */
  async page(ownerId: string, after: FeedPosition | null, since: Date, limit: number): Promise<{ position: FeedPosition; payload: EventPayload }[]> {
    const rows = await this.em().execute<{ txid: string; seq: string; payload: EventPayload }[]>(
      `select txid::text as txid, seq::text as seq, payload from integrations_events
        where owner_id = ? and created_at > ? and txid < pg_snapshot_xmin(pg_current_snapshot())
          ${after ? 'and (txid, seq) > (?::xid8, ?::bigint)' : ''}
        order by txid, seq limit ?`,
      after ? [ownerId, since, after.txid, after.seq, limit] : [ownerId, since, limit],
    );
    return rows.map((r) => ({ position: { txid: r.txid, seq: r.seq }, payload: r.payload }));
  }

  /** Retention: events older than `before`, at most about `limit` of them; answers how many. */
  async purgeBefore(before: Date, limit: number): Promise<number> {
    const rows = await this.em().execute<{ seq: string }[]>(
      `delete from integrations_events where seq in (select seq from integrations_events where created_at < ? order by created_at limit ? for update skip locked) returning seq`,
      [before, limit],
    );
    return rows.length;
  }

  async personalData(subject: PersonalDataSubject): Promise<object[]> {
    const rows = await this.em().execute<{ payload: EventPayload }[]>('select payload from integrations_events where owner_id = ? order by created_at, seq', [subject.userId]);
    return rows.map((r) => r.payload);
  }

  async erase(subject: ErasureSubject): Promise<void> {
    await this.em().execute('delete from integrations_events where owner_id = ?', [subject.userId]);
  }
}
