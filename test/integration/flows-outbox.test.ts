import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, completedVisit, dateInDays, draft, listedCleaner, mailTo, movableClock, requestVisit } from '../support/booking-fixtures.js';
import { inTransaction } from '../../src/shared/unit-of-work.js';
import pino from 'pino';
import { EXTERNAL_LEASE_MS, Outbox, retryDelayMs, type Flow } from '../../src/flows/outbox.js';
import { outboxMailer } from '../../src/flows/mail-flow.js';

/**
 * Issue #13: cross-module steps go through the transactional outbox. They are recorded with the
 * change or not at all, run once after the commit, retried when they fail (their database writes
 * undone with the failure), and picked up by the poller when the process that recorded them died.
 */
const clock = movableClock();
let t: TestServer;
// A database of its own: the clock moves forward, and due work other files left behind would be taken too.
let db: Awaited<ReturnType<typeof ownDatabase>>;
const em = () => t.server.orm.em as unknown as EntityManager;
const table = `test_effects_${randomUUID().slice(0, 8)}`;
const calls: string[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  db = await ownDatabase('outbox');
  t = await createTestServer({
    env: { DATABASE_URL: db.url },
    clock,
    configure: longScenarios,
  });
  await t.inContext(() => em().execute(`create table ${table} (key text primary key)`));
  t.server.app.outbox.register({
    event: 'test.happened',
    steps: [
      { name: 'first', run: async (p) => void calls.push(`first:${String(p.n)}`) },
      {
        name: 'second',
        run: async (p) => {
          calls.push(`second:${String(p.n)}`);
          // Its write and its failure go together: a failed attempt leaves nothing behind.
          await em().execute(`insert into ${table} (key) values (?)`, [String(p.n)]);
          if (failuresLeft > 0) {
            failuresLeft--;
            throw new Error('the other module is down');
          }
        },
      },
    ],
  });
});
afterAll(async () => {
  await t.inContext(() => em().execute(`drop table ${table}`));
  await t.close();
  await db?.drop();
});

const rows = (key: string) =>
  t.inContext(() => em().execute<{ step: string; attempts: number; processed: boolean; last_error: string | null }[]>('select step, attempts, processed_at is not null as processed, last_error from platform_outbox where key = ? order by step', [key]));
const effects = () => t.inContext(() => em().execute<{ key: string }[]>(`select key from ${table} order by key`));
const emitIn = (n: number, then?: () => Promise<void>) =>
  t.inContext(() =>
    inTransaction(em(), async () => {
      await t.server.app.outbox.emit('test.happened', `k${n}`, { n });
      await then?.();
    }),
  );

