import { describe, expect, it } from 'vitest';
import { Property, validatePropertyDetails } from './property.js';
import { viewForCleaner } from './property-access.js';
import { getPropertyForCleaner } from '../application/get-property-for-cleaner.js';
import { fakeAccessPolicy, InMemoryPropertyRepository } from '../testing/in-memory-property.repository.js';
import { noBookingsYetAccessPolicy } from '../adapters/access/no-bookings-yet.access-policy.js';

const property = () =>
  Property.create({
    id: 'p1',
    ownerId: 'client-1',
    address: { line1: '1 rue A', city: 'Granby', placeId: 'granby', regionId: '16', postalCode: 'J2G 2V2', lat: 45.4, lng: -72.7 },
    details: validatePropertyDetails({
      name: 'Maison',
      type: 'house',
      bedrooms: 3,
      bathrooms: 1,
      stories: 1,
      wifiName: 'Maison-WiFi',
      wifiPassword: 'motdepasse',
      accessInstructions: 'Code 1234',
      roomsToAvoid: 'Bureau',
    }).details,
    now: new Date('2026-11-22T10:00:00Z'),
  });

describe('what a cleaner sees of a property', () => {
  it('withholds the wifi password and access instructions without a confirmed booking', () => {
    const view = viewForCleaner(property(), false);
    expect(view).toMatchObject({ wifiName: 'Maison-WiFi', wifiPassword: null, accessInstructions: null, roomsToAvoid: 'Bureau', restricted: true });
    expect(view).not.toHaveProperty('ownerId');
  });

  it('shows them to the cleaner of a confirmed booking', () => {
    expect(viewForCleaner(property(), true)).toMatchObject({ wifiPassword: 'motdepasse', accessInstructions: 'Code 1234', restricted: false });
  });

  it('asks the access port about this cleaner and this property only', async () => {
    const properties = new InMemoryPropertyRepository();
    await properties.add(property());
    const get = getPropertyForCleaner({ properties, access: fakeAccessPolicy([['cleaner-1', 'p1']]) });
    expect(await get('cleaner-1', 'p1')).toMatchObject({ wifiPassword: 'motdepasse', restricted: false });
    expect(await get('cleaner-2', 'p1')).toMatchObject({ wifiPassword: null, restricted: true });
    expect(await get('cleaner-1', 'missing')).toBeNull();
  });

  it('today (no bookings yet) nobody but the owner reads the secrets', async () => {
    const properties = new InMemoryPropertyRepository();
    await properties.add(property());
    expect(await getPropertyForCleaner({ properties, access: noBookingsYetAccessPolicy })('cleaner-1', 'p1')).toMatchObject({ restricted: true, accessInstructions: null });
  });

  it('a deleted property is not found', async () => {
    const properties = new InMemoryPropertyRepository();
    const p = property();
    p.remove(new Date());
    await properties.add(p);
    expect(await getPropertyForCleaner({ properties, access: fakeAccessPolicy([['cleaner-1', 'p1']]) })('cleaner-1', 'p1')).toBeNull();
  });
});
