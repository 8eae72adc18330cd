import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';

// A client's properties: clients only, each client sees only their own, addresses from suggestions.

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) });
});
afterAll(() => t.close());

const detail = (res: ApiResponse, field: string) => (res.body.details ?? []).find((d: { field: string }) => d.field === field);

async function suggestion(token: string, q = '123 rue Principale, Granby', postalCode: string | null = 'J2G 2V2') {
  const query = `q=${encodeURIComponent(q)}${postalCode ? `&postalCode=${encodeURIComponent(postalCode)}` : ''}`;
  const res = await t.api('GET', `/api/geo/address-suggestions?${query}`, { token });
  expect(res.status).toBe(200);
  expect(res.body.length).toBeGreaterThan(0);
  return res.body[0] as { suggestionId: string; label: string; lat: number; lng: number };
}

const input = (suggestionId: string, over: Record<string, unknown> = {}) => ({
  name: 'Maison de Granby',
  suggestionId,
  type: 'bungalow',
  bedrooms: 3,
  bathrooms: 1.5,
  stories: 1,
  squareFeet: 1200,
  parking: 'Entrée de garage',
  wifiName: 'Famille-Tremblay',
  wifiPassword: 'secret mot de passe',
  suppliesLocation: 'Sous l’évier',
  accessInstructions: 'Boîte à clé, code 4321',
  trashLocation: 'Garage',
  roomsToAvoid: 'Bureau',
  additionalNotes: 'Chat timide',
  ...over,
});

async function newClientWithProperty(over: Record<string, unknown> = {}) {
  const client = await loginAs(t, 'client');
  const s = await suggestion(client.token);
  const res = await t.api('POST', '/api/properties', { token: client.token, body: input(s.suggestionId, over) });
  expect(res.status).toBe(201);
  return { ...client, property: res.body };
}

