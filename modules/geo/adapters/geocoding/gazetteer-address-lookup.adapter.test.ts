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

  it('keeps a street that holds a town name whole: "4200 rue Saint-Denis" is not "4200 rue" in Saint-Denis-sur-Richelieu', async () => {
    expect(await suggest('4200 rue Saint-Denis')).toEqual([]);
    expect(await suggest('4200 rue Saint-Denis, Saint-Denis-sur-Richelieu', 'J0H 1K0')).toEqual([
      expect.objectContaining({ line1: '4200 rue Saint-Denis', placeId: 'saint-denis-sur-richelieu' }),
    ]);
    const [montreal] = await suggest('4200 rue Saint-Denis Montréal');
    expect(montreal).toMatchObject({ line1: '4200 rue Saint-Denis', placeId: 'montreal' });
    const [laval] = await suggest('1 rue Laval Laval');
    expect(laval).toMatchObject({ line1: '1 rue Laval', placeId: 'laval' });
  });

  it('takes the town from the postal code when the text names none: 4200 rue Saint-Denis + H2J 2L1 is in Montréal', async () => {
    const montreal = gazetteer().findPlace('montreal')!;
    expect(await suggest('4200 rue Saint-Denis', 'H2J 2L1')).toEqual([
      { line1: '4200 rue Saint-Denis', city: 'Montréal', placeId: 'montreal', regionId: '06', postalCode: 'H2J 2L1', lat: montreal.lat, lng: montreal.lng },
    ]);
    expect(await suggest('1000 rue Sherbrooke Ouest', 'H3A 1A1')).toEqual([expect.objectContaining({ line1: '1000 rue Sherbrooke Ouest', placeId: 'montreal' })]);
    expect(await suggest('4200 rue Saint-Denis,', 'H2J 2L1')).toEqual([expect.objectContaining({ line1: '4200 rue Saint-Denis', placeId: 'montreal' })]);
    // A rural area serves many towns: the person names theirs.
    expect(await suggest('12 rang 3', 'J0L 1A0')).toEqual([]);
  });

  it('offers only towns that agree with the postal code, and never swaps a named town for another', async () => {
    expect(await suggest('4200 rue Saint-Denis, Saint-Denis', 'H2J 2L1')).toEqual([]);
    expect(await suggest('4200 rue Saint-Denis Saint-Denis-sur-Richelieu', 'H2J 2L1')).toEqual([]);
    const montr = (await suggest('10 rue Sainte-Catherine, Montr', 'H2X 1Y4')).map((r) => r.placeId);
    expect(montr[0]).toBe('montreal');
    expect(montr).not.toContain('montreal-nord');
    expect(montr).not.toContain('montreal-est');
    const [granby] = await suggest('123 rue Principale, Granby', 'J2G 2V2');
    expect(granby?.placeId).toBe('granby');
    expect(await suggest('123 rue Principale, Granby', 'H2J 2L1')).toEqual([]);
  });

  it('honours the limit', async () => {
    expect(await suggest('1 rue A, Saint', null, 3)).toHaveLength(3);
  });
});
