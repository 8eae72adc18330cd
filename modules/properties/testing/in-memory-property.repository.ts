import type { Property } from '../domain/property.js';
import type { PropertyAccessPolicy, PropertyRepository } from '../application/ports.js';

/** For unit tests of this module and of others (booking). */
export class InMemoryPropertyRepository implements PropertyRepository {
  readonly rows = new Map<string, Property>();

  async findById(id: string) {
    const p = this.rows.get(id);
    return p && p.deletedAt === null ? p : null;
  }

  async listByOwner(ownerId: string) {
    return [...this.rows.values()].filter((p) => p.ownerId === ownerId && p.deletedAt === null).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async countByOwner(ownerId: string) {
    return (await this.listByOwner(ownerId)).length;
  }

  async add(property: Property) {
    this.rows.set(property.id, property);
  }

  async flush() {}
}

/** A policy that grants access for the (cleaner, property) pairs it is given. */
export function fakeAccessPolicy(granted: Array<[cleanerUserId: string, propertyId: string]> = []): PropertyAccessPolicy {
  return {
    cleanerHasConfirmedBookingAt: async (cleaner, property) => granted.some(([c, p]) => c === cleaner && p === property),
  };
}
