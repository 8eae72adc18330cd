import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * One connection per unit of work (docs/decisions.md). Every transaction of the application starts
 * here: code running inside sees the transaction through the ORM's context (repositories, `em.execute`,
 * `preparedRows`), so its reads and writes use the transaction's connection. A transaction started
 * inside another one (any entity manager, any module) becomes a savepoint of it, never a second
 * connection; `holdsConnection` lets the pool's guard (src/db/connection-guard.ts) refuse the rest.
 */
interface Scope {
  open: boolean;
  nested: boolean;
  /** The outermost transaction's, shared by the savepoints inside it. */
  afterCommit: (() => Promise<void>)[];
  /** Run in the transaction, just before it commits (outermost transaction only). */
  beforeCommit: (() => Promise<void>)[];
  state: Map<symbol, unknown>;
}
const scope = new AsyncLocalStorage<Scope>();

export function holdsConnection(): boolean {
  return scope.getStore()?.open === true;
}

/**
 * Runs `then` once the current transaction has committed (at once outside a transaction; never
 * after a rollback). The transaction's caller waits for it; its failure is the callback's to handle.
 */
export async function afterCommit(then: () => Promise<void>): Promise<void> {
  const current = scope.getStore();
  if (current?.open) current.afterCommit.push(then);
  else await then();
}

/** What code may attach to the outermost transaction: state of its own, and work to do just before the commit. */
export interface OpenTransaction {
  state: Map<symbol, unknown>;
  beforeCommit(then: () => Promise<void>): void;
}

/**
 * The current transaction when it is the outermost one; null outside a transaction and in a
 * savepoint (which may roll back alone: what it writes must be written inside it, not deferred).
 */
export function outermostTransaction(): OpenTransaction | null {
  const current = scope.getStore();
  if (!current?.open || current.nested) return null;
  return { state: current.state, beforeCommit: (then) => void current.beforeCommit.push(then) };
}

export async function inTransaction<T>(em: EntityManager, work: (em: EntityManager) => Promise<T>): Promise<T> {
  const outer = scope.getStore();
  const nested = outer?.open === true;
  const marker: Scope = { open: true, nested, afterCommit: nested ? outer.afterCommit : [], beforeCommit: [], state: new Map() };
  const result = await em.transactional(async (tem) => {
    try {
      return await scope.run(marker, async () => {
        const done = await work(tem as EntityManager);
        for (let then = marker.beforeCommit.shift(); then; then = marker.beforeCommit.shift()) await then();
        return done;
      });
    } finally {
      // Work it started without awaiting may still run after the commit: that is a new unit of work.
      marker.open = false;
    }
  });
  if (!nested) for (const then of marker.afterCommit.splice(0)) await then();
  return result;
}

/** The modules' `Transactor` port: `run(work)` runs `work` in one transaction (a savepoint when nested). */
export class OrmTransactor {
  constructor(private readonly em: () => EntityManager) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return inTransaction(this.em(), () => work());
  }
}
