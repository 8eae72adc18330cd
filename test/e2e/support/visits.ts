import { inject } from 'vitest';
import pg from 'pg';

/** The Quebec calendar date (YYYY-MM-DD) at `at`. */
export const quebecDate = (at: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** Minutes since midnight in Quebec at `at`. */
export const quebecMinute = (at: Date): number => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part('hour') * 60 + part('minute');
};

/**
 * Punching in opens 30 minutes before the start, and requests are made for a later day (the form
 * only offers times the cleaner is free): moves a confirmed visit to start in `minutes`, keeping its
 * Quebec date, minute and instants consistent. Answers how many visits moved (1).
 */
export async function startVisitSoon(bookingId: string, minutes = 10): Promise<number> {
  const start = new Date(Math.floor((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  try {
    const moved = await db.query(
      `update bookings set starts_at = $2, ends_at = $2::timestamptz + make_interval(mins => duration_minutes), date = $3, start_minute = $4 where id = $1 and status = 'confirmed'`,
      [bookingId, start.toISOString(), quebecDate(start), quebecMinute(start)],
    );
    return moved.rowCount ?? 0;
  } finally {
    await db.end();
  }
}
