import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { ownDatabase } from '../support/own-database.js';
import { clientWithProperty, completedVisit, dateInDays, draft, listedCleaner, mailTo, movableClock, requestVisit } from '../support/booking-fixtures.js';
import { STUCK_AFTER_MS } from '../../modules/booking/index.js';
import { spawnServer } from '../support/server-process.js';

/**
 * Issue #13: a server process killed between the steps of a booking request (or right after a
 * punch-out's commit) leaves a half-done booking; the reconciler finishes or gives it up, and the
 * slot, the deposit and the flows end consistent. The process really dies (SIGKILL at a named
 * failpoint, ECLAT_FAILPOINTS); the reconciler runs on another server over the same database.
 */
const clock = movableClock();
let db: Awaited<ReturnType<typeof ownDatabase>>;
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
const em = () => t.server.orm.em as unknown as EntityManager;
const sql = <R extends object>(query: string, params: unknown[] = []) => t.inContext(() => em().execute<R[]>(query, params));

beforeAll(async () => {
  db = await ownDatabase('crash');
  t = await createTestServer({
    clock,
    env: { DATABASE_URL: db.url },
    configure: longScenarios,
  });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
}, 120_000);
afterAll(async () => {
  await t.close();
  await db.drop();
});

/** Another server process on the same database, which dies at `failpoint`. */
async function doomedServer(failpoint: string): Promise<{ url: string; child: ChildProcess; died: Promise<string> }> {
  const port = 40000 + Math.floor(Math.random() * 10000);
  const child = spawnServer({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: String(port), DATABASE_URL: db.url, SEED_DEMO_DATA: 'false', ECLAT_FAILPOINTS: failpoint }, { stdio: 'ignore' });
  const died = new Promise<string>((resolve) => child.on('exit', (code, signal) => resolve(signal === 'SIGKILL' ? 'killed' : `exit ${code} ${signal}`)));
  const url = `http://127.0.0.1:${port}`;
  // Up to 60 s, as CI's machine is busy with the browser tests beside.
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { url, child, died };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the second server did not start');
}

const bookingRow = (id: string) => sql<{ status: string; payment_status: string; payment_reference: string | null }>('select status, payment_status, payment_reference from bookings where id = ?', [id]).then((r) => r[0]);
const depositRow = (id: string) => sql<{ status: string }>("select status from payment_charges where booking_id = ? and kind = 'deposit'", [id]).then((r) => r[0]);
const reconcileLater = async () => {
  clock.set(new Date(Date.now() + STUCK_AFTER_MS + 1000));
  try {
    return await t.inContext(() => t.server.app.booking.api.reconcileStuck());
  } finally {
    clock.set(null);
  }
};

