/**
 * `npm run job -- <name>`: runs one scheduled job now, as its schedule would (src/jobs/jobs.ts), and
 * prints what it did as JSON; `npm run job` alone lists the jobs with their schedules. Ops use it to
 * verify a purge (`npm run job -- privacy-retention`) or to catch up after downtime. The scheduler of
 * this process stays off (RUN_JOBS=false), so only the named job runs; other instances may run theirs.
 */
import { loadConfig } from '../src/config/config.js';
import { startServer } from '../src/server.js';
import { jobDefinitions, runJobNow } from '../src/jobs/jobs.js';

const name = process.argv[2];
const config = loadConfig({ ...process.env, PORT: '0', RUN_JOBS: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const server = await startServer(config);
const schedules = { retention: config.retention.schedule };
let code = 0;
try {
  const jobs = jobDefinitions(server.app, schedules);
  if (!name || !jobs.some((j) => j.name === name)) {
    if (name) console.error(`Unknown job "${name}".`);
    console.log('Jobs (cron, Quebec time):');
    for (const j of jobs) console.log(`  ${j.name.padEnd(36)} ${j.schedule}`);
    code = name ? 2 : 0;
  } else {
    const started = Date.now();
    const outcome = await runJobNow(server.app, server.orm, server.log, name, schedules);
    console.log(JSON.stringify({ job: name, ms: Date.now() - started, outcome: outcome ?? null }, null, 2));
  }
} catch (e) {
  console.error(e instanceof Error ? `Job ${name} failed: ${e.message}` : e);
  code = 1;
} finally {
  await server.close(0);
}
process.exit(code);
