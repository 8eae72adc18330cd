import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { gazetteer, SuggestionSigner } from '../../modules/geo/index.js';

// Public geography of Quebec and, for signed-in people, address suggestions.

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) });
});
afterAll(() => t.close());

const detail = (res: ApiResponse, field: string) => (res.body.details ?? []).find((d: { field: string }) => d.field === field);

describe('GET /api/geo/places', () => {
  it('finds places whatever the accents and case, those starting with the query first', async () => {
    const res = await t.api('GET', '/api/geo/places?q=TROIS%20rivieres');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ id: 'trois-rivieres', name: 'Trois-Rivières', regionId: '04' });
    expect(typeof res.body[0].lat).toBe('number');
    const montr = await t.api('GET', '/api/geo/places?q=montr&limit=3');
    expect(montr.body).toHaveLength(3);
    expect(montr.body.every((p: { name: string }) => p.name.startsWith('Montr'))).toBe(true);
  });

  it('is public and answers an empty list when nothing matches', async () => {
    const res = await t.api('GET', '/api/geo/places?q=xyzzy');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers 400 without q or with a limit out of bounds', async () => {
    const res = await t.api('GET', '/api/geo/places?limit=500', { headers: { 'accept-language': 'fr' } });
    expect(res.status).toBe(400);
    expect(detail(res, 'query.q')).toMatchObject({ code: 'fields.required', message: 'Ce champ est requis' });
    expect(detail(res, 'query.limit')).toMatchObject({ code: 'fields.too_large' });
  });
});

describe('GET /api/geo/places/{id}', () => {
  it('answers the place by id or by name', async () => {
    expect((await t.api('GET', '/api/geo/places/sherbrooke')).body).toMatchObject({ id: 'sherbrooke', name: 'Sherbrooke' });
    expect((await t.api('GET', `/api/geo/places/${encodeURIComponent('Trois Rivières')}`)).body.id).toBe('trois-rivieres');
  });

  it('answers 404 geo.city_not_found in the caller language', async () => {
    const fr = await t.api('GET', '/api/geo/places/nulle-part', { headers: { 'accept-language': 'fr' } });
    expect(fr.status).toBe(404);
    expect(fr.body).toEqual({ error: 'geo.city_not_found', message: 'Ville introuvable.' });
    const en = await t.api('GET', '/api/geo/places/nulle-part', { headers: { 'accept-language': 'en' } });
    expect(en.body.message).toBe('City not found.');
  });
});

describe('GET /api/geo/places/{id}/nearby', () => {
  it('lists other places within the distance, nearest first, with their distance', async () => {
    const res = await t.api('GET', '/api/geo/places/sherbrooke/nearby?km=30');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.some((p: { id: string }) => p.id === 'sherbrooke')).toBe(false);
    const km = res.body.map((p: { distanceKm: number }) => p.distanceKm);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(Math.max(...km)).toBeLessThanOrEqual(30);
  });

  it('answers 404 geo.no_cities_in_distance when nothing is that close', async () => {
    const res = await t.api('GET', '/api/geo/places/sherbrooke/nearby?km=1', { headers: { 'accept-language': 'fr' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'geo.no_cities_in_distance', message: 'Aucune ville dans un rayon de 1 km.' });
  });

  it('answers 404 for an unknown place and 400 for a missing or out-of-range distance', async () => {
    expect((await t.api('GET', '/api/geo/places/nulle-part/nearby?km=10')).body.error).toBe('geo.city_not_found');
    const missing = await t.api('GET', '/api/geo/places/sherbrooke/nearby');
    expect(missing.status).toBe(400);
    expect(detail(missing, 'query.km')?.code).toBe('fields.required');
    const far = await t.api('GET', '/api/geo/places/sherbrooke/nearby?km=1000');
    expect(detail(far, 'query.km')?.code).toBe('fields.too_large');
    const nan = await t.api('GET', '/api/geo/places/sherbrooke/nearby?km=abc');
    expect(detail(nan, 'query.km')?.code).toBe('fields.invalid_type');
  });
});

