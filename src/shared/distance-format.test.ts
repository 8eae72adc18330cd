import { describe, expect, it } from 'vitest';
import { formatDistance, formatKm } from './distance-format.js';

describe('formatDistance', () => {
  it('writes metres below 1 km and kilometres with one decimal above, in each language', () => {
    expect(formatDistance(12_326, 'fr')).toBe('12,3\u00a0km');
    expect(formatDistance(12_326, 'en')).toBe('12.3\u00a0km');
    expect(formatDistance(850.4, 'fr')).toBe('850\u00a0m');
    expect(formatDistance(999.6, 'en')).toBe('1\u00a0km');
    expect(formatDistance(5004, 'fr')).toBe('5\u00a0km');
    expect(formatDistance(3500, 'fr')).toBe('3,5\u00a0km');
    expect(formatDistance(152_400, 'en')).toBe('152\u00a0km');
    expect(formatKm(4.6, 'fr')).toBe('4,6\u00a0km');
    expect(formatKm(0.35, 'en')).toBe('350\u00a0m');
  });
});
