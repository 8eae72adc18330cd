import { describe, expect, it } from 'vitest';
import { servedCityCount } from './served-cities.js';

describe('servedCityCount (the home page\'s cities served)', () => {
  const regions: Record<string, string> = { montreal: '06', 'le-plateau-mont-royal': '06', 'ct-0001': '06', laval: '13', gaspe: '11' };
  const regionOf = (id: string) => regions[id] ?? null;

  it('counts the Montréal region as one city, other places one each', () => {
    expect(servedCityCount([], regionOf)).toBe(0);
    expect(servedCityCount(['le-plateau-mont-royal', 'ct-0001'], regionOf)).toBe(1);
    expect(servedCityCount(['montreal', 'le-plateau-mont-royal', 'laval', 'gaspe', 'gaspe'], regionOf)).toBe(3);
    expect(servedCityCount(['unknown-place'], regionOf)).toBe(1);
  });
});
