/**
 * `npm run bench:boot` (issue #39): time from `node` to the first 200 of /api/health, and the resident
 * memory of the server's process tree once idle, for the compiled server (what `npm start` runs) and for
 * the development loop's `tsx src/main.ts`, in one run on one machine. Both start on one migrated
 * database of their own (the first start, not counted, applies the migrations). Figures only.
 * Needs DATABASE_URL (or TEST_DATABASE_URL) naming a PostgreSQL server; builds dist/server when missing.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { scratchDatabase } from './scratch-database.js';

const runs = Number(process.env.BENCH_RUNS ?? 2);
const idleMs = Number(process.env.BENCH_IDLE_MS ?? 3000);
const seedDemo = process.env.BENCH_DEMO === '1';

const db = await scratchDatabase('boot');

if (!existsSync('dist/server/main.js')) await (await import('../build-server.mjs')).buildServer();

/** Resident kilobytes of a process and all its descendants (tsx keeps an esbuild service beside node). */
function treeRssKb(pid: number): number {
  let total = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    for (const task of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) total += treeRssKb(Number(task));
  } catch {
    // The process ended meanwhile.
  }
  return total;
}

async function start(command: string[]): Promise<{ readyMs: number; rssMb: number }> {
  const port = 41000 + Math.floor(Math.random() * 9000);
  const t0 = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: String(port), DATABASE_URL: db.url, SEED_DEMO_DATA: seedDemo ? 'true' : 'false', RUN_JOBS: 'false' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}: ${stderr}`);
      if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const readyMs = performance.now() - t0;
    await new Promise((r) => setTimeout(r, idleMs));
    return { readyMs, rssMb: treeRssKb(child.pid!) / 1024 };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

const modes: Record<string, string[]> = {
  'compiled (npm start)': ['node', '--enable-source-maps', 'dist/server/main.js'],
  'compiled, no source maps': ['node', 'dist/server/main.js'],
  'tsx src/main.ts (dev)': ['node', '--import', 'tsx', 'src/main.ts'],
};
try {
  await start(modes['compiled (npm start)']!);
  console.log(`boot to /api/health and idle RSS after ${idleMs} ms, ${runs} runs each${seedDemo ? ', demo world' : ''}`);
  const results: Record<string, { readyMs: number; rssMb: number }[]> = {};
  for (let i = 0; i < runs; i++) for (const [label, command] of Object.entries(modes)) (results[label] ??= []).push(await start(command));
  for (const [label, list] of Object.entries(results)) {
    const best = (k: 'readyMs' | 'rssMb') => Math.min(...list.map((r) => r[k]));
    console.log(`${label.padEnd(24)} ready ${(best('readyMs') / 1000).toFixed(2)} s   rss ${best('rssMb').toFixed(0)} MB   (runs: ${list.map((r) => `${(r.readyMs / 1000).toFixed(2)} s/${r.rssMb.toFixed(0)} MB`).join(', ')})`);
  }
} finally {
  await db.drop();
}
