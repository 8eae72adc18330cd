import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlDate } from '../../../../src/shared/sql-values.js';
import { inTransaction } from '../../../../src/shared/unit-of-work.js';
import type { CalendarSubscription, CalendarSyncError } from '../../domain/calendar-subscription.js';
import type { CalendarSubscriptionRepository } from '../../application/calendar-ports.js';
import type { BusyTimeSource, ImportedBusyTime } from '../../application/ports.js';

type Row = Record<string, unknown>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = 'id, cleaner_id, name, masked_url, created_at, next_sync_at, last_attempt_at, last_synced_at, last_error, event_count';
const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : sqlDate(v as Date | string));

const toSubscription = (r: Row): CalendarSubscription => ({
  id: r.id as string,
  cleanerId: r.cleaner_id as string,
  name: r.name as string,
  maskedUrl: r.masked_url as string,
  createdAt: sqlDate(r.created_at as Date | string),
  nextSyncAt: sqlDate(r.next_sync_at as Date | string),
  lastAttemptAt: dateOrNull(r.last_attempt_at),
  lastSyncedAt: dateOrNull(r.last_synced_at),
  lastError: (r.last_error as CalendarSyncError | null) ?? null,
  eventCount: Number(r.event_count),
});

const pgTimestamps = (dates: readonly Date[]) => `{${dates.map((d) => d.toISOString()).join(',')}}`;

/** The busy times of one calendar, as one fingerprint: an unchanged calendar writes nothing and emits nothing. */
const fingerprintOf = (busy: readonly ImportedBusyTime[]) => createHash('sha256').update(busy.map((b) => `${b.start.getTime()}-${b.end.getTime()}`).join(',')).digest('hex');

export class MikroOrmCalendarSubscriptionRepository implements CalendarSubscriptionRepository {
  constructor(private readonly em: () => EntityManager) {}

  private exec(sql: string, params: unknown[] = []) {
    return this.em().execute<Row[]>(sql, params);
  }

  async listOf(cleanerId: string) {
    return (await this.exec(`select ${COLUMNS} from availability_calendar_subscriptions where cleaner_id = ? order by created_at, id`, [cleanerId])).map(toSubscription);
  }

  async countOf(cleanerId: string) {
    const [row] = await this.exec('select count(*)::int as n from availability_calendar_subscriptions where cleaner_id = ?', [cleanerId]);
    return Number(row?.n ?? 0);
  }

  async find(cleanerId: string, id: string) {
    if (!UUID.test(id)) return null;
    const [row] = await this.exec(`select ${COLUMNS} from availability_calendar_subscriptions where cleaner_id = ? and id = ?`, [cleanerId, id]);
    return row ? toSubscription(row) : null;
  }

  async add(s: CalendarSubscription, sealedUrl: string, urlHash: string) {
    const rows = await this.exec(
      `insert into availability_calendar_subscriptions (id, cleaner_id, name, url_sealed, url_hash, masked_url, created_at, next_sync_at)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (cleaner_id, url_hash) do nothing returning id`,
      [s.id, s.cleanerId, s.name, sealedUrl, urlHash, s.maskedUrl, s.createdAt, s.nextSyncAt],
    );
    return rows.length === 1;
  }

  async remove(cleanerId: string, id: string) {
    if (!UUID.test(id)) return false;
    // Busy times go with it (on delete cascade).
    return (await this.exec('delete from availability_calendar_subscriptions where cleaner_id = ? and id = ? returning id', [cleanerId, id])).length === 1;
  }

  async claim(now: Date, limit: number, leaseUntil: Date, one?: { cleanerId: string; id: string }) {
    if (one && !UUID.test(one.id)) return [];
    // One statement: the rows are locked (others skip them) and moved past `now`, so once it commits a
    // second caller does not find them due either. `one` ("sync now") is taken whether due or not.
    const where = one ? 'cleaner_id = ? and id = ?' : 'next_sync_at <= ?';
    const params = one ? [one.cleanerId, one.id] : [now];
    const rows = await inTransaction(this.em(), (em) =>
      em.execute<Row[]>(
        `update availability_calendar_subscriptions s set next_sync_at = ?
           from (select id from availability_calendar_subscriptions where ${where} order by next_sync_at limit ? for update skip locked) due
          where s.id = due.id
          returning s.id, s.cleaner_id, s.url_sealed`,
        [leaseUntil, ...params, limit],
      ),
    );
    return rows.map((r) => ({ id: r.id as string, cleanerId: r.cleaner_id as string, sealedUrl: r.url_sealed as string }));
  }

  async recordSuccess(id: string, busy: readonly ImportedBusyTime[], now: Date, nextSyncAt: Date) {
    const fingerprint = fingerprintOf(busy);
    const [row] = await this.exec('select busy_hash from availability_calendar_subscriptions where id = ? for update', [id]);
    if (!row) return false;
    const changed = row.busy_hash !== fingerprint;
    if (changed) {
      await this.exec('delete from availability_busy_times where subscription_id = ?', [id]);
      if (busy.length) {
        await this.exec(
          `insert into availability_busy_times (subscription_id, cleaner_id, starts_at, ends_at)
           select s.id, s.cleaner_id, t.starts_at, t.ends_at
             from availability_calendar_subscriptions s, unnest(?::timestamptz[], ?::timestamptz[]) as t(starts_at, ends_at)
            where s.id = ?`,
          [pgTimestamps(busy.map((b) => b.start)), pgTimestamps(busy.map((b) => b.end)), id],
        );
      }
    }
    await this.exec(
      `update availability_calendar_subscriptions set last_attempt_at = ?, last_synced_at = ?, last_error = null, event_count = ?, busy_hash = ?, next_sync_at = ? where id = ?`,
      [now, now, busy.length, fingerprint, nextSyncAt, id],
    );
    return changed;
  }

  async recordFailure(id: string, error: CalendarSyncError, now: Date, nextSyncAt: Date) {
    // The busy times of the last good sync stay: a calendar server down for an hour does not free the cleaner's time.
    await this.exec('update availability_calendar_subscriptions set last_attempt_at = ?, last_error = ?, next_sync_at = ? where id = ?', [now, error, nextSyncAt, id]);
  }
}

export class MikroOrmBusyTimeSource implements BusyTimeSource {
  constructor(private readonly em: () => EntityManager) {}

  async busyOf(cleanerIds: readonly string[], from: Date, to: Date) {
    const out = new Map<string, ImportedBusyTime[]>();
    // Ids come from callers (a public route's path among them): only UUIDs reach the cast.
    const ids = [...new Set(cleanerIds)].filter((id) => UUID.test(id));
    if (!ids.length) return out;
    const rows = await this.em().execute<Row[]>(
      `select cleaner_id, starts_at, ends_at from availability_busy_times
        where cleaner_id = any(?::uuid[]) and starts_at < ? and ends_at > ? order by starts_at`,
      [`{${ids.join(',')}}`, to, from],
    );
    for (const r of rows) {
      const id = r.cleaner_id as string;
      const list = out.get(id) ?? [];
      if (!list.length) out.set(id, list);
      list.push({ start: sqlDate(r.starts_at as Date | string), end: sqlDate(r.ends_at as Date | string) });
    }
    return out;
  }
}
