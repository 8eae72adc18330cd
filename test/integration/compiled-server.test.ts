import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/database-url.js';

// Issue #39: the server production starts (dist/server/main.js under plain node, built by `npm test` or the
// integration project's global setup) boots and answers, reading the files it keeps beside its sources
// (the contract, the locales, the legal texts) from the bundle.
describe('compiled server', () => {
  it('starts from dist/server/main.js without tsx and answers /api/health, the contract and translated errors', async () => {
    const port = 40000 + Math.floor(Math.random() * 10000);
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: String(port), DATABASE_URL: databaseUrl(), SEED_DEMO_DATA: 'false', RUN_JOBS: 'false' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let health: Response | null = null;
      for (let i = 0; i < 300 && child.exitCode === null && !health?.ok; i++) {
        await new Promise((r) => setTimeout(r, 100));
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      }
      expect(stderr).toBe('');
      expect(health?.status).toBe(200);
      expect(await health!.json()).toMatchObject({ status: 'ok' });
      // No transpiler in the process, nor an esbuild service beside it.
      expect(readFileSync(`/proc/${child.pid}/cmdline`, 'utf8')).not.toMatch(/tsx/);
      const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim();
      expect(children).toBe('');
      const contract = await fetch(`http://127.0.0.1:${port}/api/openapi.yaml`);
      expect(contract.status).toBe(200);
      const unknown = await fetch(`http://127.0.0.1:${port}/api/users/me`, { headers: { 'accept-language': 'fr' } });
      expect(unknown.status).toBe(401);
      const body = (await unknown.json()) as { error: string; message: string };
      expect(body.message).not.toBe(body.error);
      expect(body.message.length).toBeGreaterThan(0);
      const terms = await fetch(`http://127.0.0.1:${port}/api/legal/terms`);
      expect(terms.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 90_000);
});
