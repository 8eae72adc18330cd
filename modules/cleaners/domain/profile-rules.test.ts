import { describe, expect, it } from 'vitest';
import { profileFor } from '../testing/profile-fixture.js';
import { applyProfilePatch, checkProfilePatch, hasValidFixedRate, normalizeGstNumber, normalizePostalCode, normalizeQstNumber } from './profile-rules.js';

const ctx = { placeExists: (id: string) => ['montreal', 'laval', 'trois-rivieres'].includes(id) };
const now = new Date('2026-11-22T00:00:00Z');
const codes = (issues: { field: string; code: string }[]) => issues.map((i) => `${i.field}:${i.code}`);

describe('hourly rates (17 $ to 199 $)', () => {
  it.each([1700, 19900, 2500])('accepts %i cents', (cents) => {
    expect(checkProfilePatch(profileFor(), { serviceCities: [{ placeId: 'montreal', hourlyRateCents: cents }] }, ctx)).toEqual([]);
  });
  it.each([1699, 19901, 0, -100])('refuses %i cents, naming the field', (cents) => {
    const issues = checkProfilePatch(profileFor(), { serviceCities: [{ placeId: 'laval', hourlyRateCents: 2000 }, { placeId: 'montreal', hourlyRateCents: cents }] }, ctx);
    expect(issues).toEqual([{ field: 'body.serviceCities.1.hourlyRateCents', code: 'cleaners.hourly_rate_range', params: { min: 17, max: 199 } }]);
  });
  it('refuses unknown and duplicate cities', () => {
    const issues = checkProfilePatch(profileFor(), { serviceCities: [{ placeId: 'atlantis', hourlyRateCents: 2000 }, { placeId: 'laval', hourlyRateCents: 2000 }, { placeId: 'laval', hourlyRateCents: 2100 }] }, ctx);
    expect(codes(issues)).toEqual(['body.serviceCities.0.placeId:cleaners.unknown_city', 'body.serviceCities.2.placeId:cleaners.duplicate_city']);
    expect(codes(checkProfilePatch(profileFor(), { primaryCityId: 'nowhere' }, ctx))).toEqual(['body.primaryCityId:cleaners.unknown_city']);
  });
});

describe('fixed rates (15 $ to 199 $, at least one valid when paid per property type)', () => {
  it('accepts bounds and refuses values outside them per property type', () => {
    expect(checkProfilePatch(profileFor(), { fixedRates: { house: 1500, condo: 19900 } }, ctx)).toEqual([]);
    expect(codes(checkProfilePatch(profileFor(), { fixedRates: { house: 1499, condo: 19901 } }, ctx))).toEqual([
      'body.fixedRates.house:cleaners.fixed_rate_range',
      'body.fixedRates.condo:cleaners.fixed_rate_range',
    ]);
  });
  it('refuses switching to fixed without any valid fixed rate', () => {
    expect(codes(checkProfilePatch(profileFor(), { paymentMode: 'fixed' }, ctx))).toEqual(['body.fixedRates:cleaners.fixed_rate_required']);
    expect(checkProfilePatch(profileFor(), { paymentMode: 'fixed', fixedRates: { apartment: 9000 } }, ctx)).toEqual([]);
    expect(checkProfilePatch(profileFor({ fixedRates: { house: 8000 } }), { paymentMode: 'fixed' }, ctx)).toEqual([]);
  });
  it('refuses removing the last fixed rate while in fixed mode', () => {
    const p = profileFor({ paymentMode: 'fixed', fixedRates: { house: 8000 } });
    expect(codes(checkProfilePatch(p, { fixedRates: { house: null } }, ctx))).toEqual(['body.fixedRates:cleaners.fixed_rate_required']);
  });
  it('hasValidFixedRate needs one rate within bounds', () => {
    expect(hasValidFixedRate({})).toBe(false);
    expect(hasValidFixedRate({ house: 1400 })).toBe(false);
    expect(hasValidFixedRate({ house: 1400, condo: 1500 })).toBe(true);
  });
});

