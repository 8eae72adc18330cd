import { databaseUrl } from './database-url.js';
import { createDatabaseOn, type TestDatabase } from './test-database.js';

/**
 * A database of this test file alone, on the server of the run's test database, dropped at the end.
 * For suites whose subject is global by nature (a weekly payout run pays every cleaner of the week),
 * so that parallel files neither disturb their counts nor are disturbed by them.
 */
export function ownDatabase(label: string): Promise<TestDatabase> {
  return createDatabaseOn(databaseUrl(), `test_${label.replace(/\W/g, '')}_${process.pid}_${Date.now()}`);
}
