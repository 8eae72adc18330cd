/**
 * `npm run db:seed`: creates the demo accounts if missing and prints their passwords once; the demo
 * cleaner gets a complete, listed profile. `npm run db:seed -- --cleaners 10000` also tops the bulk
 * seeded cleaners up to 10 000 (a re-run adds none; a larger number adds the difference).
 * `npm run db:seed -- --reset-demo-passwords` gives the demo accounts new passwords and prints them.
 * `npm run db:seed -- --demo` also adds the demo world (src/db/demo/demo-world.ts) when it is missing,
 * whatever else the database holds. `--timings` prints where the time went, phase by phase.
 * Every form refuses NODE_ENV=production: demo data is made up.
 */
import { PhaseTimes } from '../src/db/phase-times.js';
// Before the application's modules load: their loading is part of what `--timings` reports.
const times = process.argv.includes('--timings') ? new PhaseTimes() : null;
const { loadConfig } = await import('../src/config/config.js');
const { startServer } = await import('../src/server.js');
const { seedCleaners, seedDemoData } = await import('../src/db/seed.js');
const { DemoDataRefused, seedDemoWorld } = await import('../src/db/demo/demo-world.js');
times?.add('node and modules loaded', performance.now());

function cleanersArg(argv: string[]): number | null {
  const at = argv.findIndex((a) => a === '--cleaners' || a.startsWith('--cleaners='));
  if (at < 0) return null;
  const raw = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 200_000) throw new Error(`--cleaners expects a whole number from 0 to 200000, got ${raw}`);
  return n;
}

// Before the configuration: production's own checks would otherwise speak first, about something else.
if (process.env.NODE_ENV === 'production') {
  console.error(new DemoDataRefused().message);
  process.exit(1);
}
const cleaners = cleanersArg(process.argv.slice(2));
const resetPasswords = process.argv.includes('--reset-demo-passwords');
const world = process.argv.includes('--demo');
// No scheduled jobs in this one-shot process: they belong to the running server, and the bulk load's
// transaction locks the search's place entries, so their free-time pass would only wait and time out.
const config = loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', RUN_JOBS: 'false' });
const timed = <T>(phase: string, work: () => Promise<T>) => (times ? times.time(phase, work) : work());
const server = await timed('server started', () => startServer(config));
try {
  await timed('demo accounts', () => seedDemoData(server, console.log, { resetPasswords }));
  if (world) {
    const outcome = await seedDemoWorld(server, config, { onlyIfNew: false });
    if (outcome.created === false && outcome.reason === 'present') console.log('Demo world already present.');
    // The portraits are drawn in the background on a start; here the script waits for them before it stops.
    if ('portraits' in outcome) await outcome.portraits;
  }
  if (cleaners !== null) await seedCleaners(server, cleaners, console.log, times ? { times } : {});
} finally {
  await timed('server closed', () => server.close(100));
  if (times) console.log(['Timings:', ...times.lines()].join('\n'));
}
