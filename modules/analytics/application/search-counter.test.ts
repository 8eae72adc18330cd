import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocalDate } from '../../../src/shared/local-time.js';
import { SearchCounter } from './search-counter.js';

function fakeDays() {
  const added: [LocalDate, number][][] = [];
  let failNext = false;
  return {
    added,
    failOnce: () => (failNext = true),
    days: {
      add: async (counts: [LocalDate, number][]) => {
        if (failNext) {
          failNext = false;
          throw new Error('database down');
        }
        added.push(counts);
      },
      perBucket: async () => [],
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('SearchCounter', () => {
  it('adds one batch per flush period, per Quebec day', async () => {
    vi.useFakeTimers();
    const f = fakeDays();
    // 04:59 UTC is 23:59 the day before in Quebec (EST).
    let now = new Date('2026-11-25T04:59:00Z');
    const counter = new SearchCounter(f.days, { now: () => now }, 10_000, () => {});
    counter.record();
    counter.record();
    now = new Date('2026-11-25T05:01:00Z');
    counter.record();
    expect(f.added).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.added).toEqual([
      [
        ['2026-11-24', 2],
        ['2026-11-25', 1],
      ],
    ]);
    // Nothing counted since: no statement.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.added).toHaveLength(1);
  });

  it('keeps the counts of a failed flush for the next one', async () => {
    const f = fakeDays();
    const errors: unknown[] = [];
    const counter = new SearchCounter(f.days, { now: () => new Date('2026-11-25T15:00:00Z') }, 60_000, (e) => errors.push(e));
    counter.record();
    f.failOnce();
    await counter.flush();
    expect(errors).toHaveLength(1);
    counter.record();
    await counter.flush();
    expect(f.added).toEqual([[['2026-11-25', 2]]]);
  });
});
