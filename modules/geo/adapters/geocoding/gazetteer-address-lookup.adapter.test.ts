import { describe, expect, it } from 'vitest';
import { gazetteer } from '../../domain/gazetteer.js';
import { GazetteerAddressLookup } from './gazetteer-address-lookup.adapter.js';

const lookup = new GazetteerAddressLookup(gazetteer());
const suggest = (text: string, postalCode: string | null = null, limit = 5) => lookup.suggest({ text, postalCode, limit });

describe('offline address lookup (gazetteer)', () => {
  it('splits at the last comma: street as typed, municipality from the gazetteer, its coordinates', async () => {
    const [first] = await suggest('123  rue Principale, Granby', 'J2G 2V2');
    const granby = gazetteer().findPlace('granby')!;
    expect(first).toEqual({ line1: '123 rue Principale', city: 'Granby', placeId: 'granby', regionId: granby.regionId, postalCode: 'J2G 2V2', lat: granby.lat, lng: granby.lng });
  });

  it('ignores accents and case in the municipality, and trailing QC / postal code', async () => {
    const [first] = await suggest('55 boul. René-Lévesque, trois rivieres QC G9A 5H3');
    expect(first?.placeId).toBe('trois-rivieres');
    expect(first?.line1).toBe('55 boul. René-Lévesque');
    expect(first?.postalCode).toBeNull();
  });

  it('offers several municipalities for a partial name, those starting with it first', async () => {
    const results = await suggest('10 rue Sainte-Catherine, Montr');
    expect(results.length).toBeGreaterThan(1);
    expect(results.every((r) => r.line1 === '10 rue Sainte-Catherine')).toBe(true);
    expect(results[0]?.city.startsWith('Montr')).toBe(true);
    expect(results.length).toBeLessThanOrEqual(5);
  });

  it('without a comma, reads the last words as the municipality', async () => {
    const [first] = await suggest('8 chemin du Lac Sherbrooke');
    expect(first).toMatchObject({ line1: '8 chemin du Lac', placeId: 'sherbrooke' });
  });

  it('suggests nothing without a civic number, without a known municipality, or for a city alone', async () => {
    expect(await suggest('rue Principale, Granby')).toEqual([]);
    expect(await suggest('123 rue Principale, Xyzzyville')).toEqual([]);
    expect(await suggest('Granby')).toEqual([]);
    expect(await suggest('')).toEqual([]);
  });

  it('honours the limit', async () => {
    expect(await suggest('1 rue A, Saint', null, 3)).toHaveLength(3);
  });
});
