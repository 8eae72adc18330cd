import { localeTag } from './money';

export const BOOKING_TIME_ZONE = 'America/Toronto';

/** A visit's start, e.g. "mardi 24 novembre 2026, 09 h 00" (in Quebec time, whatever the browser's zone). */
export function formatBookingStart(startsAt: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeTag(language), { timeZone: BOOKING_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(new Date(startsAt));
}

/** A `YYYY-MM-DD` date, e.g. "mardi 24 novembre 2026" (computed at noon UTC so no zone shifts the day). */
export function formatDay(date: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeTag(language), { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(`${date}T12:00:00Z`));
}

/** Today's date and the current minute in Quebec. */
export function quebecNow(now = new Date()): { date: string; minute: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: BOOKING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** A wall-clock `HH:MM` as people read it: "9 h 00" in French, "9:00 a.m." in English. */
export function formatWallClock(time: string, language: string | undefined): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const [h, m] = [Number(match[1]), Number(match[2])];
  if (localeTag(language) === 'fr-CA') return `${h} h ${match[2]}`;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(new Date(Date.UTC(2000, 0, 1, h % 24, m)));
}

/** Hours with the language's decimal mark ("4,5" / "4.5"). */
export function formatHours(hours: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeTag(language), { maximumFractionDigits: 1 }).format(hours);
}
