import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer.js';
import { fsaOf, isRuralFsa, POSTAL_AREAS_PATH, postalAreas, type PostalAreasFile } from './postal-area.js';

const file = JSON.parse(readFileSync(POSTAL_AREAS_PATH, 'utf8')) as PostalAreasFile;
const areas = postalAreas();
const g = gazetteer();

describe('the postal areas table (modules/geo/data/quebec-fsa.json)', () => {
  it('says where its data comes from and lists each Quebec FSA once, in order', () => {
    expect(file.source).toMatch(/zipcodes 8\.0\.0/);
    const fsas = file.fsas.map((a) => a.fsa);
    expect(fsas.length).toBeGreaterThan(400);
    expect(new Set(fsas).size).toBe(fsas.length);
    expect(fsas).toEqual([...fsas].sort());
    for (const fsa of fsas) expect(fsa, fsa).toMatch(/^[GHJ]\d[ABCEGHJKLMNPRSTVWXYZ]$/);
    expect(fsas).not.toContain('H0H');
  });

  it('gives every urban area the towns it serves, all gazetteer places; rural areas name none', () => {
    for (const a of file.fsas) {
      for (const id of [...(a.towns ?? []), ...(a.areas ?? [])]) expect(g.findPlace(id)?.id, `${a.fsa} ${id}`).toBe(id);
      expect(a.towns === undefined, a.fsa).toBe(isRuralFsa(a.fsa));
      expect(a.lat, a.fsa).toBeGreaterThan(44.9);
      expect(a.lat, a.fsa).toBeLessThan(62.6);
      expect(a.name, a.fsa).not.toContain('\ufffd');
    }
  });

  it('puts every urban H area (H1A to H9X) in Montréal, Laval or the island cities, and every H7 area in Laval', () => {
    const urbanH = file.fsas.filter((a) => a.fsa[0] === 'H' && !isRuralFsa(a.fsa));
    expect(urbanH.length).toBeGreaterThan(120);
    for (const a of urbanH) {
      for (const id of a.towns!) expect(['06', '13'], `${a.fsa} ${id}`).toContain(g.findPlace(id)!.regionId);
      if (a.fsa.startsWith('H7')) expect(a.towns, a.fsa).toEqual(['laval']);
    }
    expect(areas.area('H2J')?.towns).toEqual(['montreal']);
  });
});

describe('FSA of a postal code', () => {
  it('is its first three characters; a 0 in second place is rural', () => {
    expect(fsaOf('H2J 2L1')).toBe('H2J');
    expect(fsaOf('h2j2l1')).toBe('H2J');
    expect(isRuralFsa('J0L')).toBe(true);
    expect(isRuralFsa('J4K')).toBe(false);
  });
});

describe('which towns a postal code agrees with', () => {
  it('H2J (Plateau-Mont-Royal) is Montréal, its borough and neighbours on the island, never Saint-Denis-sur-Richelieu', () => {
    expect(areas.agrees('montreal', 'H2J 2L1')).toBe(true);
    expect(areas.agrees('le-plateau-mont-royal', 'H2J 2L1')).toBe(true);
    expect(areas.agrees('outremont', 'H2J 2L1')).toBe(true);
    expect(areas.agrees('saint-denis-sur-richelieu', 'H2J 2L1')).toBe(false);
    // Across the river, near but another region and another letter.
    expect(areas.agrees('longueuil', 'H2J 2L1')).toBe(false);
    expect(areas.agrees('laval', 'H2J 2L1')).toBe(false);
  });

  it('knows former municipalities and reconstituted cities', () => {
    expect(areas.agrees('montreal', 'H8S 1A1')).toBe(true); // Lachine
    expect(areas.agrees('westmount', 'H3Z 2Y7')).toBe(true);
    expect(areas.agrees('laval', 'H7W 1A1')).toBe(true);
    expect(areas.agrees('chomedey', 'H7W 1A1')).toBe(true);
    expect(areas.agrees('quebec', 'G1V 0A6')).toBe(true); // Sainte-Foy
    expect(areas.agrees('levis', 'G1R 4P5')).toBe(false);
    expect(areas.agrees('gatineau', 'J8Y 3R6')).toBe(true); // Hull
    expect(areas.agrees('saguenay', 'G7H 1A1')).toBe(true); // Chicoutimi
  });

  it('rural areas agree with the towns around them, and never with a city of another letter', () => {
    expect(areas.agrees('saint-denis-sur-richelieu', 'J0H 1K0')).toBe(true);
    expect(areas.agrees('saint-denis-sur-richelieu', 'J0L 1A0')).toBe(true);
    expect(areas.agrees('granby', 'J0E 1A0')).toBe(true);
    expect(areas.agrees('gatineau', 'J0H 1K0')).toBe(false);
    expect(areas.agrees('montreal', 'J0N 1A0')).toBe(false);
    expect(areas.agrees('granby', 'G0A 1A0')).toBe(false);
  });

  it('judges an FSA the table does not know by its district, and Santa Claus (H0H) is nobody’s town', () => {
    expect(areas.agrees('laval', 'H7Z 1A1')).toBe(true);
    expect(areas.agrees('montreal', 'H7Z 1A1')).toBe(false);
    expect(areas.agrees('montreal', 'H0H 0H0')).toBe(false);
    expect(areas.agrees('montreal', 'H6A 1A1')).toBe(false);
    expect(areas.agrees('nulle-part', 'H2J 2L1')).toBe(false);
  });

  it('names the towns of an urban area to complete an address without one, none for a rural or unknown area', () => {
    expect(areas.townsOf('H2J 2L1').map((p) => p.name)).toEqual(['Montréal']);
    expect(areas.townsOf('H3X 1A1').map((p) => p.id)).toEqual(['hampstead', 'cote-saint-luc', 'montreal']);
    expect(areas.townsOf('J0L 1A0')).toEqual([]);
    expect(areas.townsOf('H7Z 1A1')).toEqual([]);
  });

  it('agrees with every town of its own table entry, whatever the distances', () => {
    for (const a of file.fsas) for (const id of a.towns ?? []) expect(areas.agrees(id, `${a.fsa} 1A1`), `${a.fsa} ${id}`).toBe(true);
  });
});
