/**
 * `npm run bench:memory` (issue #39): resident memory of the compiled server started as production starts it
 * (the Dockerfile's CMD, NODE_ENV=production, its jobs on) on a scratch database holding BENCH_CLEANERS seeded
 * cleaners (default 10 000, `npm run db:seed -- --cleaners N`), once ready and idle for BENCH_IDLE_MS (default
 * 30 000). Prints VmRSS (and its anonymous and file-backed parts) per run and the median. Figures only.
 * Needs DATABASE_URL (or TEST_DATABASE_URL) naming a PostgreSQL server; builds dist/server when missing.
 * BENCH_ENTRY runs another bundle (e.g. an older build copied aside) with the same command.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { scratchDatabase } from './scratch-database.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const idleMs = Number(process.env.BENCH_IDLE_MS ?? 30_000);
const cleaners = Number(process.env.BENCH_CLEANERS ?? 10_000);

// The image's command, read from the Dockerfile (`CMD ["node", "--enable-source-maps", "dist/server/main.js"]`).
const cmdLine = /^CMD \[(.*)\]$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1];
if (!cmdLine) throw new Error('no CMD in the Dockerfile');
const command = (JSON.parse(`[${cmdLine}]`) as string[]).map((w) => (w === 'dist/server/main.js' && process.env.BENCH_ENTRY ? process.env.BENCH_ENTRY : w));
if (!existsSync('dist/server/main.js')) await (await import('../build-server.mjs')).buildServer();

const db = await scratchDatabase('memory');

// What production requires, with stand-ins: nothing here is called while the server idles.
const productionEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://eclat.example',
  TRUST_PROXY: 'true',
  APP_SECRET: 'bench-memory-secret-of-at-least-32-characters',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  OPS_EMAIL: 'ops@eclat.example',
  PRIVACY_OFFICER_EMAIL: 'confidentialite@eclat.example',
  PRIVACY_OFFICER_ADDRESS: '1 rue Exemple, Montréal (Québec)',
  PLATFORM_GST_NUMBER: '123456789RT0001',
  PLATFORM_QST_NUMBER: '1234567890TQ0001',
  PLATFORM_ADDRESS: '1 rue Exemple, Montréal (Québec)',
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench',
  VAPID_PUBLIC_KEY: 'BPq9tJziVfbs2HurbhRvZ7xTMqOufFjR8hZgNz3UuWmKLwLOx3-vklrhpHg89m2reebGVt92gPyKwVJ5VHt2I3g',
  VAPID_PRIVATE_KEY: 'SOdctVQ0lz9bmEWpxdCF3JXjohtvlotnv-hzEliwYjc',
  LOG_LEVEL: 'warn',
};

const kb = (status: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);

async function idleRss(): Promise<{ rss: number; anon: number; file: number }> {
  const port = 41000 + Math.floor(Math.random() * 9000);
  const child = spawn(command[0]!, command.slice(1), { env: { ...process.env, ...productionEnv, PORT: String(port), DATABASE_URL: db.url }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}: ${stderr}`);
      if (await fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, idleMs));
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return { rss: kb(status, 'VmRSS') / 1024, anon: kb(status, 'RssAnon') / 1024, file: kb(status, 'RssFile') / 1024 };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

try {
  // Migrations (a test-mode start applies them and stops), then the cleaners.
  const env = { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'test', RUN_JOBS: 'false', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' };
  const t0 = performance.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--cleaners', String(cleaners)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`${cleaners} cleaners seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s; ${command.join(' ')}, production environment, idle ${idleMs / 1000} s, ${runs} runs`);
  const results = [];
  for (let i = 0; i < runs; i++) {
    const r = await idleRss();
    results.push(r);
    console.log(`run ${i + 1}: rss ${r.rss.toFixed(0)} MB (anonymous ${r.anon.toFixed(0)} MB, files ${r.file.toFixed(0)} MB)`);
  }
  const sorted = results.map((r) => r.rss).sort((a, b) => a - b);
  console.log(`median rss ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} MB (min ${sorted[0]!.toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)})`);
} finally {
  await db.drop();
}
