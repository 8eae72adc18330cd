import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReminderCandidate, ReminderKind, ReminderStore } from '../../application/ports.js';
import { sqlDate } from '../../../../src/shared/sql-values.js';

type Row = { id: string; status: string; date: string | Date; start_minute: number; starts_at: Date | string; expires_at: Date | string; requested_at: Date | string; responded_at: Date | string | null; sent: string[] | null };

/** The reminders table (migration 2026113040) and the bookings a reminder may be due for. */
export class PgReminderStore implements ReminderStore {
  constructor(private readonly em: () => EntityManager) {}

  async candidates(now: Date, visitsUntil: Date, expiriesUntil: Date, limit: number): Promise<ReminderCandidate[]> {
    const rows = await this.em().execute<Row[]>(
      `select b.id, b.status, to_char(b.date, 'YYYY-MM-DD') as date, b.start_minute, b.starts_at, b.expires_at, b.requested_at, b.responded_at,
              (select array_agg(r.kind) from booking_reminders r
                where r.booking_id = b.id and r.due_for = case when b.status = 'pending' then b.expires_at else b.starts_at end) as sent
         from bookings b
        where (b.status = 'confirmed' and b.starts_at > ? and b.starts_at <= ?)
           or (b.status = 'pending' and (b.series_id is null or b.visit_number = 1) and b.expires_at > ? and b.expires_at <= ?)
        order by least(b.starts_at, b.expires_at)
        limit ?`,
      [now, visitsUntil, now, expiriesUntil, limit],
    );
    return rows.map((r) => ({
      bookingId: r.id,
      status: r.status === 'pending' ? 'pending' : 'confirmed',
      date: typeof r.date === 'string' ? r.date : r.date.toISOString().slice(0, 10),
      startMinute: Number(r.start_minute),
      startsAt: sqlDate(r.starts_at),
      expiresAt: sqlDate(r.expires_at),
      requestedAt: sqlDate(r.requested_at),
      respondedAt: r.responded_at ? sqlDate(r.responded_at) : null,
      sent: (r.sent ?? []) as ReminderKind[],
    }));
  }

  async claim(bookingId: string, kind: ReminderKind, dueFor: Date, now: Date): Promise<boolean> {
    const rows = await this.em().execute<{ booking_id: string }[]>(
      'insert into booking_reminders (booking_id, kind, due_for, sent_at) values (?, ?, ?, ?) on conflict do nothing returning booking_id',
      [bookingId, kind, dueFor, now],
    );
    return rows.length === 1;
  }
}
