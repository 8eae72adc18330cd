import { describe, expect, it } from 'vitest';
import { initialDraft, missingFields, toInput } from './identification-form';

describe('seller identification form', () => {
  it('starts from the profile address when nothing was declared, never shows the SIN back', () => {
    const draft = initialDraft(undefined, { address: { street: '12 rue Principale', city: 'Québec', province: 'QC', postalCode: 'G1R 4P5' }, dateOfBirth: '1990-01-31' });
    expect(draft).toMatchObject({ sellerType: 'individual', street: '12 rue Principale', city: 'Québec', dateOfBirth: '1990-01-31', sin: '' });
  });

  it('sends only the chosen type’s fields, the SIN as digits, none when left empty', () => {
    const base = initialDraft(undefined, null);
    const individual = { ...base, firstName: ' Ana ', lastName: 'Roy', dateOfBirth: '1990-01-31', sin: '130 692 544', businessName: 'X', street: 'a', city: 'b', postalCode: 'H2X 1Y4' };
    expect(toInput(individual)).toEqual({ sellerType: 'individual', firstName: 'Ana', lastName: 'Roy', dateOfBirth: '1990-01-31', sin: '130692544', address: { street: 'a', city: 'b', province: 'QC', postalCode: 'H2X 1Y4' } });
    expect(toInput({ ...individual, sin: '' })).not.toHaveProperty('sin');
    expect(toInput({ ...individual, sellerType: 'business', businessNumber: '123456789' })).toEqual({ sellerType: 'business', businessName: 'X', businessNumber: '123456789', address: { street: 'a', city: 'b', province: 'QC', postalCode: 'H2X 1Y4' } });
  });

  it('names the empty required fields; a SIN on file may stay', () => {
    const empty = initialDraft(undefined, null);
    expect(missingFields(empty, false)).toEqual(['firstName', 'lastName', 'dateOfBirth', 'sin', 'street', 'city', 'postalCode']);
    expect(missingFields(empty, true)).not.toContain('sin');
    expect(missingFields({ ...empty, sellerType: 'business' }, false)).toEqual(['businessName', 'businessNumber', 'street', 'city', 'postalCode']);
  });
});
