import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createOrm, runMigrations } from '../../src/db/orm.js';
import { allEntities, allMigrations } from '../../src/modules.js';
import { createTestDatabase } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The first worker's database (the only one when files run one at a time). */
    databaseUrl: string;
    /** One migrated database per worker of the project (see test/support/database-url.ts). */
    databaseUrls: string[];
  }
}

const nameOf = (url: string) => new URL(url).pathname.slice(1);
const maintenance = (url: string) => Object.assign(new URL(url), { pathname: '/postgres' }).toString();

async function onServer(url: string, work: (c: pg.Client) => Promise<void>): Promise<void> {
  const c = new pg.Client({ connectionString: maintenance(url) });
  await c.connect();
  try {
    await work(c);
  } finally {
    await c.end();
  }
}

/**
 * One fresh, migrated database per worker of the project run, dropped at the end: the files of one
 * worker run one after another on its database, and workers never see each other's rows (a test
 * server's outbox poller and jobs work on the whole database they are given).
 */
export default async function setup(project: TestProject) {
  const db = await createTestDatabase(project.name.replace(/\W/g, ''));
  const orm = await createOrm({ databaseUrl: db.url, entities: allEntities, migrations: allMigrations, pool: { max: 2 } });
  await runMigrations(orm);
  await orm.close(true);
  // Copies of the migrated database: a template copy takes a fraction of a second, migrating takes seconds.
  const copies = Array.from({ length: Math.max(1, project.config.maxWorkers) - 1 }, (_, i) => {
    const url = new URL(db.url);
    url.pathname = `/${nameOf(db.url)}_w${i + 2}`;
    return url.toString();
  });
  await onServer(db.url, async (c) => {
    for (const url of copies) await c.query(`create database ${nameOf(url)} template ${nameOf(db.url)}`);
  });
  project.provide('databaseUrl', db.url);
  project.provide('databaseUrls', [db.url, ...copies]);
  return async () => {
    await onServer(db.url, async (c) => {
      for (const url of copies) await c.query(`drop database if exists ${nameOf(url)} with (force)`);
    });
    await db.drop();
  };
}
