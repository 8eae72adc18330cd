import type { WeeklySlotChoice } from '../calendar/api/types';

export type HalfDay = WeeklySlotChoice['slot'];

/** Spec section 9: "Onboarding slots: morning and afternoon per day". */
export const HALF_DAYS: readonly HalfDay[] = ['morning', 'afternoon'];
/** Working days first in the picker (weekday numbers are the API's: 0 = Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const hasChoice = (choices: readonly WeeklySlotChoice[], weekday: number, slot: HalfDay): boolean =>
  choices.some((c) => c.weekday === weekday && c.slot === slot);

/** The choices with this half day added or removed, never twice. */
export function toggleChoice(choices: readonly WeeklySlotChoice[], weekday: number, slot: HalfDay, on: boolean): WeeklySlotChoice[] {
  const others = choices.filter((c) => !(c.weekday === weekday && c.slot === slot));
  return on ? [...others, { weekday, slot }] : others;
}

/** What saving `after` over `before` would change: half days added and removed (the account's "Disponibilités"). */
export function weeklyChanges(before: readonly WeeklySlotChoice[], after: readonly WeeklySlotChoice[]): { added: WeeklySlotChoice[]; removed: WeeklySlotChoice[] } {
  return {
    added: after.filter((c) => !hasChoice(before, c.weekday, c.slot)),
    removed: before.filter((c) => !hasChoice(after, c.weekday, c.slot)),
  };
}
