import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { ownDatabase } from '../support/own-database.js';
import { readyPayoutAccount } from '../support/booking-fixtures.js';
import { startStripe, stripeError, type StripeStandIn } from '../support/stripe-stand-in/index.js';
import { connectedBalance } from '../support/stripe-stand-in/connect-routes.js';
import { weekBounds } from '../../modules/payouts/domain/iso-week.js';

/**
 * Weekly and instant payouts against the Stripe stand-in (the real SDK, form parameters and
 * idempotency keys checked), in a database of this file alone. Earnings are added as adjustments
 * dated inside past ISO weeks; each test uses its own weeks.
 */
let stripe: StripeStandIn;
let db: Awaited<ReturnType<typeof ownDatabase>>;
let t: TestServer;
let admin: string;
type Cleaner = Awaited<ReturnType<typeof loginAs>> & { accountId: string | null };
/** Integrators' payout.paid as payouts emits it (payouts.payout_paid): key and payload. */
const paidTold: { key: string; payload: Record<string, unknown> }[] = [];

beforeAll(async () => {
  const started = await startStripe();
  stripe = started.stripe;
  db = await ownDatabase('payouts_stripe');
  t = await createTestServer({ env: { ...started.env, DATABASE_URL: db.url }, configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
  admin = (await loginAs(t, 'admin')).token;
  const deps = t.server.app.payouts.deps;
  const flows = deps.flows;
  deps.flows = {
    emit: async (event, key, payload) => {
      if (event === 'payouts.payout_paid') paidTold.push({ key, payload });
      await flows.emit(event, key, payload);
    },
  };
});
afterAll(async () => {
  await t?.close();
  await db?.drop();
  await stripe?.close();
});

const api = () => t.server.app.payouts.api;
const adminToken = () => admin;
const inCtx = <T>(work: () => Promise<T>) => t.inContext(work);

async function cleaner(ready = true): Promise<Cleaner> {
  const c = await loginAs(t, 'cleaner');
  if (!ready) return { ...c, accountId: null };
  await readyPayoutAccount(t, c.token);
  const stored = await inCtx(() => t.server.app.payouts.deps.payouts.account(c.user.id));
  return { ...c, accountId: stored!.accountId };
}

/** An adjustment earned on the Tuesday of `week`. */
async function earn(c: Cleaner, cents: number, week: string) {
  const earnedAt = new Date(weekBounds(week).start.getTime() + 36 * 3_600_000);
  const line = await inCtx(() => api().addEarning({ cleanerId: c.user.id, kind: 'adjustment', sourceKey: `test:${randomUUID()}`, note: 'Ajustement de test', grossCents: cents, commissionCents: 0, taxCents: 0, amountCents: cents, earnedAt }));
  expect(line).not.toBeNull();
}

const transfersWith = (key: string) => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers' && r.idempotencyKey === key);
const payoutOf = async (cleanerId: string, week: string) => {
  const filter = encodeURIComponent(JSON.stringify({ cleanerId, kind: 'weekly' }));
  const list = (await t.api('GET', `/api/admin/payouts?filter=${filter}&range=[0,99]`, { token: admin })).body as { id: string; week: string; status: string; attempts: number; failureMessage: string | null; amountCents: number; providerReference: string | null }[];
  return list.find((p) => p.week === week)!;
};

describe('weekly payouts through Stripe', () => {
  it('two schedulers at once and a re-run transfer each cleaner once, with the agreed parameters and keys', async () => {
    const week = '2026-W10';
    const [a, b, c] = await Promise.all([cleaner(), cleaner(), cleaner()]);
    const notReady = await cleaner(false);
    await earn(a, 10_000, week);
    await earn(a, 2_345, week);
    await earn(b, 7_777, week);
    await earn(c, 1, week);
    await earn(notReady, 5_000, week);
    // Earned the week after: not in this run.
    await earn(a, 999, '2026-W11');

    const [one, two] = await Promise.all([inCtx(() => api().runWeekly(week)), inCtx(() => api().runWeekly(week))]);
    const three = await inCtx(() => api().runWeekly(week));
    expect(new Set([one.id, two.id, three.id]).size).toBe(1);

    for (const [who, cents] of [
      [a, 12_345],
      [b, 7_777],
      [c, 1],
    ] as const) {
      const key = `payout:${who.user.id}:${week}`;
      const sent = transfersWith(key);
      // One request per key: the second scheduler found the week taken, the re-run found the payout paid.
      expect(sent).toHaveLength(1);
      const p = await payoutOf(who.user.id, week);
      expect(sent[0]!.params).toEqual({ amount: String(cents), currency: 'cad', destination: who.accountId, transfer_group: week, metadata: { payoutId: p.id, cleanerId: who.user.id, week } });
      expect(p).toMatchObject({ status: 'paid', amountCents: cents, attempts: 1, failureMessage: null });
      expect(p.providerReference).toMatch(/^tr_standin/);
      expect(connectedBalance(stripe, who.accountId!)).toBe(cents);
    }
    const failed = await payoutOf(notReady.user.id, week);
    expect(failed).toMatchObject({ status: 'failed', amountCents: 5_000, attempts: 1 });
    expect(failed.failureMessage).toMatch(/cannot receive transfers/);
    expect(transfersWith(`payout:${notReady.user.id}:${week}`)).toHaveLength(0);
    const run = (await t.api('GET', `/api/admin/payout-runs/${one.id}`, { token: admin })).body;
    expect(run).toMatchObject({ week, status: 'completed_with_failures', payoutCount: 4, paidCount: 3, failedCount: 1, totalCents: 12_345 + 7_777 + 1 + 5_000 });
    // What a's next run carries: the line of the next week only; that run pays it (later tests start with nothing left over).
    expect((await t.api('GET', '/api/payouts/me', { token: a.token })).body.balanceCents).toBe(999);
    await inCtx(() => api().runWeekly('2026-W11'));
    expect((await payoutOf(a.user.id, '2026-W11')).amountCents).toBe(999);
  });

  it('a refused transfer fails the payout, visible in the console; the admin retry pays it with a new key, once', async () => {
    const week = '2026-W14';
    const c = await cleaner();
    await earn(c, 4_200, week);
    stripe.failNext('POST /v1/transfers', stripeError(400, 'invalid_request_error', 'balance_insufficient', 'You have insufficient available funds in your Stripe account.'));
    await inCtx(() => api().runWeekly(week));
    const failed = await payoutOf(c.user.id, week);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, failureMessage: 'You have insufficient available funds in your Stripe account.' });

    const list = await t.api('GET', `/api/admin/payouts?filter=${encodeURIComponent(JSON.stringify({ status: 'failed', cleanerId: c.user.id }))}`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([failed.id]);
    expect(list.headers.get('content-range')).toBe('payouts 0-0/1');

    expect((await t.api('POST', `/api/admin/payouts/${failed.id}/retry`)).status).toBe(401);
    expect((await t.api('POST', `/api/admin/payouts/${failed.id}/retry`, { token: c.token })).status).toBe(403);
    expect((await t.api('POST', `/api/admin/payouts/${randomUUID()}/retry`, { token: admin })).status).toBe(404);
    const retried = await t.api('POST', `/api/admin/payouts/${failed.id}/retry`, { token: admin });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: failed.id, status: 'paid', attempts: 2, failureMessage: null, amountCents: 4_200, cleanerId: c.user.id });
    expect(retried.body.earnings).toHaveLength(1);
    expect(transfersWith(`payout:${c.user.id}:${week}`)).toHaveLength(1);
    expect(transfersWith(`payout:${c.user.id}:${week}:retry:1`)).toHaveLength(1);
    expect(connectedBalance(stripe, c.accountId!)).toBe(4_200);
    // Paid: a second retry is refused and nothing moves.
    const again = await t.api('POST', `/api/admin/payouts/${failed.id}/retry`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('payouts.not_retryable');
    expect((await t.api('GET', `/api/admin/payout-runs/${(await inCtx(() => api().runWeekly(week))).id}`, { token: admin })).body.status).toBe('completed');
  });

  it('a timeout keeps the same key (the money may have moved); the next run completes it without a second transfer', async () => {
    const week = '2026-W16';
    const c = await cleaner();
    await earn(c, 3_000, week);
    stripe.failNext('POST /v1/transfers', stripeError(500, 'api_error', 'api_error', 'An unknown error occurred'));
    await inCtx(() => api().runWeekly(week));
    expect(await payoutOf(c.user.id, week)).toMatchObject({ status: 'pending', attempts: 1 });
    await inCtx(() => api().runWeekly('2026-W17'));
    expect(await payoutOf(c.user.id, week)).toMatchObject({ status: 'paid', attempts: 2 });
    expect(transfersWith(`payout:${c.user.id}:${week}`)).toHaveLength(2);
    expect(stripe.requests.filter((r) => r.idempotencyKey?.startsWith(`payout:${c.user.id}:${week}:retry`))).toHaveLength(0);
    expect(connectedBalance(stripe, c.accountId!)).toBe(3_000);
  });

  it('pays a failed payout of an earlier week on a later run once the cleaner finished onboarding', async () => {
    const c = await cleaner(false);
    await earn(c, 6_500, '2026-W20');
    await inCtx(() => api().runWeekly('2026-W20'));
    expect(await payoutOf(c.user.id, '2026-W20')).toMatchObject({ status: 'failed' });
    await readyPayoutAccount(t, c.token);
    const accountId = (await inCtx(() => t.server.app.payouts.deps.payouts.account(c.user.id)))!.accountId;
    await inCtx(() => api().runWeekly('2026-W21'));
    expect(await payoutOf(c.user.id, '2026-W20')).toMatchObject({ status: 'paid', attempts: 2 });
    expect(transfersWith(`payout:${c.user.id}:2026-W20:retry:1`)).toHaveLength(1);
    expect(connectedBalance(stripe, accountId)).toBe(6_500);
  });

  it('a reversed transfer fails the payout again (earnings stay with it) until an admin retries', async () => {
    const week = '2026-W23';
    const c = await cleaner();
    await earn(c, 2_500, week);
    await inCtx(() => api().runWeekly(week));
    const paid = await payoutOf(c.user.id, week);
    // A partial reversal changes nothing here (paying again would pay the rest twice): a person settles it.
    await inCtx(() => api().handleStripeEvent({ id: 'evt_rev_part', type: 'transfer.reversed', account: null, object: { id: paid.providerReference!, object: 'transfer', reversed: false, amount_reversed: 500 } }));
    expect((await payoutOf(c.user.id, week)).status).toBe('paid');
    const transfer = { id: paid.providerReference!, object: 'transfer', reversed: true };
    for (let i = 0; i < 3; i++) await inCtx(() => api().handleStripeEvent({ id: 'evt_rev', type: 'transfer.reversed', account: null, object: transfer }));
    expect(await payoutOf(c.user.id, week)).toMatchObject({ status: 'failed', failureMessage: `Transfer ${paid.providerReference} was reversed.` });
    expect((await t.api('GET', '/api/payouts/me', { token: c.token })).body.balanceCents).toBe(0);
    expect((await t.api('POST', `/api/admin/payouts/${paid.id}/retry`, { token: admin })).body.status).toBe('paid');
    // payout.paid: once when first paid, nothing for the reversal, once more for the retry that paid it again.
    expect(paidTold.filter((p) => p.payload.payoutId === paid.id).map((p) => [p.key, p.payload.attempt, p.payload.cleanerId])).toEqual([
      [`${paid.id}:1`, 1, c.user.id],
      [`${paid.id}:2`, 2, c.user.id],
    ]);
  });
});

