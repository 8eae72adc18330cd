import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnServer } from '../support/server-process.js';

/**
 * Issue #41: Ctrl-C on `npm start` (SIGINT to the terminal's whole process group) stops the app in
 * order, the listeners, the jobs and the pools before the embedded database, and prints no PostgreSQL
 * stack trace ("terminating connection due to administrator command").
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('npm start, then Ctrl-C', () => {
  it('stops cleanly with the embedded database: exit code 0, no PostgreSQL error, no database left running', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eclat-shutdown-'));
    // As root, PostgreSQL runs as its own user, who must be able to enter the directory.
    chmodSync(dataDir, 0o755);
    const [pgPort, httpPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', SEED_DEMO_DATA: 'true', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), PORT: String(httpPort), LOG_FORMAT: 'pretty' };
    delete env.DATABASE_URL;
    // Its own process group, as a terminal runs `npm start`: the signal goes to the group.
    const child = spawnServer(env, { detached: true });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const started = Date.now();
      while (!output.includes('is running on') && child.exitCode === null && Date.now() - started < 90_000) await new Promise((r) => setTimeout(r, 200));
      expect(output).toContain('is running on');
      // The demo world publishes, the jobs and the outbox poll: connections of every kind are open.
      await new Promise((r) => setTimeout(r, 3000));
      process.kill(-child.pid!, 'SIGINT');
      const code = await exited;
      expect(output).toContain('shutting down');
      expect(output).not.toMatch(/terminating connection|publish connection failed|connection lost|DatabaseError|\n\s+at /);
      expect(code).toBe(0);
      expect(await portOpen(pgPort), 'the embedded PostgreSQL has stopped').toBe(false);
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
