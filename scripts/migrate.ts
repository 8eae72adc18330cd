/** `npm run db:migrate`: applies pending migrations of every module (embedded database when no DATABASE_URL). */
import { loadConfig } from '../src/config/config.js';
import { createOrm, runMigrations } from '../src/db/orm.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { allEntities, allMigrations } from '../src/modules.js';

const config = loadConfig();
const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, console.log);
const orm = await createOrm({ databaseUrl: config.databaseUrl ?? embedded!.url, entities: allEntities, migrations: allMigrations, pool: { max: 1, statementTimeoutMs: 600_000 } });
try {
  const applied = await runMigrations(orm);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await orm.close(true);
  await embedded?.stop();
}
