import { describe, expect, it } from 'vitest';
import { Property, validatePropertyDetails, type PropertyDetailsInput } from './property.js';

const valid: PropertyDetailsInput = { name: 'Maison', type: 'house', bedrooms: 3, bathrooms: 2.5, stories: 2, squareFeet: 1500 };
const codes = (input: Partial<PropertyDetailsInput>) =>
  Object.fromEntries(validatePropertyDetails({ ...valid, ...input }).issues.map((i) => [i.field, i.code]));

describe('property details', () => {
  it('accepts the bounds: bedrooms 0..20, bathrooms 0..20 in halves, stories 1..10, 100..50000 sq ft', () => {
    for (const ok of [
      { bedrooms: 0, bathrooms: 0, stories: 1, squareFeet: 100 },
      { bedrooms: 20, bathrooms: 20, stories: 10, squareFeet: 50_000 },
      { bathrooms: 0.5, squareFeet: null },
    ]) {
      expect(codes(ok)).toEqual({});
    }
  });

  it('refuses values out of bounds with the field and the rule', () => {
    expect(codes({ bedrooms: 21, bathrooms: -0.5, stories: 0, squareFeet: 99 })).toEqual({
      'body.bedrooms': 'fields.too_large',
      'body.bathrooms': 'fields.too_small',
      'body.stories': 'fields.too_small',
      'body.squareFeet': 'fields.too_small',
    });
    expect(codes({ bedrooms: 2.5, stories: 1.5 })).toEqual({ 'body.bedrooms': 'fields.invalid_type', 'body.stories': 'fields.invalid_type' });
  });

  it('takes bathrooms in half steps only', () => {
    expect(codes({ bathrooms: 1.25 })).toEqual({ 'body.bathrooms': 'properties.bathrooms_half_steps' });
    expect(codes({ bathrooms: 1.5 })).toEqual({});
  });

  it('requires a name (blanks do not count), trims it and refuses unknown types', () => {
    expect(codes({ name: '   ' })).toEqual({ 'body.name': 'fields.required' });
    expect(codes({ name: 'x'.repeat(81) })).toEqual({ 'body.name': 'fields.too_long' });
    expect(codes({ type: 'castle' as never })).toEqual({ 'body.type': 'fields.invalid_choice' });
    expect(validatePropertyDetails({ ...valid, name: '  Chalet   du  lac ' }).details.name).toBe('Chalet du lac');
  });

  it('turns blank texts into null, trims them, keeps the wifi password exactly, and bounds their length', () => {
    const { details, issues } = validatePropertyDetails({ ...valid, parking: '  ', trashLocation: ' Garage ', wifiPassword: ' a b ' });
    expect(issues).toEqual([]);
    expect(details).toMatchObject({ parking: null, trashLocation: 'Garage', wifiPassword: ' a b ', additionalNotes: null, squareFeet: 1500 });
    expect(codes({ accessInstructions: 'x'.repeat(1001) })).toEqual({ 'body.accessInstructions': 'fields.too_long' });
  });
});

describe('Property', () => {
  const address = { line1: '1 rue A', city: 'Granby', placeId: 'granby', regionId: '16', postalCode: 'J2G 2V2', lat: 45.4, lng: -72.7 };
  const now = new Date('2026-11-22T10:00:00Z');
  const create = () => Property.create({ id: 'p1', ownerId: 'u1', address, details: validatePropertyDetails(valid).details, now });

  it('belongs to its owner only while not deleted', () => {
    const p = create();
    expect(p.isOwnedBy('u1')).toBe(true);
    expect(p.isOwnedBy('u2')).toBe(false);
    p.remove(new Date('2026-11-23T10:00:00Z'));
    expect(p.isOwnedBy('u1')).toBe(false);
    expect(p.deletedAt?.toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('replaces address and details together, keeping its creation time', () => {
    const p = create();
    const later = new Date('2026-11-24T10:00:00Z');
    p.replace({ ...address, line1: '2 rue B' }, { ...validatePropertyDetails(valid).details, name: 'Autre' }, later);
    expect(p.addressOf().line1).toBe('2 rue B');
    expect(p.name).toBe('Autre');
    expect(p.createdAt).toEqual(now);
    expect(p.updatedAt).toEqual(later);
  });
});
