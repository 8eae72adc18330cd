import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * One connection per unit of work (docs/decisions.md). Every transaction of the application starts
 * here: code running inside sees the transaction through the ORM's context (repositories, `em.execute`,
 * `preparedRows`), so its reads and writes use the transaction's connection. A transaction started
 * inside another one (any entity manager, any module) becomes a savepoint of it, never a second
 * connection; `holdsConnection` lets the pool's guard (src/db/connection-guard.ts) refuse the rest.
 */
const scope = new AsyncLocalStorage<{ open: boolean }>();

export function holdsConnection(): boolean {
  return scope.getStore()?.open === true;
}

export function inTransaction<T>(em: EntityManager, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional(async (tem) => {
    const marker = { open: true };
    try {
      return await scope.run(marker, () => work(tem as EntityManager));
    } finally {
      // Work it started without awaiting may still run after the commit: that is a new unit of work.
      marker.open = false;
    }
  });
}

/** The modules' `Transactor` port: `run(work)` runs `work` in one transaction (a savepoint when nested). */
export class OrmTransactor {
  constructor(private readonly em: () => EntityManager) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return inTransaction(this.em(), () => work());
  }
}
