import type pg from 'pg';
import { TransactionContext } from '@mikro-orm/core';
import { holdsConnection } from '../shared/unit-of-work.js';

/**
 * One connection per unit of work (docs/decisions.md). Code running inside an open transaction that
 * asks the pool for a second connection can deadlock the whole process: when every pooled connection
 * is held by a transaction waiting for another one, nobody ever gets one. The guard sees every
 * checkout of the pool and refuses (development, tests) or reports (production) such a request.
 */
export type ConnectionGuardMode = 'throw' | 'log';

export class SecondConnectionError extends Error {
  readonly code = 'db.second_connection';
  constructor() {
    super('A pooled connection was requested inside an open transaction: run the query on the transaction (em.execute, repositories) instead');
  }
}

export interface GuardedPool {
  /** Second-connection requests seen so far (tests assert none). */
  violations: SecondConnectionError[];
  /** The guarded pool, once the driver created it (its sizes are read by /metrics). */
  pool?: pg.Pool;
  /** Told how long each checkout waited for a connection, in ms, and whether it got one (the /metrics histogram). */
  onAcquire?: (waitedMs: number, ok: boolean) => void;
  /** Runs each statement of a pooled client (tracing: a span named after its kind, src/observability/otel-tracer.ts). */
  traceQuery?: <T>(statement: string, run: () => Promise<T>) => Promise<T>;
}

interface TransactionState {
  isCommitted?: boolean;
  isRolledBack?: boolean;
}

/** True while the current async context runs inside a MikroORM transaction that is still open (also one not started by `inTransaction`). */
export function inOpenTransaction(): boolean {
  const em = TransactionContext.currentTransactionContext()?.em;
  const trx = em?.getTransactionContext<TransactionState>();
  return !!trx && !trx.isCommitted && !trx.isRolledBack;
}

type Checkout = pg.PoolClient & { eclatTimedOut?: boolean };

/**
 * Wraps the pool's `connect` (which `pool.query` and the ORM both go through). Also drops a client
 * whose query hit the client-side read timeout: its statement may still be running on the server,
 * and the next checkout would wait behind it.
 */
export function guardPool(pool: pg.Pool, mode: ConnectionGuardMode, report: (e: SecondConnectionError) => void, state: GuardedPool = { violations: [] }): GuardedPool {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  state.pool = pool;

  const checkout = async (): Promise<pg.PoolClient> => {
    if (holdsConnection() || inOpenTransaction()) {
      // The whole async chain, so that the report names the code that asked.
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 60;
      const violation = new SecondConnectionError();
      Error.stackTraceLimit = limit;
      state.violations.push(violation);
      report(violation);
      if (mode === 'throw') throw violation;
    }
    const asked = performance.now();
    let client: Checkout;
    try {
      client = (await connect()) as Checkout;
    } catch (e) {
      state.onAcquire?.(performance.now() - asked, false);
      throw e;
    }
    state.onAcquire?.(performance.now() - asked, true);
    const release = client.release.bind(client);
    client.release = (err?: Error | boolean) => release(err ?? client.eclatTimedOut === true);
    return client;
  };

  // pg-pool's own `query` calls `this.connect(callback)`; the ORM calls `connect()` for a promise.
  pool.connect = ((callback?: (err: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void) => {
    const pending = checkout();
    if (!callback) return pending;
    pending.then(
      (client) => callback(undefined, client, (err) => client.release(err as Error | undefined)),
      (err: Error) => callback(err),
    );
    return undefined;
  }) as typeof pool.connect;

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const markTimeout = (e: unknown) => {
      if (e instanceof Error && e.message === 'Query read timeout') (client as Checkout).eclatTimedOut = true;
    };
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        args[args.length - 1] = (err: unknown, res: unknown) => {
          markTimeout(err);
          (last as (err: unknown, res: unknown) => void)(err, res);
        };
        return query(...args);
      }
      const run = () => {
        const result = query(...args);
        if (result instanceof Promise) result.catch(markTimeout);
        return result;
      };
      // A span per statement when tracing is on (the ORM's calls: text and values, promise style).
      const statement = typeof args[0] === 'string' ? args[0] : null;
      return state.traceQuery && statement !== null ? state.traceQuery(statement, async () => run()) : run();
    };
  });
  return state;
}
