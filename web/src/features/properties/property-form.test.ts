import { describe, expect, it } from 'vitest';
import { emptyPropertyForm, normalizePostalCode, postalCodeError, validatePropertyForm, type PropertyFormValues } from './property-form';
import type { AddressSuggestion } from './api/types';

const suggestion: AddressSuggestion = {
  suggestionId: 'a1.x.y',
  line1: '123 rue Principale',
  city: 'Granby',
  placeId: 'granby',
  regionId: '16',
  province: 'QC',
  postalCode: 'J2G 2V2',
  lat: 45.4,
  lng: -72.7,
  label: '123 rue Principale, Granby QC J2G 2V2',
};
const filled = (over: Partial<PropertyFormValues> = {}): PropertyFormValues => ({
  ...emptyPropertyForm(),
  name: ' Maison ',
  type: 'house',
  bedrooms: '3',
  bathrooms: '1,5',
  stories: '2',
  postalCode: 'j2g2v2',
  address: suggestion,
  wifiPassword: ' secret ',
  parking: '  ',
  ...over,
});

describe('property form', () => {
  it('builds the input: trimmed texts, blanks as null, the suggestion id, decimal comma accepted', () => {
    const { input, errors } = validatePropertyForm(filled());
    expect(errors).toEqual({});
    expect(input).toMatchObject({ name: 'Maison', suggestionId: 'a1.x.y', type: 'house', bedrooms: 3, bathrooms: 1.5, stories: 2, squareFeet: null, parking: null, wifiPassword: ' secret ' });
  });

  it('requires an address chosen from the suggestions (spec section 5)', () => {
    expect(validatePropertyForm(filled({ address: null })).errors.address).toEqual({ key: 'validation.addressFromSuggestions' });
  });

  it('requires a Quebec postal code, A1A 1A1', () => {
    expect(validatePropertyForm(filled({ postalCode: '' })).errors.postalCode).toEqual({ key: 'validation.postalCodeRequired' });
    expect(validatePropertyForm(filled({ postalCode: '12345' })).errors.postalCode).toEqual({ key: 'validation.postalCodeFormat' });
    expect(validatePropertyForm(filled({ postalCode: 'K1A 0B1' })).errors.postalCode).toEqual({ key: 'validation.postalCodeQuebec' });
    expect(validatePropertyForm(filled({ address: { ...suggestion, postalCode: null } })).errors.address).toEqual({ key: 'validation.chooseAgainWithPostalCode' });
  });

  it('checks the bounds and steps of the numbers', () => {
    const { errors } = validatePropertyForm(filled({ bedrooms: '21', bathrooms: '1.25', stories: '1.5', squareFeet: '50', type: '' }));
    expect(errors).toMatchObject({
      bedrooms: { key: 'validation.between', values: { min: 0, max: 20 } },
      bathrooms: { key: 'validation.halfSteps' },
      stories: { key: 'validation.wholeNumber' },
      squareFeet: { key: 'validation.between' },
      type: { key: 'validation.required' },
    });
  });

  it('normalises postal codes like the server', () => {
    expect(normalizePostalCode('h2x1y4')).toBe('H2X 1Y4');
    expect(normalizePostalCode('H2O 1Y4')).toBeNull();
    expect(postalCodeError('')).toBeUndefined();
    expect(postalCodeError('G1R 4P5')).toBeUndefined();
  });
});
