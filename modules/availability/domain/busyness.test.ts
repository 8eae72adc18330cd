import { describe, expect, it } from 'vitest';
import { BUSYNESS_THRESHOLDS, busynessOf } from './busyness.js';

describe('day busyness', () => {
  it('is unavailable without working time and available with nothing booked', () => {
    expect(busynessOf({ workingMinutes: 0, bookedMinutes: 0 })).toBe('unavailable');
    expect(busynessOf({ workingMinutes: 240, bookedMinutes: 0 })).toBe('available');
  });

  it('follows the thresholds: under 40% somewhat busy, from 40% busy, from 75% very busy', () => {
    expect(BUSYNESS_THRESHOLDS).toEqual({ busy: 0.4, veryBusy: 0.75 });
    expect(busynessOf({ workingMinutes: 600, bookedMinutes: 1 })).toBe('somewhat_busy');
    expect(busynessOf({ workingMinutes: 600, bookedMinutes: 239 })).toBe('somewhat_busy');
    expect(busynessOf({ workingMinutes: 600, bookedMinutes: 240 })).toBe('busy');
    expect(busynessOf({ workingMinutes: 600, bookedMinutes: 449 })).toBe('busy');
    expect(busynessOf({ workingMinutes: 600, bookedMinutes: 450 })).toBe('very_busy');
    expect(busynessOf({ workingMinutes: 600, bookedMinutes: 600 })).toBe('very_busy');
  });
});
