import { describe, expect, it } from 'vitest';
import { createProperty, type PropertyInput } from './create-property.js';
import { updateProperty } from './update-property.js';
import { deleteProperty } from './delete-property.js';
import { getOwnProperty } from './get-property.js';
import type { AddressSuggestions, PropertiesDeps } from './ports.js';
import { fakeAccessPolicy, InMemoryPropertyRepository } from '../testing/in-memory-property.repository.js';
import { MAX_PROPERTIES_PER_CLIENT } from '../domain/property.js';

const address = { line1: '1 rue A', city: 'Granby', placeId: 'granby', regionId: '16', postalCode: 'J2G 2V2' as string | null, lat: 45.4, lng: -72.7 };
/** Accepts "good" (and "no-postal", an address without postal code); anything else is not a suggestion. */
const addresses: AddressSuggestions = {
  verify: (id) => (id === 'good' ? address : id === 'no-postal' ? { ...address, postalCode: null } : null),
  idOf: () => ({ suggestionId: 'good', label: '1 rue A, Granby QC J2G 2V2' }),
};
const deps = (): PropertiesDeps => ({
  properties: new InMemoryPropertyRepository(),
  addresses,
  access: fakeAccessPolicy(),
  clock: { now: () => new Date('2026-11-22T12:00:00Z') },
});
const input = (over: Partial<PropertyInput> = {}): PropertyInput => ({ name: 'Maison', suggestionId: 'good', type: 'house', bedrooms: 2, bathrooms: 1, stories: 1, ...over });

describe('creating a property', () => {
  it('stores the verified address with the details', async () => {
    const d = deps();
    const result = await createProperty(d)('client-1', input());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.addressOf()).toEqual({ ...address, postalCode: 'J2G 2V2' });
    expect(await d.properties.listByOwner('client-1')).toHaveLength(1);
  });

  it('refuses an address that is not one of our suggestions, or that lacks a postal code', async () => {
    const forged = await createProperty(deps())('client-1', input({ suggestionId: 'forged' }));
    expect(!forged.ok && forged.error.code).toBe('properties.address_not_from_suggestions');
    const noPostal = await createProperty(deps())('client-1', input({ suggestionId: 'no-postal' }));
    expect(!noPostal.ok && noPostal.error.code).toBe('properties.postal_code_required');
  });

  it('checks the details before the address', async () => {
    const result = await createProperty(deps())('client-1', input({ bedrooms: 99, suggestionId: 'forged' }));
    expect(!result.ok && result.error.code).toBe('validation_failed');
  });

  it(`stops at ${MAX_PROPERTIES_PER_CLIENT} properties per client`, async () => {
    const d = deps();
    for (let i = 0; i < MAX_PROPERTIES_PER_CLIENT; i++) expect((await createProperty(d)('client-1', input())).ok).toBe(true);
    const over = await createProperty(d)('client-1', input());
    expect(!over.ok && over.error.code).toBe('properties.limit_reached');
    expect((await createProperty(d)('client-2', input())).ok).toBe(true);
  });
});

describe("another client's property", () => {
  it('is not found for reading, updating or deleting', async () => {
    const d = deps();
    const created = await createProperty(d)('client-1', input());
    if (!created.ok) throw created.error;
    const id = created.value.id;
    for (const result of [await getOwnProperty(d)('client-2', id), await updateProperty(d)('client-2', id, input({ name: 'Volée' })), await deleteProperty(d)('client-2', id)]) {
      expect(!result.ok && result.error.code).toBe('properties.not_found');
    }
    expect(created.value.name).toBe('Maison');
    expect(created.value.deletedAt).toBeNull();
  });
});
