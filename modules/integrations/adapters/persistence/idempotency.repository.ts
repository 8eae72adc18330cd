import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

/** What the store says about a key when a request comes with it. */
export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'in_flight' }
  | { kind: 'mismatch' };

/** A first request still unanswered after this long died with its process: the key can be taken again. */
const ABANDONED_MS = 60_000;

/** Plain SQL over integrations_idempotency_keys; each statement commits on its own (not the handler's work). */
export class PgIdempotencyStore {
  constructor(private readonly em: () => EntityManager) {}

  /**
   * Takes the key for this request, or says what to do instead. An expired row, or an unanswered one
   * older than a minute, is taken over in the same statement (one winner among racing requests).
   */
  async claim(callerId: string, key: string, hash: string, now: Date, ttlMs: number): Promise<IdempotencyClaim> {
    const taken = await this.em().execute<{ key: string }[]>(
      `insert into integrations_idempotency_keys (caller_id, key, request_hash, started_at, expires_at) values (?, ?, ?, ?, ?)
       on conflict (caller_id, key) do update set request_hash = excluded.request_hash, started_at = excluded.started_at,
              answered_at = null, status = null, body = null, expires_at = excluded.expires_at
        where integrations_idempotency_keys.expires_at <= excluded.started_at
           or (integrations_idempotency_keys.answered_at is null and integrations_idempotency_keys.started_at < ?)
       returning key`,
      [callerId, key, hash, now, new Date(now.getTime() + ttlMs), new Date(now.getTime() - ABANDONED_MS)],
    );
    if (taken.length) return { kind: 'claimed' };
    const [row] = await this.em().execute<{ request_hash: string; answered_at: Date | null; status: number | null; body: unknown }[]>(
      'select request_hash, answered_at, status, body from integrations_idempotency_keys where caller_id = ? and key = ?',
      [callerId, key],
    );
    if (!row) return this.claim(callerId, key, hash, now, ttlMs);
    if (row.request_hash !== hash) return { kind: 'mismatch' };
    if (!row.answered_at || row.status === null) return { kind: 'in_flight' };
    return { kind: 'replay', status: row.status, body: row.body };
  }

  async answer(callerId: string, key: string, status: number, body: unknown, now: Date): Promise<void> {
    await this.em().execute('update integrations_idempotency_keys set answered_at = ?, status = ?, body = ?::jsonb where caller_id = ? and key = ?', [
      now,
      status,
      JSON.stringify(body ?? null),
      callerId,
      key,
    ]);
  }

  /** The request failed (an error, not an answer to keep): the key may be used again at once. */
  async release(callerId: string, key: string): Promise<void> {
    await this.em().execute('delete from integrations_idempotency_keys where caller_id = ? and key = ? and answered_at is null', [callerId, key]);
  }

  async purgeExpired(now: Date, limit: number): Promise<number> {
    const rows = await this.em().execute<{ key: string }[]>(
      `delete from integrations_idempotency_keys where ctid in (select ctid from integrations_idempotency_keys where expires_at <= ? limit ? for update skip locked) returning key`,
      [now, limit],
    );
    return rows.length;
  }

  async erase(subject: ErasureSubject): Promise<void> {
    await this.em().execute('delete from integrations_idempotency_keys where caller_id = ?', [subject.userId]);
  }
}