/** Sends the request to the doomed server, which dies before answering; answers the stored booking. */
async function requestThatKills(failpoint: string, day: number) {
  const client = await clientWithProperty(t);
  const server = await doomedServer(failpoint);
  const body = { paymentMethod: 'card', ...draft(cleaner.user.id, client.property.id, { date: dateInDays(day), time: '09:00' }) };
  const answer = await fetch(`${server.url}/api/bookings`, { method: 'POST', headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
    (r) => r.status,
    () => 'no answer',
  );
  expect(answer).toBe('no answer');
  expect(await server.died).toBe('killed');
  const [row] = await sql<{ id: string }>('select id from bookings where client_id = ?', [client.user.id]);
  return { client, id: row!.id, body };
}

describe('a process killed in the middle of a booking request', () => {
  it('before the deposit: the reconciler gives the request up and the slot is free again', async () => {
    const { client, id, body } = await requestThatKills('booking.request.after_insert', 9);
    expect(await bookingRow(id)).toMatchObject({ status: 'pending', payment_reference: null });
    // Not before a minute: a request may still be on its way.
    expect(await t.inContext(() => t.server.app.booking.api.reconcileStuck())).toEqual({ attached: 0, released: 0, settled: 0 });
    expect(await reconcileLater()).toMatchObject({ released: 1 });
    expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', payment_status: 'initial_failed' });
    expect(await depositRow(id)).toBeUndefined();
    // The same slot can be booked again.
    const again = await requestVisit(t, client.token, body);
    expect(again.booking.id).not.toBe(id);
  }, 120_000);

  it('after the deposit was held: the reconciler attaches it and the cleaner hears of the request', async () => {
    const { id } = await requestThatKills('booking.request.after_deposit', 10);
    expect(await bookingRow(id)).toMatchObject({ status: 'pending', payment_reference: null });
    expect(await depositRow(id)).toMatchObject({ status: 'authorized' });
    expect(await reconcileLater()).toMatchObject({ attached: 1 });
    const row = await bookingRow(id);
    expect(row).toMatchObject({ status: 'pending' });
    expect(row!.payment_reference).toEqual(expect.any(String));
    const mails = await mailTo(t, cleaner.user.email, (m) => m.some((x) => x.subject === 'Nouvelle demande de nettoyage'));
    expect(mails.some((m) => m.subject === 'Nouvelle demande de nettoyage')).toBe(true);
    // Then the cleaner accepts it as any request: the held deposit is captured.
    expect((await t.api('POST', `/api/bookings/${id}/accept`, { token: cleaner.token })).status).toBe(200);
    expect(await depositRow(id)).toMatchObject({ status: 'succeeded' });
  }, 120_000);
});

describe('a process killed while the provider held the deposit, before the answer was recorded', () => {
  it('the reconciler gives the request up, then the payments retry job finds the hold and releases it', async () => {
    const { id } = await requestThatKills('payments.deposit.after_provider', 11);
    // The claim committed before the provider call, with a replay time: the charge is not lost with the process.
    const [charge] = await sql<{ status: string; replay_in_ms: number }>(
      "select status, extract(epoch from next_retry_at - now()) * 1000 as replay_in_ms from payment_charges where booking_id = ? and kind = 'deposit'",
      [id],
    );
    expect(charge).toMatchObject({ status: 'pending' });
    expect(Number(charge!.replay_in_ms)).toBeGreaterThan(10 * 60_000);
    expect(await reconcileLater()).toMatchObject({ released: 1 });
    expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', payment_status: 'initial_failed' });
    // Not replayed before its time (the request may still be waiting for the provider)...
    expect(await t.inContext(() => t.server.app.payments.api.retryDueRemainders())).toBe(0);
    // ...then replayed with the same key: the hold found is released, so no money stays held for a request given up.
    clock.set(new Date(Date.now() + 16 * 60_000));
    try {
      expect(await t.inContext(() => t.server.app.payments.api.retryDueRemainders())).toBe(1);
    } finally {
      clock.set(null);
    }
    expect(await depositRow(id)).toMatchObject({ status: 'canceled' });
  }, 120_000);
});

describe('a process killed right after a punch-out committed', () => {
  it('the reconciler charges the remainder and starts the visit-ended flow, once', async () => {
    const client = await clientWithProperty(t);
    const visit = await completedVisit(t, clock, cleaner, client, dateInDays(4));
    clock.set(null);
    // What the punch-out leaves when its process dies before the remainder step (failpoint booking.punch_out.after_commit).
    await sql("update bookings set payment_status = 'final_pending', updated_at = now() - interval '2 minutes' where id = ?", [visit.id]);
    await sql("delete from payment_charges where booking_id = ? and kind = 'remainder'", [visit.id]);
    await sql('delete from platform_outbox where key = ?', [visit.id]);
    await sql('delete from payout_earnings where booking_id = ?', [visit.id]);
    expect(await reconcileLater()).toMatchObject({ settled: 1 });
    expect(await bookingRow(visit.id)).toMatchObject({ status: 'completed', payment_status: 'fully_paid' });
    expect(await sql('select 1 from payout_earnings where booking_id = ?', [visit.id])).toHaveLength(1);
    const steps = await sql<{ step: string; processed: boolean }>('select step, processed_at is not null as processed from platform_outbox where key = ? order by step', [visit.id]);
    expect(steps.map((x) => x.step)).toEqual(['invoices.issue', 'mail.visit_receipt', 'payouts.record_earning', 'payouts.visit_ended', 'referrals.visit_ended', 'reviews.invite', 'reviews.refresh_aggregates', 'webhooks.payment_succeeded', 'webhooks.visit_completed']);
    expect(steps.every((x) => x.processed)).toBe(true);
    // Nothing left to reconcile: a second run changes nothing.
    expect(await reconcileLater()).toEqual({ attached: 0, released: 0, settled: 0 });
  });
});
