import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { newId } from '../../../src/shared/ids.js';
import { AvailabilityBlock, firstConflict } from '../domain/availability-block.js';
import { AvailabilityErrors } from '../domain/availability.errors.js';
import { SLOT_HOURS } from '../domain/time-slot.js';
import { choiceOf, isChoiceBlock, parseChoices, planChoices, sortChoices, type WeeklyChoice } from '../domain/weekly-choices.js';
import { horizonOf } from './horizon.js';
import type { AvailabilityDeps } from './ports.js';
import { slotsChanged } from './slots-changed.js';

export interface ChosenSlot extends WeeklyChoice {
  blockId: string;
  /** The pattern's first date. */
  date: string;
}

const present = (blocks: AvailabilityBlock[]): ChosenSlot[] =>
  sortChoices(blocks.filter(isChoiceBlock).map((b) => ({ ...choiceOf(b), blockId: b.id, date: b.date })));

/** The cleaner's weekly morning and afternoon choices (the onboarding picker's state). */
export const listWeeklyChoices =
  (deps: AvailabilityDeps) =>
  async (cleanerId: string): Promise<ChosenSlot[]> => {
    const { today } = horizonOf(deps);
    return present(await deps.blocks.listFrom(cleanerId, today));
  };

/**
 * Sets the cleaner's weekly choices to exactly `input` (onboarding, spec section 9): each becomes an
 * open-ended weekly pattern from today, like one added in the calendar, and a choice left out is
 * removed with its whole pattern. Nothing is written when any new pattern would overlap another slot
 * (the spec's duplicate message, with the first date it would collide on).
 */
export const setWeeklyChoices =
  (deps: AvailabilityDeps) =>
  async (cleanerId: string, input: unknown): Promise<Result<ChosenSlot[], DomainError>> => {
    const parsed = parseChoices(input);
    if (!parsed.ok) return err(AvailabilityErrors.invalidFields(parsed.issues));
    const { today } = horizonOf(deps);
    const now = deps.clock.now();
    return deps.tx.forCleaner(cleanerId, async () => {
      const existing = await deps.blocks.listFrom(cleanerId, today);
      const plan = planChoices(existing, parsed.choices);
      const removed = new Set(plan.remove.map((b) => b.id));
      const others = existing.filter((b) => !removed.has(b.id));
      const added: AvailabilityBlock[] = [];
      for (const choice of plan.add) {
        const block = AvailabilityBlock.weekly({ id: newId(), cleanerId, weekday: choice.weekday, from: today, until: null, slot: choice.slot, ...SLOT_HOURS[choice.slot], now });
        const conflict = firstConflict(block, [...others, ...added]);
        if (conflict) return err(AvailabilityErrors.duplicateSlot(conflict.date, 'body.slots'));
        added.push(block);
      }
      for (const block of plan.remove) await deps.blocks.remove(block.id);
      for (const block of added) await deps.blocks.add(block);
      if (plan.remove.length || added.length) await slotsChanged(deps, cleanerId);
      return ok(present([...others, ...added]));
    });
  };
