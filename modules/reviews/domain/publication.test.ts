import { describe, expect, it } from 'vitest';
import { reviewsToPublish } from './publication.js';

const end = new Date('2026-02-01T00:00:00Z');
const before = new Date('2026-01-31T23:59:59Z');
const r = (id: string, direction: 'client_to_cleaner' | 'cleaner_to_client', status: 'pending' | 'published' = 'pending') => ({ id, direction, status, windowEndsAt: end });

describe('the double-blind publication rule', () => {
  it('keeps a lone review pending while the window is open', () => {
    expect(reviewsToPublish([r('a', 'client_to_cleaner')], before)).toEqual([]);
  });
  it('publishes both once the second party reviews', () => {
    expect(reviewsToPublish([r('a', 'client_to_cleaner'), r('b', 'cleaner_to_client')], before).sort()).toEqual(['a', 'b']);
  });
  it('publishes a lone review when the window closes', () => {
    expect(reviewsToPublish([r('a', 'cleaner_to_client')], end)).toEqual(['a']);
  });
  it('publishes nothing twice', () => {
    expect(reviewsToPublish([r('a', 'client_to_cleaner', 'published'), r('b', 'cleaner_to_client', 'published')], end)).toEqual([]);
    expect(reviewsToPublish([], end)).toEqual([]);
  });
});
