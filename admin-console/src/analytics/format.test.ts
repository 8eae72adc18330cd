import { describe, expect, it } from 'vitest';
import { formatDay, formatDuration, formatMonth, formatRate, formatRating } from './format';

// Intl separates French numbers and units with a (narrow) no-break space.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('analytics formatting', () => {
  it('writes rates as percentages, and a dash when there is nothing to divide', () => {
    expect(plain(formatRate(0.6667, 'fr'))).toBe('66,7 %');
    expect(formatRate(0.6667, 'en')).toBe('66.7%');
    expect(formatRate(null, 'fr')).toBe('—');
  });

  it('writes durations the Quebec way', () => {
    expect(formatDuration(25 * 60, 'fr')).toBe('25 min');
    expect(formatDuration(2 * 3600 + 5 * 60, 'fr')).toBe('2 h 05');
    expect(formatDuration(2 * 3600 + 5 * 60, 'en')).toBe('2 h 5 min');
    expect(formatDuration(3 * 86400 + 4 * 3600, 'fr')).toBe('3 j 4 h');
    expect(formatDuration(null, 'en')).toBe('—');
  });

  it('writes ratings, days and months', () => {
    expect(formatRating(4.5, 'fr')).toBe('4,5');
    expect(formatRating(null, 'fr')).toBe('—');
    expect(formatDay('2026-11-24', 'fr')).toBe('24 nov.');
    expect(formatDay('2026-11-24', 'en')).toBe('Nov 24');
    expect(formatMonth('2026-11', 'fr')).toBe('novembre 2026');
  });
});
