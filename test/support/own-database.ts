import { databaseUrl } from './database-url.js';
import pg from 'pg';


/**
 * A database of this test file alone, on the server of the run's test database, dropped at the end.
 * For suites whose subject is global by nature (a weekly payout run pays every cleaner of the week),
 * so that parallel files neither disturb their counts nor are disturbed by them.
 */
export async function ownDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const shared = new URL(databaseUrl());
  const name = `test_${label.replace(/\W/g, '')}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: shared.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(shared.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: shared.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
