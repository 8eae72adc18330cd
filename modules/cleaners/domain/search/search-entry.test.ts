import { describe, expect, it } from 'vitest';
import { CleanerProfile } from '../cleaner-profile.js';
import { BIO_EXCERPT_CHARS, NO_RATINGS, bioExcerpt, toSearchEntry } from './search-entry.js';

function profile(over: Partial<CleanerProfile> = {}) {
  const p = CleanerProfile.create({ userId: 'u1', slug: 'ana', now: new Date('2026-01-01T00:00:00Z') });
  Object.assign(p, { primaryCityId: 'montreal', serviceCities: [{ placeId: 'montreal', hourlyRateCents: 3000 }, { placeId: 'laval', hourlyRateCents: 2800 }], coverageKm: 20 }, over);
  return p;
}
const account = { name: 'Ana', profilePic: null, active: true, role: 'cleaner' };
const coords = () => ({ lat: 45.5, lng: -73.6 });
const within = (placeId: string, km: number) => (km >= 20 ? [placeId, 'longueuil', 'laval'] : [placeId]);

describe('search entry', () => {
  it('is listed only when the profile is and the account is an active cleaner', () => {
    const make = (acc: typeof account | null, isListed = true) => toSearchEntry({ profile: profile(), account: acc, isListed, badges: [], ratings: NO_RATINGS, coordinatesOf: coords, placesWithinKm: within }).listed;
    expect(make(account)).toBe(true);
    expect(make(account, false)).toBe(false);
    expect(make({ ...account, active: false })).toBe(false);
    expect(make({ ...account, role: 'client' })).toBe(false);
    expect(make(null)).toBe(false);
  });

  it('keeps the cities, per-city rates and the lowest rate of the active mode', () => {
    const hourly = toSearchEntry({ profile: profile(), account, isListed: true, badges: [], ratings: NO_RATINGS, coordinatesOf: coords, placesWithinKm: within });
    expect(hourly).toMatchObject({ cityIds: ['montreal', 'laval'], cityRates: { montreal: 3000, laval: 2800 }, minHourlyRateCents: 2800, minRateCents: 2800, primaryLat: 45.5 });
    const fixed = toSearchEntry({ profile: profile({ paymentMode: 'fixed', fixedRates: { house: 12000, condo: 9000 } }), account, isListed: true, badges: [], ratings: NO_RATINGS, coordinatesOf: coords, placesWithinKm: within });
    expect(fixed).toMatchObject({ minHourlyRateCents: null, minRateCents: 9000 });
  });

  it('reaches its cities and every place within the coverage distance of the primary city, once each', () => {
    const entry = (over: Partial<CleanerProfile>) => toSearchEntry({ profile: profile(over), account, isListed: true, badges: [], ratings: NO_RATINGS, coordinatesOf: coords, placesWithinKm: within });
    expect(entry({}).reachIds).toEqual(['laval', 'longueuil', 'montreal']);
    expect(entry({ coverageKm: 10 }).reachIds).toEqual(['laval', 'montreal']);
    expect(entry({ coverageKm: null }).reachIds).toEqual(['laval', 'montreal']);
    expect(entry({ primaryCityId: null, serviceCities: [{ placeId: 'gaspe', hourlyRateCents: 3000 }] }).reachIds).toEqual(['gaspe']);
  });

  it('ranks by ratings: better aggregates, higher static score', () => {
    const score = (average: number | null, count: number) =>
      toSearchEntry({ profile: profile(), account, isListed: true, badges: [], ratings: { average, count, completionRate: 0.9 }, coordinatesOf: coords, placesWithinKm: within }).recommendedScore;
    expect(score(4.9, 100)).toBeGreaterThan(score(null, 0));
  });

  it('cuts the bio at a word boundary', () => {
    const long = 'mot '.repeat(100);
    const cut = bioExcerpt(long)!;
    expect(cut.length).toBeLessThanOrEqual(BIO_EXCERPT_CHARS);
    expect(cut.endsWith('…')).toBe(true);
    expect(bioExcerpt('  court  ')).toBe('court');
    expect(bioExcerpt(null)).toBeNull();
  });
});
