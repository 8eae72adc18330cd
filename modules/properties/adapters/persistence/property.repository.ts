import type { EntityManager } from '@mikro-orm/postgresql';
import { entityById } from '../../../../src/shared/prepared-sql.js';
import { Property } from '../../domain/property.js';
import type { PropertyRepository } from '../../application/ports.js';

/** `em` is the request's (or job's) context-bound entity manager; see src/http/request-context.ts. */
export class MikroOrmPropertyRepository implements PropertyRepository {
  constructor(private readonly em: () => EntityManager) {}

  // A prepared read (every booking quote and request reads the property), unless this context holds it already.
  findById(id: string) {
    return entityById(this.em(), Property, { name: 'properties.by_id', table: 'properties', where: 'deleted_at is null' }, id, () => this.em().findOne(Property, { id, deletedAt: null }));
  }

  listByOwner(ownerId: string) {
    return this.em().find(Property, { ownerId, deletedAt: null }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  countByOwner(ownerId: string) {
    return this.em().count(Property, { ownerId, deletedAt: null });
  }

  async add(property: Property) {
    this.em().persist(property);
    await this.em().flush();
  }

  async flush() {
    await this.em().flush();
  }
}