describe('POST /api/payouts/me/instant', () => {
  const instant = (c: { token: string }, requestKey: string = randomUUID()) => t.api('POST', '/api/payouts/me/instant', { token: c.token, body: { requestKey } });

  it('answers 401, 403 to clients, 400 without a key, and 409 insufficient balance in French (the balance must exceed the 5 $ fee)', async () => {
    expect((await t.api('POST', '/api/payouts/me/instant', { body: { requestKey: randomUUID() } })).status).toBe(401);
    expect((await instant(await loginAs(t, 'client'))).status).toBe(403);
    const c = await cleaner();
    expect((await t.api('POST', '/api/payouts/me/instant', { token: c.token, body: {} })).status).toBe(400);
    const empty = await instant(c);
    expect(empty.status).toBe(409);
    expect(empty.body).toEqual({ error: 'payouts.insufficient_balance', message: 'Solde insuffisant\u00a0: un versement instantané demande un solde supérieur aux frais de 5 $.' });
    await earn(c, 500, '2026-W30');
    expect((await instant(c)).body.error).toBe('payouts.insufficient_balance');
    expect((await t.api('GET', '/api/payouts/me', { token: c.token })).body).toMatchObject({ balanceCents: 500, instantNetCents: 0 });
    expect(stripe.requests.filter((r) => r.idempotencyKey?.startsWith(`instant:${c.user.id}`))).toHaveLength(0);
  });

  it('answers 409 account_not_ready while the account cannot receive transfers', async () => {
    const c = await cleaner(false);
    await earn(c, 2_000, '2026-W30');
    const res = await instant(c);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('payouts.account_not_ready');
  });

  it('sends the whole balance less the fee, once per request key', async () => {
    const c = await cleaner();
    await earn(c, 10_000, '2026-W31');
    await earn(c, 2_345, '2026-W32');
    const key = randomUUID();
    const [first, second] = await Promise.all([instant(c, key), instant(c, key)]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body).toMatchObject({ kind: 'instant', status: 'paid', week: null, grossCents: 12_345, feeCents: 500, amountCents: 11_845, earningCount: 2, attempts: 1 });
    expect(second.body.id).toBe(first.body.id);
    const transfers = transfersWith(`instant:${c.user.id}:${key}`);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.params).toMatchObject({ amount: '11845', currency: 'cad', destination: c.accountId });
    const payouts = stripe.requests.filter((r) => r.path === '/v1/payouts' && r.idempotencyKey === `instant:${c.user.id}:${key}:payout`);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ stripeAccount: c.accountId, params: { amount: '11845', currency: 'cad', method: 'instant' } });
    expect((await t.api('GET', '/api/payouts/me', { token: c.token })).body).toMatchObject({ balanceCents: 0, instantNetCents: 0 });
    expect((await instant(c, key)).body.id).toBe(first.body.id);
    expect(transfersWith(`instant:${c.user.id}:${key}`)).toHaveLength(1);
    const history = (await t.api('GET', '/api/payouts/me/history', { token: c.token })).body;
    expect(history.items.map((p: { id: string }) => p.id)).toEqual([first.body.id]);
  });

  it('follows the bank side of an instant payout: payout.failed marks it failed once (the money stays in the Stripe balance)', async () => {
    const c = await cleaner();
    await earn(c, 1_800, '2026-W34');
    const paid = await instant(c);
    expect(paid.status).toBe(201);
    const admin = await t.api('GET', `/api/admin/payouts/${paid.body.id}`, { token: adminToken() });
    const payoutId = admin.body.providerReference as string;
    expect(payoutId).toMatch(/^po_standin/);
    const event = { id: 'evt_po_failed', type: 'payout.failed', account: c.accountId, object: { id: payoutId, object: 'payout', status: 'failed', failure_code: 'account_closed', failure_message: 'The bank account has been closed.' } };
    // Paid when the instant payout was sent: the provider's payout.paid for it, replayed, tells no one again.
    const paidEvent = { ...event, id: 'evt_po_paid', type: 'payout.paid', object: { id: payoutId, object: 'payout', status: 'paid' } };
    for (let i = 0; i < 2; i++) await inCtx(() => api().handleStripeEvent(paidEvent));
    expect(paidTold.filter((p) => p.payload.payoutId === paid.body.id).map((p) => p.key)).toEqual([`${paid.body.id}:1`]);
    for (let i = 0; i < 2; i++) await inCtx(() => api().handleStripeEvent(event));
    await inCtx(() => api().handleStripeEvent({ ...event, id: 'evt_po_paid_late', type: 'payout.paid', object: { id: payoutId, object: 'payout', status: 'paid' } }));
    expect(paidTold.filter((p) => p.payload.payoutId === paid.body.id)).toHaveLength(1);
    const after = (await t.api('GET', `/api/admin/payouts/${paid.body.id}`, { token: adminToken() })).body;
    expect(after).toMatchObject({ status: 'failed', failureMessage: 'The bank account has been closed.', paidAt: null });
    // The transfer reached the cleaner's Stripe balance: the earnings stay paid, never paid twice.
    expect(after.earnings).toHaveLength(1);
    expect((await t.api('GET', '/api/payouts/me', { token: c.token })).body.balanceCents).toBe(0);
  });

  it('a refused instant payout is reversed and releases the earnings: 502, nothing taken from the balance', async () => {
    const c = await cleaner();
    await earn(c, 3_000, '2026-W33');
    stripe.failNext('POST /v1/payouts', stripeError(400, 'invalid_request_error', 'instant_payouts_unsupported', 'This card is not eligible for Instant Payouts.'));
    const key = randomUUID();
    const res = await instant(c, key);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'payouts.instant_failed', message: "Le versement instantané a échoué. Aucun montant n'a été retiré de votre solde." });
    expect(stripe.requests.filter((r) => r.idempotencyKey === `instant:${c.user.id}:${key}:reversal`)).toHaveLength(1);
    expect(connectedBalance(stripe, c.accountId!)).toBe(0);
    expect((await t.api('GET', '/api/payouts/me', { token: c.token })).body).toMatchObject({ balanceCents: 3_000, instantNetCents: 2_500 });
    // The same key answers the same failure; a new key pays.
    expect((await instant(c, key)).status).toBe(502);
    // A refused transfer: nothing reaches the account and no payout is asked.
    stripe.failNext('POST /v1/transfers', stripeError(400, 'invalid_request_error', 'balance_insufficient', 'Insufficient funds.'));
    const other = randomUUID();
    expect((await instant(c, other)).status).toBe(502);
    expect(stripe.requests.filter((r) => r.path === '/v1/payouts' && r.idempotencyKey?.startsWith(`instant:${c.user.id}:${other}`))).toHaveLength(0);
    const paid = await instant(c);
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ status: 'paid', amountCents: 2_500, earningCount: 1 });
    const history = (await t.api('GET', '/api/payouts/me/history', { token: c.token })).body;
    expect(history.items.map((p: { status: string }) => p.status)).toEqual(['paid', 'failed', 'failed']);
  });
});