describe('POST /api/properties', () => {
  it('answers 401 when not signed in', async () => {
    expect((await t.api('POST', '/api/properties', { body: input('x') })).status).toBe(401);
  });

  it('answers 403 "properties are for clients" to cleaners, admins and people without a role', async () => {
    for (const role of ['cleaner', 'admin', null] as const) {
      const { token } = await loginAs(t, role);
      const res = await t.api('POST', '/api/properties', { token, body: input('x'), headers: { 'accept-language': 'fr' } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'properties.clients_only', message: 'Les propriétés sont réservées aux clients.' });
    }
  });

  it('answers 400 naming each bad field, with the product messages', async () => {
    const { token } = await loginAs(t, 'client');
    const s = await suggestion(token);
    const res = await t.api('POST', '/api/properties', {
      token,
      body: { ...input(s.suggestionId, { type: 'castle', bedrooms: 21, stories: 0, squareFeet: 50, wifiName: 'x'.repeat(65), extra: true }), name: undefined },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Veuillez vérifier tous les champs');
    expect(detail(res, 'body.name')).toMatchObject({ code: 'fields.required', message: 'Ce champ est requis' });
    expect(detail(res, 'body.type')?.code).toBe('fields.invalid_choice');
    expect(detail(res, 'body.bedrooms')).toMatchObject({ code: 'fields.too_large', message: 'Doit être au plus 20' });
    expect(detail(res, 'body.stories')?.code).toBe('fields.too_small');
    expect(detail(res, 'body.squareFeet')?.code).toBe('fields.too_small');
    expect(detail(res, 'body.wifiName')?.code).toBe('fields.too_long');
    expect(detail(res, 'body.extra')?.code).toBe('fields.unknown');
  });

  it('answers 400 for bathrooms that are not in half steps, and for a blank name', async () => {
    const { token } = await loginAs(t, 'client');
    const s = await suggestion(token);
    const res = await t.api('POST', '/api/properties', { token, body: input(s.suggestionId, { bathrooms: 1.25, name: '   ' }) });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.bathrooms')).toMatchObject({ code: 'properties.bathrooms_half_steps', message: 'Le nombre de salles de bain va par demi (par exemple 1,5).' });
    expect(detail(res, 'body.name')?.code).toBe('fields.required');
  });

  it('answers 400 when the address was not chosen from suggestions (tampered, foreign or made-up id)', async () => {
    const { token } = await loginAs(t, 'client');
    const s = await suggestion(token);
    const [v, , sig] = s.suggestionId.split('.');
    const forgedPayload = Buffer.from(JSON.stringify(['1 rue Ailleurs', 'Granby', 'granby', '16', 'J2G 2V2', 45.4, -72.7])).toString('base64url');
    for (const suggestionId of [`${v}.${forgedPayload}.${sig}`, 'a1.abc.def', 'made-up']) {
      const res = await t.api('POST', '/api/properties', { token, body: input(suggestionId), headers: { 'accept-language': 'fr' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('properties.address_not_from_suggestions');
      expect(detail(res, 'body.suggestionId')?.message).toBe("L'adresse doit être choisie parmi les suggestions.");
    }
    // Signed by another server (another APP_SECRET).
    const other = await createTestServer();
    try {
      const { token: otherToken } = await loginAs(other, 'client');
      const foreign = (await other.api('GET', `/api/geo/address-suggestions?q=${encodeURIComponent('5 rue Main, Granby')}&postalCode=J2G2V2`, { token: otherToken })).body[0].suggestionId;
      const res = await t.api('POST', '/api/properties', { token, body: input(foreign) });
      expect(res.body.error).toBe('properties.address_not_from_suggestions');
    } finally {
      await other.close();
    }
  });

  it('answers 400 when the chosen suggestion has no postal code', async () => {
    const { token } = await loginAs(t, 'client');
    const s = await suggestion(token, '123 rue Principale, Granby', null);
    const res = await t.api('POST', '/api/properties', { token, body: input(s.suggestionId) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('properties.postal_code_required');
  });

  it('creates the property (201) with the signed address, its coordinates and every field', async () => {
    const { token } = await loginAs(t, 'client');
    const s = await suggestion(token);
    const res = await t.api('POST', '/api/properties', { token, body: input(s.suggestionId, { parking: '  ', additionalNotes: null }) });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/properties/${res.body.id}`);
    expect(res.body).toMatchObject({
      name: 'Maison de Granby',
      type: 'bungalow',
      bedrooms: 3,
      bathrooms: 1.5,
      stories: 1,
      squareFeet: 1200,
      parking: null,
      additionalNotes: null,
      wifiPassword: 'secret mot de passe',
      accessInstructions: 'Boîte à clé, code 4321',
      address: { line1: '123 rue Principale', city: 'Granby', placeId: 'granby', province: 'QC', postalCode: 'J2G 2V2', lat: s.lat, lng: s.lng, label: s.label, suggestionId: s.suggestionId },
    });
  });
});

describe('GET /api/properties', () => {
  it('answers 401 and 403', async () => {
    expect((await t.api('GET', '/api/properties')).status).toBe(401);
    const { token } = await loginAs(t, 'cleaner');
    expect((await t.api('GET', '/api/properties', { token })).body.error).toBe('properties.clients_only');
  });

  it("lists only the caller's own properties, oldest first", async () => {
    const a = await newClientWithProperty({ name: 'Chalet' });
    const s = await suggestion(a.token, '9 chemin du Lac, Magog', 'J1X 1A1');
    await t.api('POST', '/api/properties', { token: a.token, body: input(s.suggestionId, { name: 'Condo', type: 'condo' }) });
    await newClientWithProperty({ name: 'Someone else' });
    const res = await t.api('GET', '/api/properties', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Chalet', 'Condo']);
  });
});

describe('GET /api/properties/{id}', () => {
  it('answers 401, 403, and 400 for an id that is not a UUID', async () => {
    const { property } = await newClientWithProperty();
    expect((await t.api('GET', `/api/properties/${property.id}`)).status).toBe(401);
    const cleaner = await loginAs(t, 'cleaner');
    expect((await t.api('GET', `/api/properties/${property.id}`, { token: cleaner.token })).status).toBe(403);
    const client = await loginAs(t, 'client');
    const res = await t.api('GET', '/api/properties/not-a-uuid', { token: client.token });
    expect(res.status).toBe(400);
    expect(detail(res, 'path.id')?.code).toBe('fields.invalid_id');
  });

  it("answers 404 for another client's property, never its data", async () => {
    const { property } = await newClientWithProperty();
    const other = await loginAs(t, 'client');
    const res = await t.api('GET', `/api/properties/${property.id}`, { token: other.token, headers: { 'accept-language': 'fr' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'properties.not_found', message: 'Propriété introuvable.' });
  });

  it('answers the owner with everything, secrets included', async () => {
    const { token, property } = await newClientWithProperty();
    const res = await t.api('GET', `/api/properties/${property.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(property);
  });
});

describe('PUT /api/properties/{id}', () => {
  it('answers 401, 403 and 404 for another client', async () => {
    const { property, token } = await newClientWithProperty();
    const body = input(property.address.suggestionId);
    expect((await t.api('PUT', `/api/properties/${property.id}`, { body })).status).toBe(401);
    expect((await t.api('PUT', `/api/properties/${property.id}`, { body, token: (await loginAs(t, 'admin')).token })).status).toBe(403);
    const other = await loginAs(t, 'client');
    expect((await t.api('PUT', `/api/properties/${property.id}`, { body, token: other.token })).status).toBe(404);
    expect((await t.api('GET', `/api/properties/${property.id}`, { token })).body.name).toBe('Maison de Granby');
  });

  it('answers 400 for bad fields and for a forged address, changing nothing', async () => {
    const { property, token } = await newClientWithProperty();
    const bad = await t.api('PUT', `/api/properties/${property.id}`, { token, body: input(property.address.suggestionId, { bedrooms: -1 }) });
    expect(detail(bad, 'body.bedrooms')?.code).toBe('fields.too_small');
    const forged = await t.api('PUT', `/api/properties/${property.id}`, { token, body: input(`${property.address.suggestionId}x`, { name: 'Changed' }) });
    expect(forged.body.error).toBe('properties.address_not_from_suggestions');
    expect((await t.api('GET', `/api/properties/${property.id}`, { token })).body.name).toBe('Maison de Granby');
  });

  it('replaces the fields, keeping the address when its own id is sent back, or moving to a new suggestion', async () => {
    const { property, token } = await newClientWithProperty();
    const same = await t.api('PUT', `/api/properties/${property.id}`, { token, body: input(property.address.suggestionId, { name: 'Maison rénovée', bathrooms: 2, squareFeet: null, wifiPassword: null }) });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ name: 'Maison rénovée', bathrooms: 2, squareFeet: null, wifiPassword: null, address: property.address });
    const moved = await suggestion(token, '40 rue King Ouest, Sherbrooke', 'J1H 1N8');
    const res = await t.api('PUT', `/api/properties/${property.id}`, { token, body: input(moved.suggestionId) });
    expect(res.body.address).toMatchObject({ line1: '40 rue King Ouest', placeId: 'sherbrooke', postalCode: 'J1H 1N8' });
  });
});

describe('DELETE /api/properties/{id}', () => {
  it('answers 401, 403 and 404 for another client', async () => {
    const { property } = await newClientWithProperty();
    expect((await t.api('DELETE', `/api/properties/${property.id}`)).status).toBe(401);
    expect((await t.api('DELETE', `/api/properties/${property.id}`, { token: (await loginAs(t, 'cleaner')).token })).status).toBe(403);
    expect((await t.api('DELETE', `/api/properties/${property.id}`, { token: (await loginAs(t, 'client')).token })).status).toBe(404);
  });

  it('removes the property from the list (204), then answers 404 for it', async () => {
    const { property, token } = await newClientWithProperty();
    expect((await t.api('DELETE', `/api/properties/${property.id}`, { token })).status).toBe(204);
    expect((await t.api('GET', '/api/properties', { token })).body).toEqual([]);
    expect((await t.api('GET', `/api/properties/${property.id}`, { token })).status).toBe(404);
    expect((await t.api('DELETE', `/api/properties/${property.id}`, { token })).status).toBe(404);
  });
});

describe('properties for a cleaner (the booking module calls this)', () => {
  it('withholds the wifi password and access instructions while no booking is confirmed', async () => {
    const { property } = await newClientWithProperty();
    const cleaner = await loginAs(t, 'cleaner');
    const view = await t.inContext(() => t.server.app.properties.api.propertyForCleaner(cleaner.user.id, property.id));
    expect(view).toMatchObject({ id: property.id, name: 'Maison de Granby', wifiName: 'Famille-Tremblay', wifiPassword: null, accessInstructions: null, restricted: true });
    expect(view).not.toHaveProperty('ownerId');
  });
});
