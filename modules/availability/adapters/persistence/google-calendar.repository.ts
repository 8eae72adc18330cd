import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlDate } from '../../../../src/shared/sql-values.js';
import { inTransaction } from '../../../../src/shared/unit-of-work.js';
import type { BusySpan, GoogleAccessRole, GoogleConnection, GoogleSyncError } from '../../domain/google-calendar.js';
import type { ClaimedConnection, GoogleConnectionRepository, WrittenEvent } from '../../application/google-calendar-ports.js';

type Row = Record<string, unknown>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : sqlDate(v as Date | string));
const pgTimestamps = (dates: readonly Date[]) => `{${dates.map((d) => d.toISOString()).join(',')}}`;
/** The account's busy times as one fingerprint: an unchanged read writes nothing and emits nothing. */
const fingerprintOf = (busy: readonly BusySpan[]) => createHash('sha256').update(busy.map((b) => `${b.start.getTime()}-${b.end.getTime()}`).join(',')).digest('hex');

/** The Google side of availability in SQL; its busy times live beside the ICS subscriptions' (availability_busy_times). */
export class MikroOrmGoogleConnectionRepository implements GoogleConnectionRepository {
  constructor(private readonly em: () => EntityManager) {}

  private exec(sql: string, params: unknown[] = []) {
    return this.em().execute<Row[]>(sql, params);
  }

  async find(cleanerId: string): Promise<GoogleConnection | null> {
    if (!UUID.test(cleanerId)) return null;
    const [r] = await this.exec(
      `select c.*, coalesce((select json_agg(json_build_object('id', g.calendar_id, 'summary', g.summary, 'primary', g.is_primary, 'accessRole', g.access_role, 'blocks', g.blocks) order by g.position)
                               from availability_google_calendars g where g.cleaner_id = c.cleaner_id), '[]'::json) as calendars
         from availability_google_connections c where c.cleaner_id = ?`,
      [cleanerId],
    );
    if (!r) return null;
    return {
      cleanerId: r.cleaner_id as string,
      accountLabel: r.account_label as string,
      visitsCalendarId: r.visits_calendar_id as string,
      calendars: r.calendars as { id: string; summary: string; primary: boolean; accessRole: GoogleAccessRole; blocks: boolean }[],
      connectedAt: sqlDate(r.connected_at as Date | string),
      lastSyncedAt: dateOrNull(r.last_synced_at),
      lastAttemptAt: dateOrNull(r.last_attempt_at),
      lastError: (r.last_error as GoogleSyncError | null) ?? null,
      failingSince: dateOrNull(r.failing_since),
      failureNotifiedAt: dateOrNull(r.failure_told_at),
      busyCount: Number(r.busy_count),
    };
  }

  async save(c: GoogleConnection, sealedRefreshToken: string | null, now: Date) {
    await inTransaction(this.em(), async (em) => {
      const previous = await em.execute<Row[]>('select calendar_id, blocks from availability_google_calendars where cleaner_id = ?', [c.cleanerId]);
      const kept = new Map(previous.map((p) => [p.calendar_id as string, p.blocks as boolean]));
      // A reconnect without a new refresh token (Google gives one only with a consent) keeps the stored one.
      await em.execute(
        `insert into availability_google_connections (cleaner_id, account_label, refresh_token_sealed, visits_calendar_id, connected_at, next_sync_at)
         values (?, ?, ?, ?, ?, ?)
         on conflict (cleaner_id) do update set account_label = excluded.account_label, connected_at = excluded.connected_at,
              refresh_token_sealed = coalesce(?, availability_google_connections.refresh_token_sealed),
              visits_calendar_id = case when availability_google_connections.visits_calendar_id = any(?::text[]) then availability_google_connections.visits_calendar_id else excluded.visits_calendar_id end,
              next_sync_at = excluded.next_sync_at, last_error = null, failing_since = null, failure_told_at = null`,
        [c.cleanerId, c.accountLabel, sealedRefreshToken ?? '', c.visitsCalendarId, c.connectedAt, now, sealedRefreshToken, textArray(c.calendars.filter((g) => g.accessRole === 'owner' || g.accessRole === 'writer').map((g) => g.id))],
      );
      await em.execute('delete from availability_google_calendars where cleaner_id = ?', [c.cleanerId]);
      if (c.calendars.length) {
        await em.execute(
          `insert into availability_google_calendars (cleaner_id, calendar_id, summary, is_primary, access_role, blocks, position)
           select ?, g.calendar_id, g.summary, g.is_primary, g.access_role, g.blocks, g.position
             from jsonb_to_recordset(?::jsonb) as g(calendar_id text, summary text, is_primary boolean, access_role text, blocks boolean, position integer)`,
          [c.cleanerId, JSON.stringify(c.calendars.map((g, i) => ({ calendar_id: g.id, summary: g.summary, is_primary: g.primary, access_role: g.accessRole, blocks: previous.length ? (kept.get(g.id) ?? false) : g.blocks, position: i })))],
        );
      }
    });
  }

  async choose(cleanerId: string, blocking: readonly string[], visitsCalendarId: string) {
    await this.exec('update availability_google_calendars set blocks = calendar_id = any(?::text[]) where cleaner_id = ?', [textArray(blocking), cleanerId]);
    // Read again at once: the busy times now come from other calendars.
    await this.exec('update availability_google_connections set visits_calendar_id = ?, next_sync_at = least(next_sync_at, now()) where cleaner_id = ?', [visitsCalendarId, cleanerId]);
  }

  async remove(cleanerId: string) {
    if (!UUID.test(cleanerId)) return null;
    // Calendars, busy times and the written events' ids go with it (on delete cascade).
    const [row] = await this.exec('delete from availability_google_connections where cleaner_id = ? returning refresh_token_sealed', [cleanerId]);
    return row ? (row.refresh_token_sealed as string) : null;
  }