describe('the console', () => {
  it('lists earnings with filters and Content-Range, runs, and starts a run; admins only', async () => {
    const c = await cleaner();
    await earn(c, 1_111, '2026-W40');
    await earn(c, 2_222, '2026-W40');
    await earn(c, 3_333, '2026-W41');
    const q = (path: string, filter: unknown, extra = '') => t.api('GET', `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, { token: admin });
    const all = await q('/api/admin/earnings', { cleanerId: c.user.id }, `&sort=${encodeURIComponent('["amountCents","ASC"]')}&range=[0,1]`);
    expect(all.status).toBe(200);
    expect(all.body.map((e: { amountCents: number }) => e.amountCents)).toEqual([1_111, 2_222]);
    expect(all.headers.get('content-range')).toBe('earnings 0-1/3');
    expect(all.body[0]).toMatchObject({ cleanerId: c.user.id, cleanerName: c.user.name, kind: 'adjustment', description: 'Ajustement de test', payoutId: null });
    expect((await t.api('GET', '/api/admin/earnings', { token: c.token })).status).toBe(403);
    expect((await q('/api/admin/earnings', { kind: 'bonus' })).status).toBe(400);
    expect((await q('/api/admin/earnings', { paid: 'maybe' })).status).toBe(400);

    const preview = (await t.api('GET', '/api/admin/payout-runs/preview?week=2026-W40', { token: admin })).body;
    expect(preview.cleaners.find((x: { cleanerId: string }) => x.cleanerId === c.user.id)).toMatchObject({ amountCents: 3_333, earningCount: 2, accountReady: true });
    expect((await t.api('POST', '/api/admin/payout-runs', { token: admin, body: { week: '2026-W99' } })).status).toBe(400);
    expect((await t.api('POST', '/api/admin/payout-runs', { token: c.token, body: { week: '2026-W40' } })).status).toBe(403);
    const started = await t.api('POST', '/api/admin/payout-runs', { token: admin, body: { week: '2026-W40' } });
    expect(started.status).toBe(200);
    // The run also carries what earlier tests left unpaid (a cleaner without an account fails): only this cleaner is checked.
    expect(started.body).toMatchObject({ week: '2026-W40' });
    expect(started.body.finishedAt).not.toBeNull();
    expect((await q('/api/admin/earnings', { cleanerId: c.user.id, paid: true })).body.map((e: { amountCents: number }) => e.amountCents).sort()).toEqual([1_111, 2_222]);
    expect((await q('/api/admin/earnings', { cleanerId: c.user.id, paid: false })).body.map((e: { amountCents: number }) => e.amountCents)).toEqual([3_333]);
    expect((await q('/api/admin/earnings', { q: c.user.email })).headers.get('content-range')).toBe('earnings 0-2/3');

    const runs = await t.api('GET', '/api/admin/payout-runs?range=[0,0]', { token: admin });
    expect(runs.status).toBe(200);
    expect(runs.headers.get('content-range')).toMatch(/^payout-runs 0-0\/\d+$/);
    expect((await t.api('GET', `/api/admin/payout-runs/${randomUUID()}`, { token: admin })).status).toBe(404);
    const byKind = await q('/api/admin/payouts', { kind: 'weekly', q: c.user.email });
    expect(byKind.body).toHaveLength(1);
    expect(byKind.body[0]).toMatchObject({ cleanerEmail: c.user.email, week: '2026-W40', amountCents: 3_333, status: 'paid' });
    expect((await t.api('GET', `/api/admin/payouts/${byKind.body[0].id}`, { token: admin })).body.earnings).toHaveLength(2);
    expect((await t.api('GET', `/api/admin/payouts/${randomUUID()}`, { token: admin })).status).toBe(404);
  });
});
