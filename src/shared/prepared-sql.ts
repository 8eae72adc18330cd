import type { EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';

/** A statement run on every request of a hot path; `name` must be unique in the process. */
export interface PreparedStatement {
  name: string;
  /** SQL with positional parameters ($1, $2, ...). */
  text: string;
}

const pools = new WeakMap<object, Promise<pg.Pool>>();

/**
 * Runs a hot statement as a named prepared statement on the ORM's own pool: PostgreSQL parses and
 * plans it once per connection. (The ORM's `execute` inlines the values into the SQL text, so every
 * call is parsed and planned again: on the messaging send path, planning was half of the database's
 * time.) Inside a transaction it runs through the transaction's connection like any other query.
 */
export async function preparedRows<T extends object>(em: EntityManager, statement: PreparedStatement, values: unknown[]): Promise<T[]> {
  if (em.isInTransaction()) {
    const order: unknown[] = [];
    const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => {
      order.push(values[Number(n) - 1]);
      return '?';
    });
    return em.execute<T[]>(text, order);
  }
  return pooledRows(em, statement, values);
}

/** The same on a pooled connection of its own, whatever transaction `em` is in (work shared by several requests). */
export async function pooledRows<T extends object>(em: EntityManager, statement: PreparedStatement, values: unknown[]): Promise<T[]> {
  const connection = em.getConnection();
  let pool = pools.get(connection);
  if (!pool) pools.set(connection, (pool = connection.getNativeClient() as Promise<pg.Pool>));
  const result = await (await pool).query<T>({ name: statement.name, text: statement.text, values });
  return result.rows;
}

const columnLists = new WeakMap<object, string>();

/**
 * The columns an entity's schema maps, quoted, for a prepared `select` whose rows `em.map` turns into
 * entities. Named rather than `*`: a column added by a migration on another instance does not change
 * the prepared statement's result type (PostgreSQL refuses a cached plan whose result changed).
 */
export function mappedColumns(em: EntityManager, entity: abstract new () => object): string {
  const meta = em.getMetadata().get(entity);
  let list = columnLists.get(meta);
  if (list === undefined) {
    list = meta.props
      .filter((p) => p.persist !== false && p.fieldNames?.length)
      .flatMap((p) => p.fieldNames.map((f) => `"${f}"`))
      .join(', ');
    columnLists.set(meta, list);
  }
  return list;
}

/**
 * Whether an entity of this id is in `em`'s identity map (in any state: loaded, partly loaded, a bare
 * reference, changed but not flushed). A prepared read mapped with `em.map` would overwrite it, so
 * then the ORM's own find, which knows how to merge, answers instead.
 */
export function inIdentityMap(em: EntityManager, entity: abstract new () => object, id: string): boolean {
  return em.getUnitOfWork().getById(entity, id as never) !== undefined;
}

const byIdStatements = new Map<string, PreparedStatement>();

/**
 * An entity by id on a hot path: a prepared `select` of its mapped columns from `table` (`where` adds
 * a condition, e.g. not deleted), mapped into the identity map. When the context already holds the
 * entity, `orm` answers instead (the ORM's find merges where `em.map` would refresh and overwrite).
 */
export async function entityById<T extends object>(
  em: EntityManager,
  entity: abstract new () => T,
  query: { name: string; table: string; where?: string },
  id: string,
  orm: () => Promise<T | null>,
): Promise<T | null> {
  if (inIdentityMap(em, entity, id)) return orm();
  let statement = byIdStatements.get(query.name);
  if (!statement) {
    statement = { name: query.name, text: `select ${mappedColumns(em, entity)} from ${query.table} where id = $1${query.where ? ` and ${query.where}` : ''}` };
    byIdStatements.set(query.name, statement);
  }
  const [row] = await preparedRows<EntityDictionary<T>>(em, statement, [id]);
  return row ? em.map(entity, row) : null;
}
