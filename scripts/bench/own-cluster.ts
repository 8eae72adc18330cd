import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { processesCpuMs } from './load-mix.js';

/**
 * A PostgreSQL cluster of the bench's own (issue #24), with pg_stat_statements loaded, so that a
 * bench counts every statement the server sends and nothing else's. Uses the machine's PostgreSQL
 * binaries (Debian's /usr/lib/postgresql/<version>/bin, or PG_BIN); as root, the cluster runs as
 * the `postgres` user. Null when no binaries are found.
 */
export interface OwnCluster {
  url: string;
  /** Forgets the statements counted so far. */
  reset(): Promise<void>;
  /** Statements run in `database` since the last reset, most called first (BEGIN and COMMIT included). */
  statements(database: string, limit?: number): Promise<{ calls: number; execMs: number; query: string }[]>;
  /**
   * The statements the server sent (top level); `nested` adds those PostgreSQL ran inside them
   * (foreign-key checks, statements of functions).
   */
  totalCalls(database: string, options?: { nested?: boolean }): Promise<number>;
  /** CPU time (ms) of this cluster's processes only (its postmaster and backends): other PostgreSQL servers of a shared machine left out. */
  cpuMs(): number;
  stop(): Promise<void>;
}

function binaries(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  for (const version of ['17', '16', '15', '14']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

/** The server's statements: its database's, without the bench's own reads of the counters. */
const OF_DATABASE = `dbid = (select oid from pg_database where datname = $1) and query not like '%pg_stat_statements%'`;

export async function startOwnCluster(port = 55432 + (process.pid % 1000)): Promise<OwnCluster | null> {
  const bin = binaries();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'eclat-bench-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  const data = path.join(dir, 'data');
  const [initCmd, initArgs] = run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const [cmd, args] = run(path.join(bin, 'postgres'), [
    '-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1',
    '-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all', '-c', 'pg_stat_statements.track_utility=on',
    '-c', 'fsync=off', '-c', 'max_connections=200', '-c', 'shared_buffers=256MB',
  ]);
  const server: ChildProcess = spawn(cmd, args, { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let client = new pg.Client({ connectionString: url });
  for (let i = 0; ; i++) {
    try {
      await client.connect();
      break;
    } catch (e) {
      if (i > 100) throw e;
      await client.end().catch(() => {});
      client = new pg.Client({ connectionString: url });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await client.query('create extension if not exists pg_stat_statements');
  return {
    url,
    reset: async () => void (await client.query('select pg_stat_statements_reset()')),
    statements: async (database, limit = 20) =>
      (
        await client.query<{ calls: string; query: string; toplevel: boolean; ms: number }>(`select calls, query, toplevel, total_exec_time as ms from pg_stat_statements where ${OF_DATABASE} order by calls desc limit $2`, [
          database,
          limit,
        ])
      ).rows.map((r) => ({ calls: Number(r.calls), execMs: Number(r.ms), query: r.toplevel ? r.query : `(inside another) ${r.query}` })),
    totalCalls: async (database, options = {}) =>
      Number(
        (await client.query<{ n: string }>(`select coalesce(sum(calls), 0) as n from pg_stat_statements where ${OF_DATABASE}${options.nested ? '' : ' and toplevel'}`, [database])).rows[0]!.n,
      ),
    cpuMs: () => clusterCpuMs(Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0])),
    stop: async () => {
      await client.end();
      // runuser does not pass signals on: pg_ctl stops the server itself.
      const [stopCmd, stopArgs] = run(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w']);
      spawnSync(stopCmd, stopArgs, { stdio: 'ignore' });
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** CPU time (ms) of the postmaster and its children (backends that have exited included). */
const clusterCpuMs = (postmaster: number): number => processesCpuMs((pid, _name, fields) => pid === postmaster || Number(fields[1]) === postmaster);
