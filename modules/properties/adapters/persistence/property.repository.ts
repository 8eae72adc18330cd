import type { EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { inIdentityMap, mappedColumns, preparedRows, type PreparedStatement } from '../../../../src/shared/prepared-sql.js';
import { Property } from '../../domain/property.js';
import type { PropertyRepository } from '../../application/ports.js';

let statement: PreparedStatement | undefined;

/** `em` is the request's (or job's) context-bound entity manager; see src/http/request-context.ts. */
export class MikroOrmPropertyRepository implements PropertyRepository {
  constructor(private readonly em: () => EntityManager) {}

  // A prepared read (every booking quote and request reads the property), unless this context holds it already.
  async findById(id: string) {
    const em = this.em();
    if (inIdentityMap(em, Property, id)) return em.findOne(Property, { id, deletedAt: null });
    statement ??= { name: 'properties.by_id', text: `select ${mappedColumns(em, Property)} from properties where id = $1 and deleted_at is null` };
    const [row] = await preparedRows<EntityDictionary<Property>>(em, statement, [id]);
    return row ? em.map(Property, row) : null;
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
