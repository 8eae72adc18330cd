import { describe, expect, it } from 'vitest';
import { HALF_DAYS, hasChoice, toggleChoice, WEEK_ORDER, weeklyChanges } from './weekly-choices';

describe('onboarding availability choices', () => {
  it('offers morning and afternoon for each of the seven days, Monday first', () => {
    expect(HALF_DAYS).toEqual(['morning', 'afternoon']);
    expect([...WEEK_ORDER].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(WEEK_ORDER[0]).toBe(1);
  });

  it('adds and removes one half day without touching the others or repeating it', () => {
    let choices = toggleChoice([], 1, 'morning', true);
    choices = toggleChoice(choices, 1, 'afternoon', true);
    choices = toggleChoice(choices, 1, 'morning', true);
    expect(choices).toEqual([
      { weekday: 1, slot: 'afternoon' },
      { weekday: 1, slot: 'morning' },
    ]);
    choices = toggleChoice(choices, 1, 'afternoon', false);
    expect(choices).toEqual([{ weekday: 1, slot: 'morning' }]);
    expect(hasChoice(choices, 1, 'morning')).toBe(true);
    expect(hasChoice(choices, 2, 'morning')).toBe(false);
  });

  it('tells what saving would add and remove, nothing when the choices are the same in another order', () => {
    const before = [
      { weekday: 1, slot: 'morning' as const },
      { weekday: 3, slot: 'afternoon' as const },
    ];
    expect(weeklyChanges(before, [...before].reverse())).toEqual({ added: [], removed: [] });
    expect(weeklyChanges(before, [{ weekday: 3, slot: 'afternoon' }, { weekday: 5, slot: 'morning' }])).toEqual({ added: [{ weekday: 5, slot: 'morning' }], removed: [{ weekday: 1, slot: 'morning' }] });
    expect(weeklyChanges([], [])).toEqual({ added: [], removed: [] });
  });
});
