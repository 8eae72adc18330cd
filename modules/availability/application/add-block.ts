import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError, FieldIssue } from '../../../src/shared/domain-error.js';
import { newId } from '../../../src/shared/ids.js';
import { AvailabilityBlock, firstConflict } from '../domain/availability-block.js';
import { AvailabilityErrors } from '../domain/availability.errors.js';
import { addDays, isLocalDate, type LocalDate } from '../../../src/shared/local-time.js';
import { resolveSlotTimes, type TimeSlot } from '../domain/time-slot.js';
import { horizonOf, MAX_DAYS_AHEAD } from './horizon.js';
import type { AvailabilityDeps } from './ports.js';
import { slotsChanged } from './slots-changed.js';

/** One-off: `date`. Weekly: `weekday` (0 = Sunday), `startDate`, optional `endDate`. Custom slots: `start`, `end`. */
export interface AddBlockInput {
  kind: 'one_off' | 'weekly';
  slot: TimeSlot;
  start?: string;
  end?: string;
  date?: string;
  weekday?: number;
  startDate?: string;
  endDate?: string | null;
}

/**
 * Adds a one-off slot or a weekly pattern for the cleaner. Dates are today or later in Quebec; a
 * slot that overlaps another slot of the same date (one-off or occurrence of a pattern) is refused
 * with the spec's duplicate message. The check and the insert run under the cleaner's lock.
 */
export const addBlock =
  (deps: AvailabilityDeps) =>
  async (cleanerId: string, input: AddBlockInput): Promise<Result<AvailabilityBlock, DomainError>> => {
    const now = deps.clock.now();
    const { today } = horizonOf(deps);
    const latest = addDays(today, MAX_DAYS_AHEAD);
    const issues: FieldIssue[] = [];
    const checkDate = (field: string, value: string | undefined): LocalDate | null => {
      if (value === undefined) issues.push({ field, code: 'fields.required' });
      else if (!isLocalDate(value)) issues.push({ field, code: 'fields.invalid_date' });
      else if (value < today) issues.push({ field, code: 'availability.date_in_past' });
      else if (value > latest) issues.push({ field, code: 'availability.date_too_far', params: { days: MAX_DAYS_AHEAD } });
      else return value;
      return null;
    };
    const times = resolveSlotTimes(input.slot, input.start, input.end);
    if (!times.ok) issues.push(...times.issues);

    let block: AvailabilityBlock | null = null;
    if (input.kind === 'one_off') {
      const date = checkDate('body.date', input.date);
      if (date && times.ok) block = AvailabilityBlock.oneOff({ id: newId(), cleanerId, date, slot: input.slot, startMinute: times.startMinute, endMinute: times.endMinute, now });
    } else {
      const weekday = input.weekday;
      if (weekday === undefined) issues.push({ field: 'body.weekday', code: 'fields.required' });
      else if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) issues.push({ field: 'body.weekday', code: 'fields.invalid_choice' });
      const from = checkDate('body.startDate', input.startDate);
      let until: LocalDate | null = null;
      if (input.endDate !== undefined && input.endDate !== null) {
        until = checkDate('body.endDate', input.endDate);
        if (until && from && until < from) issues.push({ field: 'body.endDate', code: 'availability.end_date_before_start' });
      }
      if (from && times.ok && weekday !== undefined && !issues.length) {
        block = AvailabilityBlock.weekly({ id: newId(), cleanerId, weekday, from, until, slot: input.slot, startMinute: times.startMinute, endMinute: times.endMinute, now });
        if (!block.hasAnyDate()) issues.push({ field: 'body.endDate', code: 'availability.no_occurrence' });
      }
    }
    if (issues.length || !block) return err(AvailabilityErrors.invalidFields(issues));

    const candidate = block;
    return deps.tx.forCleaner(cleanerId, async () => {
      const existing = await deps.blocks.listFrom(cleanerId, candidate.date);
      const conflict = firstConflict(candidate, existing);
      if (conflict) return err(AvailabilityErrors.duplicateSlot(conflict.date));
      await deps.blocks.add(candidate);
      await slotsChanged(deps, cleanerId);
      return ok(candidate);
    });
  };
