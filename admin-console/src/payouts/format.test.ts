import { describe, expect, it } from 'vitest';
import { PAYOUT_STATUS_COLORS, RUN_STATUS_COLORS, isRetryable, isoWeekOf, previousIsoWeek, weekError } from './format';

describe('payout weeks', () => {
  it('names ISO weeks, the week belonging to the year of its Thursday', () => {
    expect(isoWeekOf(new Date('2026-11-23T15:00:00Z'))).toBe('2026-W48');
    // Thursday 1 January 2026: week 1 of 2026, and so is Monday 29 December 2025.
    expect(isoWeekOf(new Date('2025-12-29T15:00:00Z'))).toBe('2026-W01');
    // Friday 1 January 2027 still belongs to the last week of 2026 (a 53-week year).
    expect(isoWeekOf(new Date('2027-01-01T15:00:00Z'))).toBe('2026-W53');
  });

  it("reads the day on Quebec's clock, not UTC's", () => {
    // Monday 03:00 UTC is still Sunday evening in Montréal.
    expect(isoWeekOf(new Date('2026-11-23T03:00:00Z'))).toBe('2026-W47');
    expect(isoWeekOf(new Date('2026-11-23T05:00:00Z'))).toBe('2026-W48');
  });

  it('defaults the run to the week before the current one', () => {
    expect(previousIsoWeek(new Date('2026-11-27T14:00:00Z'))).toBe('2026-W47');
    expect(previousIsoWeek(new Date('2026-01-02T14:00:00Z'))).toBe('2025-W52');
  });

  it('does not skip a week across the spring daylight-saving change', () => {
    // Monday 9 March 2026, 00:30 EDT: 168 hours earlier is Sunday 1 March 23:30 EST, two weeks back.
    expect(previousIsoWeek(new Date('2026-03-09T04:30:00Z'))).toBe('2026-W10');
    expect(isoWeekOf(new Date('2026-03-09T04:30:00Z'))).toBe('2026-W11');
  });

  it('accepts only real ISO weeks', () => {
    expect(weekError('2026-W47')).toBeNull();
    expect(weekError(' 2026-W53 ')).toBeNull();
    expect(weekError('2025-W53')).toBe('eclat.payout_runs.run.week_invalid');
    expect(weekError('2026-W54')).toBe('eclat.payout_runs.run.week_invalid');
    expect(weekError('2026-W00')).toBe('eclat.payout_runs.run.week_invalid');
    expect(weekError('2026-47')).toBe('eclat.payout_runs.run.week_invalid');
    expect(weekError('')).toBe('eclat.payout_runs.run.week_invalid');
  });
});

describe('payout statuses', () => {
  it('gives every payout and run status a chip colour', () => {
    expect(Object.keys(PAYOUT_STATUS_COLORS).sort()).toEqual(['failed', 'paid', 'pending']);
    expect(Object.keys(RUN_STATUS_COLORS).sort()).toEqual(['completed', 'completed_with_failures', 'running']);
  });

  it('lets an admin retry only a failed payout', () => {
    expect(isRetryable('failed')).toBe(true);
    expect(isRetryable('paid')).toBe(false);
    expect(isRetryable('pending')).toBe(false);
  });
});