describe('the transactional outbox', () => {
  it('records nothing when the change rolls back', async () => {
    await expect(emitIn(1, async () => Promise.reject(new Error('the change failed')))).rejects.toThrow('the change failed');
    expect(await rows('k1')).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('runs each step once right after the commit; the same event again is the same steps', async () => {
    await emitIn(2);
    await emitIn(2);
    expect(calls).toEqual(['first:2', 'second:2']);
    expect(await rows('k2')).toEqual([
      { step: 'first', attempts: 1, processed: true, last_error: null },
      { step: 'second', attempts: 1, processed: true, last_error: null },
    ]);
  });

  it('retries a failed step later, with its failed writes undone, without repeating the others', async () => {
    calls.length = 0;
    failuresLeft = 2;
    const start = new Date('2030-03-01T12:00:00Z');
    clock.set(start);
    await emitIn(3);
    expect(calls).toEqual(['first:3', 'second:3']);
    expect((await effects()).map((r) => r.key)).toEqual(['2']);
    expect(await rows('k3')).toMatchObject([{ step: 'first', processed: true }, { step: 'second', attempts: 1, processed: false, last_error: 'the other module is down' }]);
    const stats = await t.inContext(() => t.server.app.outbox.stats());
    expect(stats.stuck).toEqual(expect.arrayContaining([expect.objectContaining({ flow: 'test.happened', step: 'second', key: 'k3', attempts: 1 })]));
    // Ops see it on the console's health page; nobody else does.
    const admin = (await loginAs(t, 'admin')).token;
    const shown = await t.api('GET', '/api/admin/outbox', { token: admin });
    expect(shown.body.failing).toBeGreaterThanOrEqual(1);
    expect(shown.body.stuck).toEqual(expect.arrayContaining([expect.objectContaining({ flow: 'test.happened', step: 'second', key: 'k3', attempts: 1, lastError: 'the other module is down' })]));
    expect((await t.api('GET', '/api/admin/outbox', { token: (await loginAs(t, 'client')).token })).status).toBe(403);
    // Not before its delay.
    expect(await t.inContext(() => t.server.app.outbox.processDue())).toBe(0);
    clock.set(new Date(start.getTime() + retryDelayMs(1)));
    expect(await t.inContext(() => t.server.app.outbox.processDue())).toBe(0);
    clock.set(new Date(start.getTime() + retryDelayMs(1) + retryDelayMs(2)));
    expect(await t.inContext(() => t.server.app.outbox.processDue())).toBe(1);
    expect(calls).toEqual(['first:3', 'second:3', 'second:3', 'second:3']);
    expect((await effects()).map((r) => r.key)).toEqual(['2', '3']);
    expect(await rows('k3')).toMatchObject([{ step: 'first', processed: true }, { step: 'second', attempts: 3, processed: true, last_error: null }]);
    clock.set(null);
  });

  it('does the steps a dead process recorded but never ran, once, whichever poller takes them', async () => {
    calls.length = 0;
    // As a process leaves them when it dies right after its commit.
    await t.inContext(() =>
      em().execute(
        `insert into platform_outbox (id, flow, step, key, payload, created_at, available_at) values (?, 'test.happened', 'first', 'k4', '{"n":4}', now(), now()), (?, 'test.happened', 'second', 'k4', '{"n":4}', now(), now())`,
        [randomUUID(), randomUUID()],
      ),
    );
    const done = await Promise.all([1, 2, 3].map(() => t.inContext(() => t.server.app.outbox.processDue())));
    expect(done.reduce((a, b) => a + b, 0)).toBe(2);
    expect(calls.sort()).toEqual(['first:4', 'second:4']);
  });
});

describe('steps without a transaction (issue #24)', () => {
  it('an emit inside a savepoint that rolls back leaves nothing, while the rest of the transaction commits its own', async () => {
    calls.length = 0;
    await t.inContext(() =>
      inTransaction(em(), async () => {
        await t.server.app.outbox.emit('test.happened', 'k5', { n: 5 });
        await inTransaction(em(), async () => {
          await t.server.app.outbox.emit('test.happened', 'k6', { n: 6 });
          throw new Error('the inner change failed');
        }).catch(() => undefined);
      }),
    );
    expect(await rows('k6')).toEqual([]);
    expect(await rows('k5')).toMatchObject([{ step: 'first', processed: true }, { step: 'second', processed: true }]);
    expect(calls).toEqual(['first:5', 'second:5']);
  });

  it('an email asked for by an external step leaves within it (no row of its own); the step is leased to its process, then done once', async () => {
    const to = `externe-${randomUUID()}@example.com`;
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const runs: string[] = [];
    const mail = outboxMailer(t.server.app.outbox);
    t.server.app.outbox.register({
      event: 'test.told',
      background: true,
      steps: [
        {
          name: 'tell',
          external: true,
          run: async (p) => {
            runs.push(String(p.to));
            await held;
            await mail.send({ to: String(p.to), subject: 'Dit une fois', text: 'Bonjour', html: '<p>Bonjour</p>' });
          },
        },
      ],
    });
    await t.inContext(() => inTransaction(em(), () => t.server.app.outbox.emit('test.told', to, { to })));
    await expect.poll(() => runs.length).toBe(1);
    // While this process runs it, no poller takes it.
    expect(await t.inContext(() => t.server.app.outbox.processDue())).toBe(0);
    release();
    expect((await mailTo(t, to)).map((m) => m.subject)).toEqual(['Dit une fois']);
    await expect.poll(async () => (await rows(to)).map((r) => r.processed)).toEqual([true]);
    expect(await t.inContext(() => em().execute(`select 1 from platform_outbox where flow = 'mail.send' and payload->>'to' = ?`, [to]))).toEqual([]);
    expect(runs).toEqual([to]);
  });
});

describe('a leased step outlives its lease (a backlog, a slow step)', () => {
  /** A background flow whose one external step waits for `release` when told to; every run is counted. */
  function slowFlow(event: string) {
    const runs: string[] = [];
    const gates = new Map<string, Promise<void>>();
    const flow: Flow = {
      event,
      background: true,
      steps: [
        {
          name: 'tell',
          external: true,
          run: async (p) => {
            runs.push(String(p.to));
            await gates.get(String(p.to));
          },
        },
      ],
    };
    const gate = (to: string) => {
      let release: () => void = () => {};
      gates.set(to, new Promise<void>((r) => (release = r)));
      return () => release();
    };
    return { flow, runs, gate };
  }
  const otherInstance = (flow: Flow, renewEveryMs?: number, backgroundConcurrency?: number) => {
    const other = new Outbox(em, clock, pino({ level: 'silent' }), {}, { renewEveryMs, backgroundConcurrency });
    other.register(flow);
    return other;
  };
  const afterLease = () => clock.set(new Date(Date.now() + EXTERNAL_LEASE_MS + 5_000));

  it('this process never takes its own leased step again, whatever the clock says', async () => {
    const { flow, runs, gate } = slowFlow('test.slow_own');
    t.server.app.outbox.register(flow);
    const to = `own-${randomUUID()}`;
    const release = gate(to);
    try {
      await t.inContext(() => inTransaction(em(), () => t.server.app.outbox.emit(flow.event, to, { to })));
      await expect.poll(() => runs.length).toBe(1);
      afterLease();
      expect(await t.inContext(() => t.server.app.outbox.processDue())).toBe(0);
    } finally {
      release();
      clock.set(null);
    }
    await expect.poll(async () => (await rows(to)).map((r) => r.processed)).toEqual([true]);
    expect(runs).toEqual([to]);
  });

  it('a step that waited behind a slow one past its lease is run once: by another instance that took it, or by this one once renewed', async () => {
    const { flow, runs, gate } = slowFlow('test.backlog');
    // This instance renews its running step's lease every 50 ms: the other cannot take the slow step itself.
    // One background runner: the steps that follow wait behind the slow one.
    const runner = otherInstance(flow, 50, 1);
    const other = otherInstance(flow);
    const [slow, taken, renewed] = ['slow', 'taken', 'renewed'].map((n) => `${n}-${randomUUID()}`) as [string, string, string];
    const release = gate(slow);
    try {
      // Three requests' emails in this instance's background chain: the first one hangs.
      for (const to of [slow, taken, renewed]) await t.inContext(() => inTransaction(em(), () => runner.emit(flow.event, to, { to })));
      await expect.poll(() => runs).toEqual([slow]);
      // Their leases run out; another instance's poller takes one of the waiting steps and sends it.
      afterLease();
      await new Promise((r) => setTimeout(r, 300));
      expect(await t.inContext(() => other.processDue(1))).toBe(1);
      expect(runs).toEqual([slow, taken]);
    } finally {
      release();
    }
    // This instance then skips the step taken and renews the lease of the other before sending it.
    await expect.poll(async () => (await rows(renewed)).map((r) => r.processed)).toEqual([true]);
    clock.set(null);
    expect(runs.sort()).toEqual([slow, taken, renewed].sort());
    expect((await rows(taken)).map((r) => r.processed)).toEqual([true]);
    await runner.stop();
  });

  it('background events run side by side up to the concurrency: a slow email holds back only its own runner', async () => {
    const { flow, runs, gate } = slowFlow('test.side_by_side');
    const runner = otherInstance(flow, undefined, 2);
    const [slow, next, third] = ['slow', 'next', 'third'].map((n) => `${n}-${randomUUID()}`) as [string, string, string];
    const releaseSlow = gate(slow);
    const releaseNext = gate(next);
    try {
      for (const to of [slow, next, third]) await t.inContext(() => inTransaction(em(), () => runner.emit(flow.event, to, { to })));
      // Two runners: the second event runs while the first hangs; the third waits for a runner.
      await expect.poll(() => [...runs].sort()).toEqual([slow, next].sort());
      await new Promise((r) => setTimeout(r, 100));
      expect(runs).toHaveLength(2);
      releaseNext();
      await expect.poll(async () => (await rows(third)).map((r) => r.processed)).toEqual([true]);
      expect((await rows(slow)).map((r) => r.processed)).toEqual([false]);
    } finally {
      releaseSlow();
      releaseNext();
    }
    await runner.stop();
    // stop() waited for every step taken: all done, each once.
    expect((await rows(slow)).map((r) => r.processed)).toEqual([true]);
    expect(runs.sort()).toEqual([slow, next, third].sort());
  });

  it('a step slower than its lease keeps it: another instance does not take it while it runs', async () => {
    const { flow, runs, gate } = slowFlow('test.slow_step');
    const runner = otherInstance(flow, 50);
    const poller = otherInstance(flow);
    const to = `step-${randomUUID()}`;
    const release = gate(to);
    try {
      await t.inContext(() => inTransaction(em(), () => runner.emit(flow.event, to, { to })));
      await expect.poll(() => runs.length).toBe(1);
      afterLease();
      // The runner's renewal, every 50 ms here, moves the lease past the new time.
      await new Promise((r) => setTimeout(r, 300));
      expect(await t.inContext(() => poller.processDue())).toBe(0);
    } finally {
      release();
    }
    await expect.poll(async () => (await rows(to)).map((r) => r.processed)).toEqual([true]);
    clock.set(null);
    expect(runs).toEqual([to]);
    await runner.stop();
  });
});

describe('emails that follow a change (mail.send)', () => {
  const message = (to: string) => ({ to, subject: 'Un courriel durable', text: 'Bonjour', html: '<p>Bonjour</p>' });
  const stored = async (to: string, done: boolean) =>
    Number((await t.inContext(() => em().execute<{ n: string }[]>(`select count(*) as n from platform_outbox where flow = 'mail.send' and payload->>'to' = ? and processed_at is ${done ? 'not ' : ''}null`, [to])))[0]!.n);

  it('leave only once the change commits, and are forgotten once delivered', async () => {
    const mail = outboxMailer(t.server.app.outbox);
    const lost = `perdu-${randomUUID()}@example.com`;
    await expect(t.inContext(() => inTransaction(em(), async () => {
      await mail.send(message(lost));
      throw new Error('the change failed');
    }))).rejects.toThrow('the change failed');
    const kept = `garde-${randomUUID()}@example.com`;
    await t.inContext(() => inTransaction(em(), () => mail.send(message(kept))));
    expect(await mailTo(t, kept)).toEqual([expect.objectContaining({ subject: 'Un courriel durable', text: 'Bonjour' })]);
    expect(await mailTo(t, lost, () => false)).toEqual([]);
    expect((await stored(lost, false)) + (await stored(lost, true))).toBe(0);
    // The delivered message (its links may carry a one-time secret) is no longer stored.
    await expect.poll(() => stored(kept, false)).toBe(0);
    expect(await stored(kept, true)).toBe(0);
  });
});

describe('the booking flows', () => {
  it('a completed visit runs its steps once: earning, completion rate, referral credits, invoice', async () => {
    const admin = (await loginAs(t, 'admin')).token;
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    const visit = await completedVisit(t, clock, cleaner, client, dateInDays(3));
    clock.set(null);
    const steps = await t.inContext(() => em().execute<{ flow: string; step: string; processed: boolean }[]>('select flow, step, processed_at is not null as processed from platform_outbox where key = ? order by flow, step', [visit.id]));
    expect(steps).toEqual([
      { flow: 'booking.fully_paid', step: 'invoices.issue', processed: true },
      { flow: 'booking.fully_paid', step: 'mail.visit_receipt', processed: true },
      { flow: 'booking.fully_paid', step: 'payouts.record_earning', processed: true },
      { flow: 'booking.fully_paid', step: 'webhooks.payment_succeeded', processed: true },
      { flow: 'booking.requested', step: 'mail.request_sent_to_client', processed: true },
      { flow: 'booking.requested', step: 'mail.request_to_cleaner', processed: true },
      { flow: 'booking.requested', step: 'push.request_to_cleaner', processed: true },
      { flow: 'booking.requested', step: 'webhooks.booking_requested', processed: true },
      { flow: 'booking.visit_ended', step: 'payouts.visit_ended', processed: true },
      { flow: 'booking.visit_ended', step: 'referrals.visit_ended', processed: true },
      { flow: 'booking.visit_ended', step: 'reviews.invite', processed: true },
      { flow: 'booking.visit_ended', step: 'reviews.refresh_aggregates', processed: true },
      { flow: 'booking.visit_ended', step: 'webhooks.visit_completed', processed: true },
      { flow: 'booking.visit_started', step: 'webhooks.visit_started', processed: true },
    ]);
    expect((await t.api('GET', `/api/bookings/${visit.id}/invoice`, { token: client.token })).status).toBe(200);
  });

  it('a booking change emails its parties through the outbox: a mail server failure is retried, the email sent once', async () => {
    const admin = (await loginAs(t, 'admin')).token;
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    const visit = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(6) }));
    // The request's own emails leave first (in the background), so that the failure below hits the refusal's.
    await mailTo(t, client.user.email, (m) => m.some((x) => x.subject === 'Votre demande de réservation est envoyée'));
    // And every other email of the request (the cleaner's may still be on its way when the client's has arrived).
    await t.server.app.outbox.settled();
    const mailer = t.server.app.booking.deps.mailer;
    const send = mailer.send.bind(mailer);
    let refusals = 1;
    mailer.send = async (message) => {
      if (refusals-- > 0) throw new Error('SMTP 421 try again later');
      return send(message);
    };
    try {
      expect((await t.api('POST', `/api/bookings/${visit.booking.id}/decline`, { token: cleaner.token, body: { reason: 'Indisponible' } })).status).toBe(200);
      // The answer does not wait for the email; the failed attempt is recorded for a retry.
      const notifyRow = async () =>
        (await t.inContext(() => em().execute<{ attempts: number; processed: boolean }[]>("select attempts, processed_at is not null as processed from platform_outbox where flow = 'booking.notify' and key like ?", [`${visit.booking.id}:declined:%`])))[0];
      await expect.poll(async () => (await notifyRow())?.attempts).toBe(1);
      expect(await notifyRow()).toMatchObject({ attempts: 1, processed: false });
      clock.set(new Date(Date.now() + retryDelayMs(1) + 1000));
      expect(await t.inContext(() => t.server.app.outbox.processDue())).toBeGreaterThanOrEqual(1);
      clock.set(null);
      const mails = await mailTo(t, client.user.email, (m) => m.some((x) => x.subject === 'Votre demande a été refusée'));
      expect(mails.filter((m) => m.subject === 'Votre demande a été refusée')).toHaveLength(1);
    } finally {
      mailer.send = send;
      clock.set(null);
    }
  });
});
