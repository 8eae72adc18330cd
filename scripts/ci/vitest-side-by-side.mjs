#!/usr/bin/env node
/**
 * `npm test`'s test run: the browser tests (one at a time, their own server) beside the unit and
 * integration tests (one file at a time), two vitest processes at once. Vitest runs its groups one
 * after another (two integration files at a time, then every browser file alone), which left one core
 * idle for the whole browser half: on a slow 2-core machine the whole run took ~24 min, close to CI's
 * 30. Side by side, the machine still runs two files at a time, and the run is as long as its longer half.
 * Each line is prefixed with its half; the exit code fails when either half fails.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const vitest = new URL('../../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
const halves = [
  { name: 'unit+integration', args: ['--project', 'unit', '--project', 'integration'], env: { VITEST_INTEGRATION_WORKERS: '1' } },
  { name: 'e2e', args: ['--project', 'e2e'], env: {} },
];

const runs = halves.map(
  (half) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [vitest, 'run', ...half.args, ...process.argv.slice(2)], { env: { ...process.env, ...half.env }, stdio: ['ignore', 'pipe', 'pipe'] });
      for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(`[${half.name}] ${line}`));
      child.on('exit', (code, signal) => resolve({ name: half.name, code: code ?? (signal ? 1 : 0) }));
    }),
);
const results = await Promise.all(runs);
for (const r of results) console.log(`${r.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
