import type { FieldIssue } from '../../../src/shared/domain-error.js';

/** Spec section 9: morning, afternoon, evening, full day; `custom` carries explicit times. */
export const TIME_SLOTS = ['morning', 'afternoon', 'evening', 'full_day', 'custom'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
export type NamedSlot = Exclude<TimeSlot, 'custom'>;

const h = (hours: number) => hours * 60;

/**
 * Hours of each named slot, in minutes after local midnight (docs/decisions.md, "Time slots").
 * Morning and afternoon are back to back, so a booking may span both; full day covers all three.
 */
export const SLOT_HOURS: Record<NamedSlot, { startMinute: number; endMinute: number }> = {
  morning: { startMinute: h(8), endMinute: h(12) },
  afternoon: { startMinute: h(12), endMinute: h(17) },
  evening: { startMinute: h(17), endMinute: h(21) },
  full_day: { startMinute: h(8), endMinute: h(21) },
};

/** Explicit times are on quarter hours. */
export const MINUTE_STEP = 15;
export const MINUTES_PER_DAY = 24 * 60;

/** `HH:MM` -> minutes after midnight; `24:00` is the end of the day. Null when malformed. */
export function parseTime(value: string): number | null {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes > MINUTES_PER_DAY ? null : minutes;
}

export function formatTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The start and end of a slot: the named slot's hours, or the explicit times of a custom slot
 * (quarter hours, end after start, within one day). Explicit times with a named slot are refused
 * rather than silently ignored.
 */
export function resolveSlotTimes(
  slot: TimeSlot,
  start: string | undefined,
  end: string | undefined,
): { ok: true; startMinute: number; endMinute: number } | { ok: false; issues: FieldIssue[] } {
  if (slot !== 'custom') {
    const issues: FieldIssue[] = [];
    if (start !== undefined) issues.push({ field: 'body.start', code: 'availability.times_only_custom' });
    if (end !== undefined) issues.push({ field: 'body.end', code: 'availability.times_only_custom' });
    return issues.length ? { ok: false, issues } : { ok: true, ...SLOT_HOURS[slot] };
  }
  const issues: FieldIssue[] = [];
  const check = (field: 'start' | 'end', value: string | undefined): number | null => {
    if (value === undefined) {
      issues.push({ field: `body.${field}`, code: 'fields.required' });
      return null;
    }
    const minutes = parseTime(value);
    if (minutes === null || minutes % MINUTE_STEP !== 0) {
      issues.push({ field: `body.${field}`, code: 'availability.invalid_time', params: { step: MINUTE_STEP } });
      return null;
    }
    return minutes;
  };
  const startMinute = check('start', start);
  const endMinute = check('end', end);
  if (startMinute !== null && endMinute !== null && endMinute <= startMinute) {
    issues.push({ field: 'body.end', code: 'availability.end_before_start' });
  }
  if (issues.length || startMinute === null || endMinute === null) return { ok: false, issues };
  return { ok: true, startMinute, endMinute };
}
