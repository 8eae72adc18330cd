import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import cron, { type ScheduledTask } from 'node-cron';
import { RequestContext, type EntityManager } from '@mikro-orm/core';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';

/**
 * Issue #39: a scheduled run lets go of the entities it loaded when it ends. A pooled connection or a
 * timer opened during a run keeps the run's async context alive, and with it the entity manager of its
 * request context: its identity map must be empty by then (src/jobs/jobs.ts clears it), or an idle
 * server holds every entity of the last pass (~100 MB after search-free-time's daily pass over 10 000
 * cleaners). The run here is the request expiry's, fired through node-cron as at its minute.
 */
const HOUR = 3_600_000;
const clock = movableClock();
let t: TestServer;
let db: Awaited<ReturnType<typeof ownDatabase>>;
let expiry: ScheduledTask;

beforeAll(async () => {
  // A database of its own: the job expires every stale request in it, whatever file left it there.
  db = await ownDatabase('jobs_memory');
  const before = new Set(cron.getTasks().keys());
  t = await createTestServer({ env: { LOG_LEVEL: 'error', DATABASE_URL: db.url, RUN_JOBS: 'true' }, clock });
  const found = [...cron.getTasks()].find(([id, task]) => !before.has(id) && task.name === 'booking-request-expiry');
  if (!found) throw new Error('no scheduled task booking-request-expiry');
  expiry = found[1];
});
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

describe('a scheduled job run', () => {
  it('leaves the entity manager it ran with empty when it ends', async () => {
    const admin = (await loginAs(t, 'admin')).token;
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    // Requests made 25 h ago: past their 24 h to be answered, so the run loads and expires them.
    clock.set(new Date(Date.now() - 25 * HOUR));
    for (let i = 0; i < 3; i++) await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(5 + i) }));
    clock.set(null);

    // The run's own entity manager, and what its identity map held as the job's use case returned.
    const runs: { em: EntityManager; expired: number; held: number }[] = [];
    const api = t.server.app.booking.api;
    const expireRequests = api.expireRequests;
    vi.spyOn(api, 'expireRequests').mockImplementation(async (...args) => {
      const expired = await expireRequests(...args);
      const em = RequestContext.getEntityManager()!;
      runs.push({ em, expired, held: em.getUnitOfWork().getIdentityMap().values().length });
      return expired;
    });
    try {
      await expiry.execute();
    } finally {
      vi.restoreAllMocks();
    }

    const ours = runs.find((r) => r.expired === 3);
    expect(ours, 'the run expired the three requests').toBeDefined();
    // The run did hold entities (the requests, their parties): without them the check below would prove nothing.
    expect(ours!.held).toBeGreaterThan(0);
    // Named by their classes: a failure lists what the ended run still holds.
    expect(ours!.em.getUnitOfWork().getIdentityMap().values().map((entity) => entity.constructor.name)).toEqual([]);
  }, 60_000);
});
