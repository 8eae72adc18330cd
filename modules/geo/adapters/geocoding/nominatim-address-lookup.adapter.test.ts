import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gazetteer } from '../../domain/gazetteer.js';
import { GazetteerAddressLookup } from './gazetteer-address-lookup.adapter.js';
import { FallbackAddressLookup, NominatimAddressLookup } from './nominatim-address-lookup.adapter.js';

// A local stand-in for a Nominatim / Photon server: no network in tests.
let server: Server;
let base: string;
let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: [] };
const requests: URL[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    requests.push(new URL(req.url ?? '/', 'http://stand-in'));
    const { status, body, delayMs } = answer;
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    }, delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const nominatimRow = (over: Record<string, unknown> = {}, address: Record<string, unknown> = {}) => ({
  lat: '46.8123',
  lon: '-71.2145',
  display_name: '…',
  address: { house_number: '1050', road: 'Rue Saint-Jean', city: 'Québec', state: 'Québec', 'ISO3166-2-lvl4': 'CA-QC', postcode: 'G1R 1R7', country_code: 'ca', ...address },
  ...over,
});

describe('geocoder lookup (Nominatim / Photon compatible)', () => {
  let lookup: NominatimAddressLookup;
  beforeAll(() => {
    lookup = new NominatimAddressLookup(`${base}/search`, gazetteer());
  });

  it('asks for Quebec only and maps a Nominatim hit to a gazetteer municipality with precise coordinates', async () => {
    answer = { status: 200, body: [nominatimRow()] };
    const [hit] = await lookup.suggest({ text: '1050 rue Saint-Jean, Québec', postalCode: null, limit: 5 });
    expect(hit).toEqual({ line1: '1050 Rue Saint-Jean', city: 'Québec', placeId: gazetteer().findPlace('Québec')!.id, regionId: '03', postalCode: 'G1R 1R7', lat: 46.8123, lng: -71.2145 });
    const sent = requests.at(-1)!;
    expect(sent.pathname).toBe('/search');
    expect(sent.searchParams.get('q')).toBe('1050 rue Saint-Jean, Québec');
    expect(sent.searchParams.get('countrycodes')).toBe('ca');
    expect(sent.searchParams.get('bounded')).toBe('1');
    expect(sent.searchParams.get('format')).toBe('jsonv2');
  });

  it('drops hits outside Quebec and hits without a civic number; the typed postal code wins', async () => {
    answer = {
      status: 200,
      body: [
        nominatimRow({ lat: '45.42', lon: '-75.69' }, { city: 'Ottawa', state: 'Ontario', 'ISO3166-2-lvl4': 'CA-ON', postcode: 'K1A 0B1' }),
        nominatimRow({}, { house_number: undefined }),
        nominatimRow({ lat: '45.5017', lon: '-73.5673' }, { city: 'Montréal', postcode: 'H3B 2Y5', house_number: '1', road: 'Place Ville-Marie' }),
      ],
    };
    const hits = await lookup.suggest({ text: '1 Place Ville-Marie', postalCode: 'H3B 4A9', limit: 5 });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ line1: '1 Place Ville-Marie', placeId: 'montreal', postalCode: 'H3B 4A9' });
  });

  it('reads Photon GeoJSON too, and uses the nearest municipality when the name is unknown', async () => {
    answer = {
      status: 200,
      body: {
        type: 'FeatureCollection',
        features: [
          {
            geometry: { type: 'Point', coordinates: [-72.7342, 45.4001] },
            properties: { housenumber: '12', street: 'Rue Principale', city: 'Hameau Inconnu', state: 'Québec', countrycode: 'CA', postcode: 'J2G 2V2' },
          },
        ],
      },
    };
    const [hit] = await lookup.suggest({ text: '12 rue Principale', postalCode: null, limit: 5 });
    expect(hit).toMatchObject({ line1: '12 Rue Principale', placeId: 'granby', postalCode: 'J2G 2V2', lat: 45.4001, lng: -72.7342 });
  });

  it('ties a borough the gazetteer does not know to its postal code\'s town, and drops a postal code that contradicts the town', async () => {
    answer = {
      status: 200,
      body: [
        nominatimRow({ lat: '45.4397', lon: '-73.6800' }, { house_number: '700', road: 'Rue Notre-Dame', city: 'Lachine', postcode: 'H8S 2B4' }),
        nominatimRow({ lat: '45.7834', lon: '-73.1492' }, { house_number: '4200', road: 'Rue Saint-Denis', city: 'Saint-Denis-sur-Richelieu', postcode: 'H2J 2L1' }),
      ],
    };
    const hits = await lookup.suggest({ text: 'rue', postalCode: null, limit: 5 });
    expect(hits).toEqual([
      expect.objectContaining({ line1: '700 Rue Notre-Dame', placeId: 'montreal', postalCode: 'H8S 2B4' }),
      expect.objectContaining({ line1: '4200 Rue Saint-Denis', placeId: 'saint-denis-sur-richelieu', postalCode: null }),
    ]);
  });

  it('fails on an error answer or a timeout, and the fallback then answers from the gazetteer', async () => {
    answer = { status: 503, body: { error: 'busy' } };
    await expect(lookup.suggest({ text: '5 rue Main, Granby', postalCode: null, limit: 5 })).rejects.toThrow(/503/);
    const failures: unknown[] = [];
    const withFallback = new FallbackAddressLookup(lookup, new GazetteerAddressLookup(gazetteer()), (e) => failures.push(e));
    const [hit] = await withFallback.suggest({ text: '5 rue Main, Granby', postalCode: null, limit: 5 });
    expect(hit).toMatchObject({ line1: '5 rue Main', placeId: 'granby' });
    expect(failures).toHaveLength(1);

    answer = { status: 200, body: [], delayMs: 300 };
    const slow = new NominatimAddressLookup(`${base}/search`, gazetteer(), fetch, 50);
    await expect(slow.suggest({ text: '5 rue Main, Granby', postalCode: null, limit: 5 })).rejects.toThrow();
  });
});
