import { addDays, daysBetween, weekdayOf, type LocalDate } from '../../../src/shared/local-time.js';
import type { TimeSlot } from './time-slot.js';

export type BlockKind = 'one_off' | 'weekly';

/** One concrete slot on one date, in local minutes. */
export interface Occurrence {
  block: AvailabilityBlock;
  date: LocalDate;
  startMinute: number;
  endMinute: number;
}

/**
 * A cleaner's availability: either one date (`one_off`) or a weekly pattern from its first
 * occurrence (`date`) to an optional last date, minus the dates deleted one at a time
 * (`exceptionDates`). Times are Quebec wall-clock minutes after midnight.
 */
export class AvailabilityBlock {
  id!: string;
  cleanerId!: string;
  kind!: BlockKind;
  /** The one-off's date, or the weekly pattern's first occurrence. */
  date!: LocalDate;
  /** Weekly only: last date the pattern may occur on (inclusive), or open-ended. */
  endDate!: LocalDate | null;
  slot!: TimeSlot;
  startMinute!: number;
  endMinute!: number;
  createdAt!: Date;
  /** Weekly only: occurrences deleted with "this one only". Loaded by the repository. */
  exceptionDates: LocalDate[] = [];

  static oneOff(input: { id: string; cleanerId: string; date: LocalDate; slot: TimeSlot; startMinute: number; endMinute: number; now: Date }): AvailabilityBlock {
    return Object.assign(new AvailabilityBlock(), { ...input, kind: 'one_off', endDate: null, createdAt: input.now, exceptionDates: [] });
  }

  /** A weekly pattern on `weekday` (0 = Sunday), starting on the first such day on or after `from`. */
  static weekly(input: {
    id: string;
    cleanerId: string;
    weekday: number;
    from: LocalDate;
    until: LocalDate | null;
    slot: TimeSlot;
    startMinute: number;
    endMinute: number;
    now: Date;
  }): AvailabilityBlock {
    const first = addDays(input.from, (input.weekday - weekdayOf(input.from) + 7) % 7);
    return Object.assign(new AvailabilityBlock(), {
      id: input.id,
      cleanerId: input.cleanerId,
      kind: 'weekly',
      date: first,
      endDate: input.until,
      slot: input.slot,
      startMinute: input.startMinute,
      endMinute: input.endMinute,
      createdAt: input.now,
      exceptionDates: [],
    });
  }

  weekday(): number {
    return weekdayOf(this.date);
  }

  /** Whether a weekly pattern still has at least one date (its end may precede its first occurrence). */
  hasAnyDate(): boolean {
    return this.endDate === null || this.endDate >= this.date;
  }

  /** Whether the block takes place on that date (ignoring any horizon). */
  occursOn(date: LocalDate): boolean {
    if (this.kind === 'one_off') return date === this.date;
    if (date < this.date || (this.endDate !== null && date > this.endDate)) return false;
    return daysBetween(this.date, date) % 7 === 0 && !this.exceptionDates.includes(date);
  }

  /**
   * Dates the block takes place on between `from` and `to` (inclusive). Weekly patterns expand only
   * up to `horizonEnd`: spec section 5, "recurring availability repeats for the next N days".
   */
  datesBetween(from: LocalDate, to: LocalDate, horizonEnd: LocalDate): LocalDate[] {
    if (this.kind === 'one_off') return this.date >= from && this.date <= to ? [this.date] : [];
    let last = to < horizonEnd ? to : horizonEnd;
    if (this.endDate !== null && this.endDate < last) last = this.endDate;
    const dates: LocalDate[] = [];
    const start = from > this.date ? addDays(this.date, Math.ceil(daysBetween(this.date, from) / 7) * 7) : this.date;
    for (let d = start; d <= last; d = addDays(d, 7)) if (!this.exceptionDates.includes(d)) dates.push(d);
    return dates;
  }

  occurrencesBetween(from: LocalDate, to: LocalDate, horizonEnd: LocalDate): Occurrence[] {
    return this.datesBetween(from, to, horizonEnd).map((date) => ({ block: this, date, startMinute: this.startMinute, endMinute: this.endMinute }));
  }

  /** Two blocks' hours overlap (touching ends do not: 08:00-12:00 and 12:00-17:00 can both exist). */
  overlapsHours(other: AvailabilityBlock): boolean {
    return this.startMinute < other.endMinute && other.startMinute < this.endMinute;
  }
}

/**
 * Spec section 5: a duplicate slot for a date is rejected. Two slots on the same date whose hours
 * overlap count as duplicates (docs/decisions.md, "Overlapping slots"), whether each is a one-off or
 * an occurrence of a weekly pattern. Returns the first date on which `candidate` would collide.
 */
export function firstConflict(candidate: AvailabilityBlock, existing: readonly AvailabilityBlock[]): { block: AvailabilityBlock; date: LocalDate } | null {
  let found: { block: AvailabilityBlock; date: LocalDate } | null = null;
  for (const other of existing) {
    if (!candidate.overlapsHours(other)) continue;
    const date = firstCommonDate(candidate, other);
    if (date !== null && (found === null || date < found.date)) found = { block: other, date };
  }
  return found;
}

function firstCommonDate(a: AvailabilityBlock, b: AvailabilityBlock): LocalDate | null {
  if (a.kind === 'one_off') return b.occursOn(a.date) ? a.date : null;
  if (b.kind === 'one_off') return a.occursOn(b.date) ? b.date : null;
  if (a.weekday() !== b.weekday()) return null;
  const from = a.date > b.date ? a.date : b.date;
  const ends = [a.endDate, b.endDate].filter((d): d is LocalDate => d !== null).sort();
  // Exceptions are finite, so two open-ended patterns on the same day always meet eventually:
  // a few more weeks than there are exceptions is enough to find the first common date.
  const last = ends[0] ?? addDays(from, 7 * (a.exceptionDates.length + b.exceptionDates.length + 1));
  for (let d = from; d <= last; d = addDays(d, 7)) if (a.occursOn(d) && b.occursOn(d)) return d;
  return null;
}
