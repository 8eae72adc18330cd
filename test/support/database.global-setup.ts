import type { TestProject } from 'vitest/node';
import { createOrm, runMigrations } from '../../src/db/orm.js';
import { allEntities, allMigrations } from '../../src/modules.js';
import { createTestDatabase } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** One fresh, migrated database per project run, dropped at the end. */
export default async function setup(project: TestProject) {
  const db = await createTestDatabase(project.name.replace(/\W/g, ''));
  const orm = await createOrm({ databaseUrl: db.url, entities: allEntities, migrations: allMigrations, pool: { max: 2 } });
  await runMigrations(orm);
  await orm.close(true);
  project.provide('databaseUrl', db.url);
  return async () => {
    await db.drop();
  };
}
