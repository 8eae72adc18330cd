/** Quebec's time zone (the availability module's too): "today" and dates are local days there. */
export const SEARCH_TIME_ZONE = 'America/Toronto';

/** Minutes `timeZone` is ahead of UTC at `at` (negative in Quebec). */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(at.getTime() / 1000) * 1000) / 60000;
}

/** The instant a local date (YYYY-MM-DD) starts in Quebec. */
export function startOfLocalDay(date: string, timeZone = SEARCH_TIME_ZONE): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // The offset at noon of that day: never inside a daylight-saving jump.
  return new Date(utcMidnight - offsetMinutes(new Date(utcMidnight + 12 * 3_600_000), timeZone) * 60_000);
}

export function localDateOf(at: Date, timeZone = SEARCH_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const isIsoDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** "Available in the next 3 days" (spec section 9): today (from now) and the three following local days. */
export const AVAILABLE_SOON_DAYS = 3;

/** The windows to check: from now to the end of today, then each of the next `days` local days. */
export function dayWindows(now: Date, days: number): { from: Date; to: Date }[] {
  const today = localDateOf(now);
  const out = [{ from: now, to: startOfLocalDay(addDays(today, 1)) }];
  for (let i = 1; i <= days; i++) out.push({ from: startOfLocalDay(addDays(today, i)), to: startOfLocalDay(addDays(today, i + 1)) });
  return out;
}
