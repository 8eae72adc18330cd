import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlDate } from '../../../../src/shared/sql-values.js';
import { DEFAULT_PUSH_PREFERENCES, type PushCategory, type PushPreferences } from '../../domain/push-categories.js';
import type { PushSubscriptionRecord } from '../../domain/push-subscription.js';
import type { PreferencesRepository, PushTarget, SubscriptionRepository } from '../../application/ports.js';
import { preferenceColumn } from './push-watch.sql.js';

type SubscriptionRow = { id: string; user_id: string; endpoint: string; p256dh: string; auth: string; label: string; created_at: Date | string; last_used_at: Date | string | null };
const COLUMNS = 'id, user_id, endpoint, p256dh, auth, label, created_at, last_used_at';
const toRecord = (r: SubscriptionRow): PushSubscriptionRecord => ({
  id: r.id,
  userId: r.user_id,
  endpoint: r.endpoint,
  p256dh: r.p256dh,
  auth: r.auth,
  label: r.label,
  createdAt: sqlDate(r.created_at),
  lastUsedAt: r.last_used_at === null ? null : sqlDate(r.last_used_at),
});
const uuidArray = (ids: readonly string[]): string => `{${ids.join(',')}}`;

/** Plain SQL (as messaging's): an upsert by endpoint and set operations. */
export class PgSubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly em: () => EntityManager) {}

  async save(s: Omit<PushSubscriptionRecord, 'lastUsedAt'>, keep: number) {
    // A known endpoint keeps its id; it is new for a person it moves to (someone else signed in on that browser).
    const [row] = await this.em().execute<(SubscriptionRow & { created: boolean })[]>(
      `insert into push_subscriptions as s (id, user_id, endpoint, p256dh, auth, label, created_at) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, label = excluded.label, user_id = excluded.user_id,
              created_at = case when s.user_id = excluded.user_id then s.created_at else excluded.created_at end,
              last_used_at = case when s.user_id = excluded.user_id then s.last_used_at end
       returning ${COLUMNS}, (xmax = 0) as created`,
      [s.id, s.userId, s.endpoint, s.p256dh, s.auth, s.label, s.createdAt],
    );
    await this.em().execute(
      `delete from push_subscriptions where id in (
         select id from push_subscriptions where user_id = ? order by coalesce(last_used_at, created_at) desc, created_at desc offset ?)`,
      [s.userId, keep],
    );
    return { record: toRecord(row!), created: row!.created };
  }

  async remove(userId: string, endpoint: string) {
    const rows = await this.em().execute<{ id: string }[]>('delete from push_subscriptions where user_id = ? and endpoint = ? returning id', [userId, endpoint]);
    return rows.length > 0;
  }

  async targets(userId: string, category: PushCategory): Promise<PushTarget[]> {
    return this.em().execute<PushTarget[]>(
      `select s.id, s.endpoint, s.p256dh, s.auth from push_subscriptions s
        where s.user_id = ? and coalesce((select p.${preferenceColumn(category)} from push_preferences p where p.user_id = s.user_id), true)
        order by s.created_at`,
      [userId],
    );
  }

  async deleteGone(ids: string[]) {
    if (ids.length) await this.em().execute('delete from push_subscriptions where id = any(?::uuid[])', [uuidArray(ids)]);
  }

  async touch(ids: string[], at: Date) {
    if (ids.length) await this.em().execute('update push_subscriptions set last_used_at = ? where id = any(?::uuid[])', [at, uuidArray(ids)]);
  }

  async countOf(userId: string) {
    const [row] = await this.em().execute<{ n: string }[]>('select count(*) as n from push_subscriptions where user_id = ?', [userId]);
    return Number(row?.n ?? 0);
  }
}

export class PgPreferencesRepository implements PreferencesRepository {
  constructor(private readonly em: () => EntityManager) {}

  async get(userId: string): Promise<PushPreferences> {
    const [row] = await this.em().execute<PushPreferences[]>('select new_request, booking_answer, messages, reminders, payouts from push_preferences where user_id = ?', [userId]);
    return row ? { new_request: row.new_request, booking_answer: row.booking_answer, messages: row.messages, reminders: row.reminders, payouts: row.payouts } : { ...DEFAULT_PUSH_PREFERENCES };
  }

  async put(userId: string, p: PushPreferences, at: Date) {
    await this.em().execute(
      `insert into push_preferences (user_id, new_request, booking_answer, messages, reminders, payouts, updated_at) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set new_request = excluded.new_request, booking_answer = excluded.booking_answer, messages = excluded.messages,
              reminders = excluded.reminders, payouts = excluded.payouts, updated_at = excluded.updated_at`,
      [userId, p.new_request, p.booking_answer, p.messages, p.reminders, p.payouts, at],
    );
  }
}
