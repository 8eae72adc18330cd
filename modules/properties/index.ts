import { eraseDeletedAccessDetails } from './adapters/persistence/properties.retention.js';
import { propertiesErasure } from './adapters/persistence/properties.erasure.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { propertiesPersonalData } from './adapters/persistence/properties.personal-data.js';
import type { MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { AddressSuggestions, PropertiesDeps, PropertyAccessPolicy } from './application/ports.js';
import { propertyForBookingRead } from './application/property-for-booking.js';
import { sqlPropertyReads } from './adapters/persistence/property.reads.js';
import { readOne } from '../../src/shared/sql-read.js';
import { getPropertyForCleaner } from './application/get-property-for-cleaner.js';
import { PropertySchema } from './adapters/persistence/property.schema.js';
import { MikroOrmPropertyRepository } from './adapters/persistence/property.repository.js';
import { PropertiesInit } from './adapters/persistence/migrations/2026112220-properties-init.js';
import { noBookingsYetAccessPolicy } from './adapters/access/no-bookings-yet.access-policy.js';
import { propertiesRouter } from './adapters/http/properties.routes.js';

export type { PropertyAccessPolicy, AddressSuggestions } from './application/ports.js';
export type { PropertyForBooking } from './application/property-for-booking.js';
export type { CleanerPropertyView } from './domain/property-access.js';
export { PROPERTY_TYPES, PROPERTY_BOUNDS, type PropertyType } from './domain/property.js';

/** Tables and migrations, known before the ORM starts. */
export const propertiesPersistence = {
  entities: [PropertySchema],
  migrations: [{ name: '2026112220-properties-init', class: PropertiesInit }] satisfies MigrationObject[],
};

export interface PropertiesModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  /** The geo module's signed suggestions. */
  addresses: AddressSuggestions;
  /** Who besides the owner may read the secrets; default: nobody until bookings exist. */
  access?: PropertyAccessPolicy;
}

export function createPropertiesModule(d: PropertiesModuleDeps) {
  const deps: PropertiesDeps = {
    properties: new MikroOrmPropertyRepository(d.em),
    addresses: d.addresses,
    access: d.access ?? noBookingsYetAccessPolicy,
    clock: d.clock,
  };
  const forBookingRead = propertyForBookingRead(sqlPropertyReads);
  return {
    router: propertiesRouter(deps),
    api: {
      /**
       * For the booking module: a property as the given cleaner may see it (null when it does not exist).
       * The wifi password and access instructions are withheld unless the cleaner has a confirmed booking there.
       */
      propertyForCleaner: getPropertyForCleaner(deps),
      /** For the booking module: the property with its owner, in both views (null when absent or deleted). */
      propertyForBooking: (propertyId: string) => readOne(d.em(), forBookingRead(propertyId)),
      /** The same as a read, to run with the booking request's other reads in one statement (src/shared/sql-read.ts). */
      propertyForBookingRead: forBookingRead,
      /** The data export (portability): the client's properties, as they entered them. */
      personalData: propertiesPersonalData(d.em),
      /** Account deletion: see properties.erasure.ts. */
      erasePersonalData: propertiesErasure(d.em),
      /** Retention (src/jobs/retention.ts): access details of properties deleted before `before`, one bounded batch. */
      eraseDeletedAccessDetails: eraseDeletedAccessDetails(d.em),
    },
  };
}

export type PropertiesModule = ReturnType<typeof createPropertiesModule>;
