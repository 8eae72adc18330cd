import { spawn } from 'node:child_process';
import { inject, describe, expect, it } from 'vitest';

const tsx = ['node_modules/.bin/tsx', 'src/main.ts'];

function run(env: Record<string, string>) {
  const child = spawn(tsx[0]!, [tsx[1]!], { env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

describe('boot', () => {
  it('stops with one line naming a malformed variable', async () => {
    const p = run({ PORT: 'abc', DATABASE_URL: inject('databaseUrl') });
    expect(await p.exited).toBe(1);
    const lines = p.err().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
  });

  it('stops on SIGTERM within 5 seconds, finishing cleanly', async () => {
    const port = 40000 + Math.floor(Math.random() * 10000);
    const p = run({ PORT: String(port), DATABASE_URL: inject('databaseUrl'), SEED_DEMO_DATA: 'false' });
    let up = false;
    for (let i = 0; i < 100 && !up; i++) {
      await new Promise((r) => setTimeout(r, 200));
      up = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    }
    expect(up).toBe(true);
    // A keep-alive connection stays open; shutdown must not wait for it.
    await fetch(`http://127.0.0.1:${port}/api/ready`);
    const started = Date.now();
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
  }, 30_000);
});
