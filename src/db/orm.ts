import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import pg from 'pg';
import { guardPool, type ConnectionGuardMode, type GuardedPool } from './connection-guard.js';

const { Client: PgClient } = pg;

export type Orm = MikroORM;

export interface OrmOptions {
  databaseUrl: string;
  entities: EntitySchema[];
  migrations: MigrationObject[];
  /** Pool size and the bounds on every wait; defaults are config.ts's. */
  pool?: Partial<PoolSettings>;
  /** Called with each second-connection request made inside a transaction (see connection-guard.ts). */
  onGuardViolation?: (e: Error) => void;
}

export interface PoolSettings {
  max: number;
  /** Longest wait for a pooled connection (or a new one to open); then the request fails fast (503). */
  acquireTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer than this. */
  statementTimeoutMs: number;
  /** PostgreSQL ends a session left idle inside a transaction longer than this (its locks are released). */
  idleInTransactionTimeoutMs: number;
  guard: ConnectionGuardMode;
}

export const DEFAULT_POOL: PoolSettings = {
  max: 10,
  acquireTimeoutMs: 3000,
  statementTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 10_000,
  guard: 'throw',
};

const guards = new WeakMap<Orm, GuardedPool>();

/** What the connection guard has seen on this ORM's pool. */
export function connectionGuardOf(orm: Orm): GuardedPool {
  return guards.get(orm) ?? { violations: [] };
}

/** One ORM per process: entities and migrations are collected from every module by src/modules.ts. */
export async function createOrm(options: OrmOptions): Promise<Orm> {
  const pool = { ...DEFAULT_POOL, ...options.pool };
  // One record per ORM, whichever pool the driver ends up creating.
  const guard: GuardedPool = { violations: [] };
  const config: Options = {
    clientUrl: options.databaseUrl,
    entities: options.entities,
    extensions: [Migrator],
    // Requests get their own identity map through RequestContext; a global one would leak data between users.
    allowGlobalContext: false,
    pool: { min: 0, max: pool.max },
    driverOptions: {
      connectionTimeoutMillis: pool.acquireTimeoutMs,
      statement_timeout: pool.statementTimeoutMs,
      idle_in_transaction_session_timeout: pool.idleInTransactionTimeoutMs,
      // A hung server (not a slow statement) never answers the statement timeout: give up client-side too.
      query_timeout: pool.statementTimeoutMs + 2000,
      keepAlive: true,
      onPoolCreated: (created: pg.Pool) => {
        guardPool(created, pool.guard, (e) => options.onGuardViolation?.(e), guard);
      },
    },
    migrations: {
      tableName: 'platform_migrations',
      migrationsList: options.migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    debug: false,
  };
  const orm = await MikroORM.init(config);
  guards.set(orm, guard);
  return orm;
}

/** Key of the session-level advisory lock held while migrations run ('eclat:migrations'). */
export const MIGRATION_LOCK_KEY = 'eclat:migrations';

/**
 * Applies pending migrations. Instances that start together on one database take turns: the first
 * holds an advisory lock (on a connection of its own, outside the pool and its statement timeout)
 * while it migrates; the others wait for it, then find nothing left to do (docs/deploy.md, "Migrations").
 */
export async function runMigrations(orm: Orm): Promise<string[]> {
  const lock = new PgClient({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtextextended($1, 0))', [MIGRATION_LOCK_KEY]);
    const done = await orm.migrator.up();
    return done.map((m) => m.name);
  } finally {
    // Ending the session releases the lock even if the unlock is never sent.
    await lock.query('select pg_advisory_unlock(hashtextextended($1, 0))', [MIGRATION_LOCK_KEY]).catch(() => {});
    await lock.end().catch(() => {});
  }
}

export async function pendingMigrations(orm: Orm): Promise<number> {
  return (await orm.migrator.getPending()).length;
}
