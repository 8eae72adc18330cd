import type { PayoutRunStatus, PayoutStatus } from './payouts-api';

// Pure helpers for the payouts screens and the refund dialog (unit-tested in format.test.ts).

/** Weekly payouts follow Quebec's calendar (spec 9: Friday payouts, America/Toronto). */
export const PAYOUT_TIME_ZONE = 'America/Toronto';

const DAY_MS = 86_400_000;
const ISO_WEEK = /^(\d{4})-W(0[1-9]|[1-4]\d|5[0-3])$/;

/** The calendar day an instant falls on in `timeZone`, as UTC midnight of that day (for calendar arithmetic). */
function localDay(at: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find(p => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

/** ISO 8601 week of a calendar day: the week belongs to the year of its Thursday. */
function isoWeekOfDay(day: Date): string {
  const mondayBased = (day.getUTCDay() + 6) % 7;
  const thursday = new Date(day.getTime() + (3 - mondayBased) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const ordinal = Math.round((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS);
  const week = Math.floor(ordinal / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The ISO week (`2026-W47`) of an instant on Quebec's calendar. */
export function isoWeekOf(at: Date, timeZone = PAYOUT_TIME_ZONE): string {
  return isoWeekOfDay(localDay(at, timeZone));
}

/**
 * The week before the one `now` falls in, on Quebec's calendar: what the Friday
 * run pays and the console's default. Counted in calendar days, not in hours,
 * so a daylight-saving change in between cannot skip or repeat a week.
 */
export function previousIsoWeek(now: Date, timeZone = PAYOUT_TIME_ZONE): string {
  return isoWeekOfDay(new Date(localDay(now, timeZone).getTime() - 7 * DAY_MS));
}

/** The number of ISO weeks of a year: 53 when it starts on a Thursday, or on a Wednesday in a leap year. */
function weeksInYear(year: number): number {
  return isoWeekOfDay(new Date(Date.UTC(year, 11, 28))) === `${year}-W53` ? 53 : 52;
}

/** The week field's rule -> a message key, or null when `text` names a real ISO week. */
export function weekError(text: string): string | null {
  const match = ISO_WEEK.exec(text.trim());
  if (!match) return 'eclat.payout_runs.run.week_invalid';
  if (Number(match[2]) > weeksInYear(Number(match[1]))) return 'eclat.payout_runs.run.week_invalid';
  return null;
}

type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error';

/** Chip colours: palette entries whose contrast text passes WCAG AA (theme.ts), as for bookings. */
export const PAYOUT_STATUS_COLORS: Record<PayoutStatus, ChipColor> = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
};

export const RUN_STATUS_COLORS: Record<PayoutRunStatus, ChipColor> = {
  running: 'warning',
  completed: 'success',
  completed_with_failures: 'error',
};

/** Only a failed payout may be tried again (the contract's adminRetryPayout answers 409 otherwise). */
export function isRetryable(status: PayoutStatus): boolean {
  return status === 'failed';
}
