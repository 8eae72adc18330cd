import { describe, expect, it } from 'vitest';
import { metersBetween } from './geo-distance.js';

describe('metersBetween', () => {
  it('is zero for the same point and symmetric', () => {
    const p = { lat: 45.5017, lng: -73.5673 };
    expect(metersBetween(p, p)).toBe(0);
    const q = { lat: 45.51, lng: -73.56 };
    expect(metersBetween(p, q)).toBeCloseTo(metersBetween(q, p), 6);
  });

  it('one degree of latitude is about 111.2 km', () => {
    expect(metersBetween({ lat: 45, lng: -73 }, { lat: 46, lng: -73 })).toBeCloseTo(111_195, -1);
  });

  it('Montréal to Québec City is about 233 km', () => {
    const km = metersBetween({ lat: 45.5017, lng: -73.5673 }, { lat: 46.8139, lng: -71.208 }) / 1000;
    expect(km).toBeGreaterThan(230);
    expect(km).toBeLessThan(236);
  });

  it('a longitude degree shrinks with latitude (about 78.6 km at 45°)', () => {
    expect(metersBetween({ lat: 45, lng: -73 }, { lat: 45, lng: -72 })).toBeGreaterThan(78_000);
    expect(metersBetween({ lat: 45, lng: -73 }, { lat: 45, lng: -72 })).toBeLessThan(79_000);
  });

  it('measures the short punch-in distances to the metre', () => {
    // 0.0045° of latitude ≈ 500 m.
    expect(Math.round(metersBetween({ lat: 45.5, lng: -73.6 }, { lat: 45.5045, lng: -73.6 }))).toBe(500);
  });
});
