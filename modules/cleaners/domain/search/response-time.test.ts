import { describe, expect, it } from 'vitest';
import { responseTimeSeconds } from './response-time.js';

const min = (m: number) => m * 60;

describe('responseTimeSeconds (the response time on cards)', () => {
  it('is hidden below the minimum number of requests', () => {
    expect(responseTimeSeconds([], 3)).toBeNull();
    expect(responseTimeSeconds([min(10), min(20)], 3)).toBeNull();
    expect(responseTimeSeconds([min(10), min(20), min(30)], 3)).toBe(min(20));
  });

  it('is the median, not the mean: one slow answer does not hide a fast habit', () => {
    expect(responseTimeSeconds([min(5), min(10), min(15), 20 * 3600], 3)).toBe(min(12.5));
    expect(responseTimeSeconds([20 * 3600, min(5), min(7)], 1)).toBe(min(7));
  });

  it('counts an expired request as slower than any answer, and hides the figure when the median went unanswered', () => {
    expect(responseTimeSeconds([min(30), null, min(40)], 3)).toBe(min(40));
    expect(responseTimeSeconds([min(30), null, null], 3)).toBeNull();
    expect(responseTimeSeconds([min(30), min(50), null, null], 3)).toBeNull();
  });

  it('never goes below zero and rounds to the second', () => {
    expect(responseTimeSeconds([-4, 0.4, 1.6], 1)).toBe(0);
    expect(responseTimeSeconds([1.6], 1)).toBe(2);
  });
});
