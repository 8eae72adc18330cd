import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/shared/domain-error.js';
import { checkIdentification, maskSin, missingIdentification, normalizeBusinessNumber, normalizePostalCode, normalizeSin, passesLuhn, type SellerIdentification } from './seller-identification.js';

const ADDRESS = { street: ' 12  rue Principale ', city: 'Québec', province: 'QC', postalCode: 'g1r4p5' };
const issuesOf = (f: () => unknown): string[] => {
  try {
    f();
  } catch (e) {
    if (e instanceof DomainError) return e.issues.map((i) => `${i.field}:${i.code}`);
    throw e;
  }
  return [];
};

describe('identification formats', () => {
  it('checks a SIN with Luhn, refuses those never issued to a person, and keeps the nine digits', () => {
    expect(passesLuhn('130692544')).toBe(true);
    expect(normalizeSin('130 692 544')).toBe('130692544');
    expect(normalizeSin('130-692-544')).toBe('130692544');
    expect(normalizeSin('130 692 545')).toBeNull();
    expect(normalizeSin('046 454 286')).toBeNull(); // passes Luhn, starts with 0
    expect(normalizeSin('13069254')).toBeNull();
    expect(normalizeSin('13O692544')).toBeNull();
    expect(maskSin('544')).toBe('•••-•••-544');
  });

  it('reads a business number alone or as a program account', () => {
    expect(normalizeBusinessNumber('123456789')).toBe('123456789');
    expect(normalizeBusinessNumber('123456789 RT 0001')).toBe('123456789');
    expect(normalizeBusinessNumber('123456789rt0001')).toBe('123456789');
    expect(normalizeBusinessNumber('12345678')).toBeNull();
    expect(normalizeBusinessNumber('123456789RT01')).toBeNull();
  });

  it('normalises Canadian postal codes and refuses letters Canada Post does not use', () => {
    expect(normalizePostalCode('h2x1y4')).toBe('H2X 1Y4');
    expect(normalizePostalCode('D1A 1A1')).toBeNull();
    expect(normalizePostalCode('H2X 1O4')).toBeNull();
    expect(normalizePostalCode('12345')).toBeNull();
  });
});

describe('checkIdentification', () => {
  const today = '2026-11-26';
  it('keeps only the fields of the seller type, trimmed and normalised', () => {
    const individual = checkIdentification({ sellerType: 'individual', firstName: ' Ana ', lastName: 'Roy', dateOfBirth: '1990-01-31', sin: '130 692 544', businessName: 'ignoré', businessNumber: '123456789', address: ADDRESS }, today, false);
    expect(individual).toEqual({ sellerType: 'individual', firstName: 'Ana', lastName: 'Roy', dateOfBirth: '1990-01-31', sin: '130692544', businessName: null, businessNumber: null, address: { street: '12 rue Principale', city: 'Québec', province: 'QC', postalCode: 'G1R 4P5', country: 'CA' } });
    const business = checkIdentification({ sellerType: 'business', firstName: 'Ana', sin: '130692544', dateOfBirth: '1990-01-31', businessName: 'Ménage Roy inc.', businessNumber: '123456789RT0001', address: ADDRESS }, today, true);
    expect(business).toMatchObject({ sellerType: 'business', firstName: null, lastName: null, dateOfBirth: null, sin: null, businessName: 'Ménage Roy inc.', businessNumber: '123456789' });
  });

  it('lists every problem at once, each on its field', () => {
    expect(issuesOf(() => checkIdentification({ sellerType: 'individual', firstName: '', lastName: 'R\u0000', dateOfBirth: '2010-01-01', sin: '111', address: { street: '', city: 'Q', province: 'XX', postalCode: 'nope', country: 'US' } }, today, false))).toEqual([
      'address.street:fields.required',
      'address.province:fields.invalid_choice',
      'address.postalCode:sellerReporting.invalid_postal_code',
      'address.country:sellerReporting.country_not_served',
      'firstName:fields.required',
      'lastName:fields.invalid_characters',
      'dateOfBirth:sellerReporting.invalid_birth_date',
      'sin:sellerReporting.invalid_sin',
    ]);
  });

  it('needs a SIN unless one is on file; is 18 on the birthday, not the day before', () => {
    const base = { sellerType: 'individual' as const, firstName: 'Ana', lastName: 'Roy', address: ADDRESS };
    expect(issuesOf(() => checkIdentification({ ...base, dateOfBirth: '1990-01-31' }, today, false))).toEqual(['sin:fields.required']);
    expect(checkIdentification({ ...base, dateOfBirth: '1990-01-31' }, today, true).sin).toBeNull();
    expect(issuesOf(() => checkIdentification({ ...base, dateOfBirth: '2008-11-26' }, today, true))).toEqual([]);
    expect(issuesOf(() => checkIdentification({ ...base, dateOfBirth: '2008-11-27' }, today, true))).toEqual(['dateOfBirth:sellerReporting.invalid_birth_date']);
  });
});

describe('missingIdentification', () => {
  const individual: SellerIdentification = {
    cleanerId: 'c',
    sellerType: 'individual',
    firstName: 'Ana',
    lastName: 'Roy',
    dateOfBirth: '1990-01-31',
    sinCiphertext: 'v1:x',
    sinLastDigits: '544',
    businessName: null,
    businessNumber: null,
    address: { street: 's', city: 'c', province: 'QC', postalCode: 'G1R 4P5', country: 'CA' },
    declaredAt: new Date(),
    updatedAt: new Date(),
    accountDeletedAt: null,
    keepUntil: null,
  };
  it('names what the report lacks', () => {
    expect(missingIdentification(null, false)).toEqual(['identification']);
    expect(missingIdentification(individual, true)).toEqual([]);
    expect(missingIdentification(individual, false)).toEqual(['sin']);
    expect(missingIdentification({ ...individual, sellerType: 'business', businessName: 'X inc.', businessNumber: null }, false)).toEqual(['business_number']);
  });
});