describe('GET /api/geo/regions', () => {
  it('lists the regions by number', async () => {
    const res = await t.api('GET', '/api/geo/regions');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(17);
    expect(res.body[0]).toEqual({ id: '01', slug: 'bas-saint-laurent', name: 'Bas-Saint-Laurent' });
  });
});

describe('GET /api/geo/regions/{id}', () => {
  it('answers a region by number or slug, with its places', async () => {
    const byId = await t.api('GET', '/api/geo/regions/05');
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: '05', slug: 'estrie', name: 'Estrie' });
    expect(byId.body.places.some((p: { id: string }) => p.id === 'sherbrooke')).toBe(true);
    expect(byId.body.places.every((p: { regionId: string }) => p.regionId === '05')).toBe(true);
    expect((await t.api('GET', '/api/geo/regions/estrie')).body.id).toBe('05');
  });

  it('answers 404 geo.region_not_found', async () => {
    const res = await t.api('GET', '/api/geo/regions/atlantide', { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'geo.region_not_found', message: 'Region not found.' });
  });
});

describe('GET /api/geo/address-suggestions', () => {
  it('answers 401 when not signed in', async () => {
    const res = await t.api('GET', '/api/geo/address-suggestions?q=123%20rue%20Principale%2C%20Granby');
    expect(res.status).toBe(401);
  });

  it('suggests the typed street in matching municipalities, with the normalised postal code and a signed id', async () => {
    const { token } = await loginAs(t, 'client');
    const q = encodeURIComponent('123 rue Principale, Granby');
    const res = await t.api('GET', `/api/geo/address-suggestions?q=${q}&postalCode=j2g2v2`, { token });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({
      line1: '123 rue Principale',
      city: 'Granby',
      placeId: 'granby',
      province: 'QC',
      postalCode: 'J2G 2V2',
      label: '123 rue Principale, Granby QC J2G 2V2',
    });
    expect(res.body[0].suggestionId).toMatch(/^a1\.[\w-]+\.[\w-]+$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an empty list for text without a civic number or a known municipality', async () => {
    const { token } = await loginAs(t, 'cleaner');
    expect((await t.api('GET', `/api/geo/address-suggestions?q=${encodeURIComponent('rue Principale, Granby')}`, { token })).body).toEqual([]);
  });

  it('answers 400 for a malformed postal code, and for one outside Quebec, with the field named', async () => {
    const { token } = await loginAs(t, 'client');
    const q = encodeURIComponent('123 rue Principale, Granby');
    const bad = await t.api('GET', `/api/geo/address-suggestions?q=${q}&postalCode=12345`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('geo.invalid_postal_code');
    expect(detail(bad, 'query.postalCode')).toMatchObject({ message: 'Code postal invalide. Format attendu\u00a0: A1A 1A1.' });
    const ontario = await t.api('GET', `/api/geo/address-suggestions?q=${q}&postalCode=K1A%200B1`, { token });
    expect(ontario.status).toBe(400);
    expect(ontario.body.error).toBe('geo.postal_code_outside_quebec');
    const short = await t.api('GET', '/api/geo/address-suggestions?q=ab', { token });
    expect(detail(short, 'query.q')?.code).toBe('fields.too_short');
  });
});

describe('addresses agree with their postal code (issue #14)', () => {
  const suggestions = async (token: string, q: string, postalCode: string) =>
    t.api('GET', `/api/geo/address-suggestions?q=${encodeURIComponent(q)}&postalCode=${encodeURIComponent(postalCode)}`, { token });

  it('reads "4200 rue Saint-Denis" with H2J 2L1 as a Montréal address, and it can be saved', async () => {
    const { token } = await loginAs(t, 'client');
    const res = await suggestions(token, '4200 rue Saint-Denis', 'H2J 2L1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ line1: '4200 rue Saint-Denis', city: 'Montréal', placeId: 'montreal', postalCode: 'H2J 2L1', label: '4200 rue Saint-Denis, Montréal QC H2J 2L1' }),
    ]);
    const created = await t.api('POST', '/api/properties', { token, body: { name: 'Plateau', suggestionId: res.body[0].suggestionId, type: 'apartment', bedrooms: 2, bathrooms: 1, stories: 1 } });
    expect(created.status).toBe(201);
    expect(created.body.address).toMatchObject({ line1: '4200 rue Saint-Denis', city: 'Montréal', postalCode: 'H2J 2L1' });
  });

  it('offers no town that disagrees with the postal code (Saint-Denis-sur-Richelieu is not in H2J)', async () => {
    const { token } = await loginAs(t, 'client');
    expect((await suggestions(token, '4200 rue Saint-Denis, Saint-Denis-sur-Richelieu', 'H2J 2L1')).body).toEqual([]);
    expect((await suggestions(token, '4200 rue Saint-Denis, Saint-Denis', 'H2J 2L1')).body).toEqual([]);
    const rural = await suggestions(token, '4200 rue Saint-Denis, Saint-Denis-sur-Richelieu', 'J0H 1K0');
    expect(rural.body.map((s: { placeId: string }) => s.placeId)).toEqual(['saint-denis-sur-richelieu']);
  });

  it('refuses to save an address signed earlier whose postal code is not its town’s, with the reason in both languages', async () => {
    const { token } = await loginAs(t, 'client');
    const town = gazetteer().findPlace('saint-denis-sur-richelieu')!;
    // What the server suggested before postal areas were checked (the bug of issue #14).
    const { suggestionId } = new SuggestionSigner(t.config.appSecret).sign({
      line1: '4200 rue',
      city: town.name,
      placeId: town.id,
      regionId: town.regionId,
      postalCode: 'H2J 2L1',
      lat: town.lat,
      lng: town.lng,
    });
    const body = { name: 'Plateau', suggestionId, type: 'apartment', bedrooms: 2, bathrooms: 1, stories: 1 };
    const fr = await t.api('POST', '/api/properties', { token, body, headers: { 'accept-language': 'fr' } });
    expect(fr.status).toBe(400);
    expect(fr.body.error).toBe('geo.postal_code_town_mismatch');
    expect(fr.body.message).toBe("Le code postal H2J 2L1 ne correspond pas à Saint-Denis-sur-Richelieu. Vérifiez le code postal, puis choisissez l'adresse de nouveau parmi les suggestions.");
    expect(detail(fr, 'body.suggestionId')).toMatchObject({ code: 'geo.postal_code_town_mismatch' });
    // A signed-in person reads messages in their account's language.
    const english = await loginAs(t, 'client', { locale: 'en' });
    const en = await t.api('POST', '/api/properties', { token: english.token, body });
    expect(en.body.message).toBe('The postal code H2J 2L1 does not match Saint-Denis-sur-Richelieu. Check the postal code, then choose the address again from the suggestions.');
    expect((await t.api('GET', '/api/properties', { token })).body).toEqual([]);
  });
});

describe('GET /api/geo/address-suggestions with GEOCODER_URL', () => {
  it('asks the configured geocoder (a local stand-in) and signs its precise coordinates', async () => {
    const seen: string[] = [];
    const geocoder = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify([
          {
            lat: '45.40123',
            lon: '-72.73456',
            address: { house_number: '77', road: 'Rue Principale', city: 'Granby', state: 'Québec', 'ISO3166-2-lvl4': 'CA-QC', postcode: 'J2G 2V2', country_code: 'ca' },
          },
        ]),
      );
    });
    await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
    const g = await createTestServer({ env: { GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/search` } });
    try {
      const { token } = await loginAs(g, 'client');
      const res = await g.api('GET', `/api/geo/address-suggestions?q=${encodeURIComponent('77 rue Principale, Granby')}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([expect.objectContaining({ line1: '77 Rue Principale', placeId: 'granby', postalCode: 'J2G 2V2', lat: 45.40123, lng: -72.73456 })]);
      expect(seen[0]).toMatch(/^\/search\?q=77\+rue\+Principale%2C\+Granby&/);
      // The suggestion is accepted as a property address on that server.
      const created = await g.api('POST', '/api/properties', { token, body: { name: 'Maison', suggestionId: res.body[0].suggestionId, type: 'house', bedrooms: 2, bathrooms: 1, stories: 1 } });
      expect(created.status).toBe(201);
      expect(created.body.address).toMatchObject({ lat: 45.40123, lng: -72.73456 });
    } finally {
      await g.close();
      await new Promise<void>((resolve) => geocoder.close(() => resolve()));
    }
  });
});
