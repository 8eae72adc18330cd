import { describe, expect, it } from 'vitest';
import { hasScoreData } from './new-cleaner';

describe('recommendation scores (issue #42)', () => {
  it('none for a cleaner without reviews or visits', () => {
    expect(hasScoreData({ rating: { count: 0, average: null }, completedVisits: 0 })).toBe(false);
  });
  it('shown once there are reviews or completed visits', () => {
    expect(hasScoreData({ rating: { count: 3, average: 4.7 }, completedVisits: 0 })).toBe(true);
    expect(hasScoreData({ rating: { count: 0, average: null }, completedVisits: 2 })).toBe(true);
  });
});
