import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';

export type Orm = MikroORM;

export interface OrmOptions {
  databaseUrl: string;
  entities: EntitySchema[];
  migrations: MigrationObject[];
  poolMax?: number;
}

/** One ORM per process: entities and migrations are collected from every module by src/modules.ts. */
export async function createOrm(options: OrmOptions): Promise<Orm> {
  const config: Options = {
    clientUrl: options.databaseUrl,
    entities: options.entities,
    extensions: [Migrator],
    // Requests get their own identity map through RequestContext; a global one would leak data between users.
    allowGlobalContext: false,
    pool: { min: 0, max: options.poolMax ?? 10 },
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
  return MikroORM.init(config);
}

export async function runMigrations(orm: Orm): Promise<string[]> {
  const done = await orm.migrator.up();
  return done.map((m) => m.name);
}

export async function pendingMigrations(orm: Orm): Promise<number> {
  return (await orm.migrator.getPending()).length;
}
