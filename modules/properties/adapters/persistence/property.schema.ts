import { EntitySchema } from '@mikro-orm/core';
import { Property, type PropertyType } from '../../domain/property.js';

const text = { type: 'text', nullable: true } as const;

export const PropertySchema = new EntitySchema<Property>({
  class: Property,
  tableName: 'properties',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'uuid' },
    name: { type: 'text' },
    addressLine1: { type: 'text' },
    city: { type: 'text' },
    placeId: { type: 'text' },
    regionId: { type: 'text' },
    postalCode: { type: 'text' },
    lat: { type: 'double', runtimeType: 'number' },
    lng: { type: 'double', runtimeType: 'number' },
    type: { type: 'text', runtimeType: 'string' as unknown as PropertyType },
    bedrooms: { type: 'smallint' },
    bathrooms: { type: 'double', runtimeType: 'number' },
    stories: { type: 'smallint' },
    squareFeet: { type: 'integer', nullable: true },
    parking: text,
    wifiName: text,
    wifiPassword: text,
    suppliesLocation: text,
    accessInstructions: text,
    trashLocation: text,
    roomsToAvoid: text,
    additionalNotes: text,
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz' },
    deletedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});
