import type { FieldIssue } from '../../../src/shared/domain-error.js';
import type { AvailabilityBlock } from './availability-block.js';
import type { TimeSlot } from './time-slot.js';

/**
 * Spec section 9: "Onboarding slots: morning and afternoon per day". They are the calendar's own
 * named slots (SLOT_HOURS), so what a cleaner picks in onboarding is what the calendar shows and edits.
 */
export const ONBOARDING_SLOTS = ['morning', 'afternoon'] as const;
export type OnboardingSlot = (typeof ONBOARDING_SLOTS)[number];

/** A weekday (0 = Sunday) and a half day, every week from now on. */
export interface WeeklyChoice {
  weekday: number;
  slot: OnboardingSlot;
}

const isOnboardingSlot = (slot: TimeSlot | string): slot is OnboardingSlot => (ONBOARDING_SLOTS as readonly string[]).includes(slot);

/**
 * The blocks that stand for onboarding choices: open-ended weekly patterns of a morning or an
 * afternoon. Dated patterns, one-offs and other slots made in the calendar are never touched.
 */
export function isChoiceBlock(block: AvailabilityBlock): boolean {
  return block.kind === 'weekly' && block.endDate === null && isOnboardingSlot(block.slot);
}

export const choiceOf = (block: AvailabilityBlock): WeeklyChoice => ({ weekday: block.weekday(), slot: block.slot as OnboardingSlot });

const keyOf = (c: WeeklyChoice) => `${c.weekday}:${c.slot}`;

/** Reads what the caller sent: each entry a weekday 0..6 and a morning or afternoon; repeats are merged. */
export function parseChoices(input: unknown): { ok: true; choices: WeeklyChoice[] } | { ok: false; issues: FieldIssue[] } {
  if (!Array.isArray(input)) return { ok: false, issues: [{ field: 'body.slots', code: 'fields.required' }] };
  const issues: FieldIssue[] = [];
  const seen = new Map<string, WeeklyChoice>();
  input.forEach((entry: unknown, i) => {
    const { weekday, slot } = (typeof entry === 'object' && entry !== null ? entry : {}) as { weekday?: unknown; slot?: unknown };
    const validDay = typeof weekday === 'number' && Number.isInteger(weekday) && weekday >= 0 && weekday <= 6;
    const validSlot = typeof slot === 'string' && isOnboardingSlot(slot);
    if (!validDay) issues.push({ field: `body.slots.${i}.weekday`, code: 'fields.invalid_choice' });
    if (!validSlot) issues.push({ field: `body.slots.${i}.slot`, code: 'fields.invalid_choice' });
    if (validDay && validSlot) seen.set(keyOf({ weekday, slot }), { weekday, slot });
  });
  return issues.length ? { ok: false, issues } : { ok: true, choices: sortChoices([...seen.values()]) };
}

export function sortChoices<T extends WeeklyChoice>(choices: T[]): T[] {
  return [...choices].sort((a, b) => a.weekday - b.weekday || ONBOARDING_SLOTS.indexOf(a.slot) - ONBOARDING_SLOTS.indexOf(b.slot));
}

/**
 * What to change so that the cleaner's choice blocks are exactly `wanted`: patterns no longer
 * wanted are removed whole, wanted ones that have no pattern yet are added, the rest stay as they
 * are (with any date the cleaner deleted from them in the calendar).
 */
export function planChoices(existing: readonly AvailabilityBlock[], wanted: readonly WeeklyChoice[]): { remove: AvailabilityBlock[]; add: WeeklyChoice[] } {
  const wantedKeys = new Set(wanted.map(keyOf));
  const current = existing.filter(isChoiceBlock);
  const currentKeys = new Set(current.map((b) => keyOf(choiceOf(b))));
  return {
    remove: current.filter((b) => !wantedKeys.has(keyOf(choiceOf(b)))),
    add: wanted.filter((c) => !currentKeys.has(keyOf(c))),
  };
}
