import { describe, expect, it } from 'vitest';
import { covers, mergeIntervals, subtractIntervals, totalLength } from './intervals.js';

describe('intervals', () => {
  it('merge overlapping and touching ranges', () => {
    expect(mergeIntervals([{ start: 12, end: 17 }, { start: 8, end: 12 }, { start: 18, end: 20 }])).toEqual([{ start: 8, end: 17 }, { start: 18, end: 20 }]);
    expect(totalLength([{ start: 0, end: 10 }, { start: 5, end: 15 }])).toBe(15);
  });

  it('cover a range only when one merged range holds all of it', () => {
    expect(covers([{ start: 8, end: 12 }, { start: 12, end: 17 }], { start: 10, end: 14 })).toBe(true);
    expect(covers([{ start: 8, end: 12 }, { start: 13, end: 17 }], { start: 10, end: 14 })).toBe(false);
  });

  it('subtract holes', () => {
    expect(subtractIntervals([{ start: 0, end: 10 }], [{ start: 2, end: 4 }, { start: 8, end: 12 }])).toEqual([{ start: 0, end: 2 }, { start: 4, end: 8 }]);
  });
});