  async claim(now: Date, limit: number, leaseUntil: Date, one?: string): Promise<ClaimedConnection[]> {
    if (one !== undefined && !UUID.test(one)) return [];
    const where = one ? 'cleaner_id = ?' : 'next_sync_at <= ?';
    const rows = await inTransaction(this.em(), (em) =>
      em.execute<Row[]>(
        `update availability_google_connections c set next_sync_at = ?
           from (select cleaner_id from availability_google_connections where ${where} order by next_sync_at limit ? for update skip locked) due
          where c.cleaner_id = due.cleaner_id
          returning c.cleaner_id, c.refresh_token_sealed`,
        [leaseUntil, one ?? now, limit],
      ),
    );
    return rows.map((r) => ({ cleanerId: r.cleaner_id as string, sealedRefreshToken: r.refresh_token_sealed as string }));
  }

  private async replaceBusy(cleanerId: string, busy: readonly BusySpan[]): Promise<boolean | null> {
    const fingerprint = fingerprintOf(busy);
    const [row] = await this.exec('select busy_hash from availability_google_connections where cleaner_id = ? for update', [cleanerId]);
    if (!row) return null;
    if (row.busy_hash === fingerprint) return false;
    await this.exec('delete from availability_busy_times where google_cleaner_id = ?', [cleanerId]);
    if (busy.length) {
      await this.exec(
        `insert into availability_busy_times (google_cleaner_id, cleaner_id, starts_at, ends_at)
         select ?, ?, t.starts_at, t.ends_at from unnest(?::timestamptz[], ?::timestamptz[]) as t(starts_at, ends_at)`,
        [cleanerId, cleanerId, pgTimestamps(busy.map((b) => b.start)), pgTimestamps(busy.map((b) => b.end))],
      );
    }
    await this.exec('update availability_google_connections set busy_hash = ?, busy_count = ? where cleaner_id = ?', [fingerprint, busy.length, cleanerId]);
    return true;
  }

  async recordSuccess(cleanerId: string, busy: readonly BusySpan[], now: Date, nextSyncAt: Date) {
    const changed = await this.replaceBusy(cleanerId, busy);
    if (changed === null) return false;
    await this.exec(
      'update availability_google_connections set last_attempt_at = ?, last_synced_at = ?, last_error = null, failing_since = null, failure_told_at = null, next_sync_at = ? where cleaner_id = ?',
      [now, now, nextSyncAt, cleanerId],
    );
    return changed;
  }

  async recordFailure(cleanerId: string, error: GoogleSyncError, now: Date, nextSyncAt: Date | null, blanket: BusySpan | null) {
    const changed = blanket ? await this.replaceBusy(cleanerId, [blanket]) : false;
    await this.exec(
      'update availability_google_connections set last_attempt_at = ?, last_error = ?, failing_since = coalesce(failing_since, ?), next_sync_at = ? where cleaner_id = ?',
      [now, error, now, nextSyncAt, cleanerId],
    );
    return changed === true;
  }

  async markFailureTold(cleanerId: string, now: Date) {
    const rows = await this.exec('update availability_google_connections set failure_told_at = ? where cleaner_id = ? and failure_told_at is null and last_error is not null returning cleaner_id', [now, cleanerId]);
    return rows.length === 1;
  }

  async reseal(cleanerId: string, sealedRefreshToken: string) {
    await this.exec('update availability_google_connections set refresh_token_sealed = ? where cleaner_id = ?', [sealedRefreshToken, cleanerId]);
  }

  async ownVisits(cleanerId: string, from: Date, to: Date) {
    const rows = await this.exec('select starts_at, ends_at from availability_google_events where cleaner_id = ? and event_id is not null and starts_at < ? and ends_at > ?', [cleanerId, to, from]);
    return rows.map((r) => ({ start: sqlDate(r.starts_at as Date | string), end: sqlDate(r.ends_at as Date | string) }));
  }

  async holdEvent(bookingId: string, cleanerId: string, now: Date, until: Date): Promise<WrittenEvent | null | 'held'> {
    const rows = await this.exec(
      `insert into availability_google_events (booking_id, cleaner_id, held_until) values (?, ?, ?)
       on conflict (booking_id) do update set held_until = excluded.held_until
        where availability_google_events.held_until is null or availability_google_events.held_until <= ?
       returning calendar_id, event_id`,
      [bookingId, cleanerId, until, now],
    );
    const [row] = rows;
    if (!row) return 'held';
    return row.event_id ? { calendarId: row.calendar_id as string, eventId: row.event_id as string } : null;
  }

  async recordEvent(bookingId: string, event: WrittenEvent, span: BusySpan) {
    await this.exec('update availability_google_events set calendar_id = ?, event_id = ?, starts_at = ?, ends_at = ?, held_until = null where booking_id = ?', [event.calendarId, event.eventId, span.start, span.end, bookingId]);
  }

  async forgetEvent(bookingId: string) {
    await this.exec('delete from availability_google_events where booking_id = ?', [bookingId]);
  }

  async releaseEvent(bookingId: string) {
    // A hold that never wrote an event leaves no row.
    await this.exec('delete from availability_google_events where booking_id = ? and event_id is null', [bookingId]);
    await this.exec('update availability_google_events set held_until = null where booking_id = ?', [bookingId]);
  }

  async sealedTokenOf(cleanerId: string) {
    if (!UUID.test(cleanerId)) return null;
    const [row] = await this.exec('select refresh_token_sealed from availability_google_connections where cleaner_id = ?', [cleanerId]);
    return row ? (row.refresh_token_sealed as string) : null;
  }
}

/** A PostgreSQL text[] literal (ids may hold `@`, `#`, commas or quotes). */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
