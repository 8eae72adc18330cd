import { describe, expect, it } from 'vitest';
import { completedRangeForReminders, partiesWithoutReview, reminderDue, reminderMoment } from './review-reminder.js';

const HOUR = 3_600_000;
const done = new Date('2026-12-01T14:00:00Z');

describe('review reminder (issue #18)', () => {
  it('is due from 48 h before the 14-day window closes until it closes', () => {
    expect(reminderMoment(done, 14, 48)).toEqual(new Date('2026-12-13T14:00:00Z'));
    expect(reminderDue(done, new Date('2026-12-13T13:59:59Z'), 14, 48)).toBe(false);
    expect(reminderDue(done, new Date('2026-12-13T14:00:00Z'), 14, 48)).toBe(true);
    expect(reminderDue(done, new Date('2026-12-15T13:59:59Z'), 14, 48)).toBe(true);
    expect(reminderDue(done, new Date('2026-12-15T14:00:00Z'), 14, 48)).toBe(false);
  });

  it('is never due when the window is not longer than the lead (the invitation just said it)', () => {
    expect(reminderMoment(done, 2, 48)).toBeNull();
    expect(reminderDue(done, new Date(done.getTime() + HOUR), 2, 48)).toBe(false);
    expect(reminderMoment(done, 3, 48)).toEqual(new Date(done.getTime() + 24 * HOUR));
  });

  it('looks at the punch-outs whose reminder may be due now', () => {
    const now = new Date('2026-12-14T10:00:00Z');
    const { after, until } = completedRangeForReminders(now, 14, 48);
    expect(after).toEqual(new Date('2026-11-30T10:00:00Z'));
    expect(until).toEqual(new Date('2026-12-02T10:00:00Z'));
    expect(done > after && done <= until && reminderDue(done, now, 14, 48)).toBe(true);
  });

  it('names the parties who have not reviewed yet', () => {
    expect(partiesWithoutReview([])).toEqual(['client', 'cleaner']);
    expect(partiesWithoutReview(['client_to_cleaner'])).toEqual(['cleaner']);
    expect(partiesWithoutReview(['cleaner_to_client', 'client_to_cleaner'])).toEqual([]);
  });
});