describe('payment mode switch', () => {
  it('keeps the other mode\'s rates but applies only the active ones', () => {
    const p = profileFor();
    applyProfilePatch(p, { serviceCities: [{ placeId: 'montreal', hourlyRateCents: 3000 }] }, now);
    applyProfilePatch(p, { paymentMode: 'fixed', fixedRates: { house: 12000 } }, now);
    expect(p.serviceCities).toEqual([{ placeId: 'montreal', hourlyRateCents: 3000 }]);
    expect(p.activeRates()).toEqual({ mode: 'fixed', fixed: { house: 12000 } });
    applyProfilePatch(p, { paymentMode: 'hourly' }, now);
    expect(p.fixedRates).toEqual({ house: 12000 });
    expect(p.activeRates()).toEqual({ mode: 'hourly', hourly: [{ placeId: 'montreal', hourlyRateCents: 3000 }] });
  });
});

describe('service types', () => {
  it('needs at least one, with the spec message code', () => {
    expect(checkProfilePatch(profileFor(), { serviceTypes: [] }, ctx)).toEqual([{ field: 'body.serviceTypes', code: 'cleaners.service_type_required' }]);
    expect(checkProfilePatch(profileFor(), { serviceTypes: ['regular', 'deep'] }, ctx)).toEqual([]);
  });
  it('refuses commercial, which is referred to a partner', () => {
    expect(codes(checkProfilePatch(profileFor(), { serviceTypes: ['regular', 'commercial'] }, ctx))).toEqual(['body.serviceTypes:cleaners.commercial_referred']);
  });
});

describe('postal code A1A 1A1', () => {
  it.each([['h2x 1y4', 'H2X 1Y4'], ['H2X1Y4', 'H2X 1Y4'], [' g1r 4p5 ', 'G1R 4P5']])('normalises %s', (raw, out) => {
    expect(normalizePostalCode(raw)).toBe(out);
  });
  it.each(['12345', 'H2X 1Y', 'D2X 1Y4', 'W2X 1Y4', 'H2X-1Y4', 'HHX 1Y4', 'H2O 1Y4'])('refuses %s', (raw) => {
    expect(normalizePostalCode(raw)).toBeNull();
    expect(codes(checkProfilePatch(profileFor(), { postalCode: raw }, ctx))).toEqual(['body.postalCode:cleaners.invalid_postal_code']);
  });
});

describe('GST and QST numbers (optional)', () => {
  it('accepts the formats, with spaces, and empty values', () => {
    expect(normalizeGstNumber('123456789RT0001')).toBe('123456789RT0001');
    expect(normalizeGstNumber('123456789 rt 0001')).toBe('123456789RT0001');
    expect(normalizeQstNumber('1234567890TQ0001')).toBe('1234567890TQ0001');
    expect(checkProfilePatch(profileFor(), { gstNumber: '', qstNumber: null }, ctx)).toEqual([]);
  });
  it('refuses other shapes', () => {
    expect(normalizeGstNumber('12345678RT0001')).toBeNull();
    expect(normalizeGstNumber('123456789TQ0001')).toBeNull();
    expect(normalizeQstNumber('123456789TQ0001')).toBeNull();
    expect(normalizeQstNumber('1234567890RT0001')).toBeNull();
    expect(codes(checkProfilePatch(profileFor(), { gstNumber: '123', qstNumber: 'abc' }, ctx))).toEqual([
      'body.gstNumber:cleaners.invalid_gst_number',
      'body.qstNumber:cleaners.invalid_qst_number',
    ]);
  });
});

describe('other bounds', () => {
  it('bio 30..2000 characters, experience 0..60 years, coverage 1..200 km', () => {
    expect(codes(checkProfilePatch(profileFor(), { bio: 'too short', experienceYears: 61, coverageKm: 0 }, ctx))).toEqual([
      'body.bio:fields.too_short',
      'body.experienceYears:cleaners.experience_years_range',
      'body.coverageKm:cleaners.coverage_range',
    ]);
    expect(checkProfilePatch(profileFor(), { bio: 'x'.repeat(30), experienceYears: 0, coverageKm: 200 }, ctx)).toEqual([]);
    expect(codes(checkProfilePatch(profileFor(), { bio: 'x'.repeat(2001), experienceYears: -1 }, ctx))).toEqual(['body.bio:fields.too_long', 'body.experienceYears:cleaners.experience_years_range']);
  });
  it('apply normalises postal code and tax numbers and drops empty strings', () => {
    const p = profileFor();
    applyProfilePatch(p, { postalCode: 'h2x1y4', gstNumber: '123456789 RT 0001', qstNumber: '', skills: [' ironing ', 'ironing', ''] }, now);
    expect(p).toMatchObject({ postalCode: 'H2X 1Y4', gstNumber: '123456789RT0001', qstNumber: null, skills: ['ironing'], updatedAt: now });
  });
});
