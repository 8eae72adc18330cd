import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { clientWithProperty } from '../support/booking-fixtures.js';
import { readOne, readTogether } from '../../src/shared/sql-read.js';

/** Issue #24: the property a booking request reads, as a read run alone, with others, and inside a transaction. */
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
});
afterAll(() => t.close());

const api = () => t.server.app.properties.api;
const read = (id: string) => t.inContext(() => readOne(t.server.orm.em, api().propertyForBookingRead(id)));

describe('properties.propertyForBookingRead', () => {
  it('answers the owner and both views, as the owner reads the property', async () => {
    const client = await clientWithProperty(t);
    const owned = (await t.api('GET', `/api/properties/${client.property.id}`, { token: client.token })).body;
    const found = await read(client.property.id);
    const { suggestionId: _s, label: _l, province: _p, ...address } = owned.address;
    const fields = {
      id: owned.id,
      name: 'Maison',
      address,
      type: 'house',
      bedrooms: 3,
      bathrooms: 2,
      stories: 2,
      squareFeet: null,
      parking: null,
      wifiName: 'Maison-WiFi',
      suppliesLocation: null,
      trashLocation: null,
      roomsToAvoid: null,
      additionalNotes: null,
    };
    expect(found).toEqual({
      ownerId: client.user.id,
      full: { ...fields, wifiPassword: 'motdepasse', accessInstructions: 'Code 1234', restricted: false },
      withoutSecrets: { ...fields, wifiPassword: null, accessInstructions: null, restricted: true },
    });
    expect(typeof found!.full.address.lat).toBe('number');
    // The Promise method runs the same read.
    expect(await t.inContext(() => api().propertyForBooking(client.property.id))).toEqual(found);
  });

  it('answers null for an unknown or deleted property', async () => {
    const client = await clientWithProperty(t);
    expect(await read('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect((await t.api('DELETE', `/api/properties/${client.property.id}`, { token: client.token })).status).toBe(204);
    expect(await read(client.property.id)).toBeNull();
    expect(await t.inContext(() => api().propertyForBooking(client.property.id))).toBeNull();
  });

  it('runs with other reads in one statement, and inside a transaction', async () => {
    const [a, b] = await Promise.all([clientWithProperty(t), clientWithProperty(t)]);
    const [first, second] = await t.inContext(() => readTogether(t.server.orm.em, api().propertyForBookingRead(a.property.id), api().propertyForBookingRead(b.property.id)));
    expect([first?.ownerId, second?.ownerId]).toEqual([a.user.id, b.user.id]);
    const inTx = await t.inContext(() => t.server.orm.em.transactional((em) => readOne(em, api().propertyForBookingRead(a.property.id))));
    expect(inTx).toEqual(first);
  });
});
