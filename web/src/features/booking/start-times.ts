/** A cleaner's slot on one day, as wall-clock `HH:MM` (America/Toronto); `24:00` ends the day. */
export interface DaySlot {
  start: string;
  end: string;
}

const STEP_MINUTES = 30;

/** `HH:MM` -> minutes since midnight; null when malformed. `24:00` is 1440. */
export function toMinutes(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 && Number(match[2]) < 60 ? minutes : null;
}

export function toWallClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Overlapping or back-to-back slots join into one stretch (the server does the same). */
export function mergeSlots(slots: readonly DaySlot[]): { start: number; end: number }[] {
  const intervals = slots
    .map((s) => ({ start: toMinutes(s.start), end: toMinutes(s.end) }))
    .filter((i): i is { start: number; end: number } => i.start !== null && i.end !== null && i.end > i.start)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const interval of intervals) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * Start times (`HH:MM`, 30-minute steps from each stretch's start) at which a visit of
 * `durationHours` fits entirely inside the cleaner's availability that day.
 * `notBeforeMinute` drops starts already past (today).
 */
export function startTimeOptions(slots: readonly DaySlot[], durationHours: number, notBeforeMinute = 0): string[] {
  if (!(durationHours > 0)) return [];
  const length = Math.round(durationHours * 60);
  const options: string[] = [];
  for (const { start, end } of mergeSlots(slots)) {
    for (let t = start; t + length <= end; t += STEP_MINUTES) {
      if (t >= notBeforeMinute && t < 24 * 60) options.push(toWallClock(t));
    }
  }
  return options;
}
