import type { SqlRead } from '../../../../src/shared/sql-read.js';
import { sqlDate } from '../../../../src/shared/sql-values.js';
import { Property } from '../../domain/property.js';
import type { PropertyReads } from '../../application/ports.js';

type PropertyJson = Omit<Property, 'createdAt' | 'updatedAt' | 'deletedAt' | 'replace' | 'addressOf' | 'isOwnedBy' | 'remove'> & { createdAt: string; updatedAt: string };

/** A property as one JSON value (null when absent or deleted), for reads run together in one statement. */
const forBookingRead = (id: string): SqlRead<Property | null> => ({
  name: 'properties.for_booking_read',
  text: `select json_build_object('id', p.id, 'ownerId', p.owner_id, 'name', p.name, 'addressLine1', p.address_line1, 'city', p.city, 'placeId', p.place_id,
                'regionId', p.region_id, 'postalCode', p.postal_code, 'lat', p.lat, 'lng', p.lng, 'type', p.type, 'bedrooms', p.bedrooms, 'bathrooms', p.bathrooms,
                'stories', p.stories, 'squareFeet', p.square_feet, 'parking', p.parking, 'wifiName', p.wifi_name, 'wifiPassword', p.wifi_password,
                'suppliesLocation', p.supplies_location, 'accessInstructions', p.access_instructions, 'trashLocation', p.trash_location,
                'roomsToAvoid', p.rooms_to_avoid, 'additionalNotes', p.additional_notes, 'createdAt', p.created_at, 'updatedAt', p.updated_at)
           from properties p where p.id = $1::uuid and p.deleted_at is null`,
  values: [id],
  decode: (value) => {
    if (value === null) return null;
    const row = value as PropertyJson;
    return Object.assign(new Property(), { ...row, createdAt: sqlDate(row.createdAt), updatedAt: sqlDate(row.updatedAt), deletedAt: null });
  },
});

export const sqlPropertyReads: PropertyReads = { forBookingRead };
