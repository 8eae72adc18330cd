import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, movableClock } from '../support/booking-fixtures.js';
import { startStripe, type StripeStandIn } from '../support/stripe-stand-in/index.js';
import { bookingPayments, saveCard } from '../support/payments-fixtures.js';
import { decryptPush, startPushService, type PushDevice } from '../support/push-receiver.js';

/**
 * Issue #36: no-shows declared by the client and late arrivals told by the cleaner, through the API,
 * with Stripe's stand-in behind the payments port and a clock the test moves.
 */
const clock = movableClock();
let t: TestServer;
// A database of its own: the clock moves forward, and due work other files left behind would be taken too.
let db: Awaited<ReturnType<typeof ownDatabase>>;
let stripe: StripeStandIn;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let otherCleaner: Awaited<ReturnType<typeof listedCleaner>>;
let day = 3;
const MINUTE = 60_000;
const NBSP = '\u00a0';

beforeAll(async () => {
  const started = await startStripe();
  stripe = started.stripe;
  db = await ownDatabase('booking_no_show');
  pushService = await startPushService();
  t = await createTestServer({ env: { ...started.env, DATABASE_URL: db.url, PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }, clock, configure: longScenarios });
  admin = (await loginAs(t, 'admin')).token;
  // The cleaner reads English; the clients French unless told otherwise.
  [cleaner, otherCleaner] = await Promise.all([listedCleaner(t, admin, { locale: 'en' }), listedCleaner(t, admin)]);
});
afterEach(() => clock.set(null));
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await pushService?.close();
  await db?.drop();
});

const post = (id: string, action: string, token: string | undefined, body?: unknown) => t.api('POST', `/api/bookings/${id}/${action}`, { token, body });
const get = (id: string, token: string) => t.api('GET', `/api/bookings/${id}`, { token });
const posted = (path: string | RegExp, since = 0) => stripe.requests.slice(since).filter((r) => r.method === 'POST' && !r.replayed && (typeof path === 'string' ? r.path === path : path.test(r.path)));
const sql = <T>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(query, params);

/** A confirmed visit at 09:00 `day` days ahead, paid by card (the deposit captured at the accept); `at(minutes)` sets the clock from its start. */
async function confirmed(locale: 'fr' | 'en' = 'fr', by = cleaner) {
  const client = await clientWithProperty(t, { locale });
  const card = await saveCard(t, client.token, 'pm_card_visa');
  clock.set(null);
  const res = await t.api('POST', '/api/bookings', { token: client.token, body: { paymentMethod: 'card', ...draft(by.user.id, client.property.id, { date: dateInDays(day++), time: '09:00', tasks: [] }), paymentMethodId: card.paymentMethodId } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.booking.id as string;
  expect((await post(id, 'accept', by.token)).status).toBe(200);
  const startsAt = new Date(res.body.booking.startsAt).getTime();
  const here = { lat: client.property.lat, lng: client.property.lng, accuracyMeters: 10 };
  return { client, id, here, startsAt, depositCents: res.body.booking.money.depositCents as number, at: (minutes: number) => clock.set(new Date(startsAt + minutes * MINUTE)) };
}

const mailsOf = async (email: string, subject: RegExp) => (await mailTo(t, email, (m) => m.some((x) => subject.test(x.subject)))).filter((m) => subject.test(m.subject));

describe('POST /api/bookings/{id}/no-show', () => {
  it('answers 401, 403 to someone else, the cleaner and admins, 404 when unknown, each with its JSON error in the caller\u2019s language', async () => {
    const v = await confirmed();
    v.at(45);
    expect((await post(v.id, 'no-show', undefined, {})).status).toBe(401);
    const stranger = await clientWithProperty(t, { locale: 'en' });
    const other = await post(v.id, 'no-show', stranger.token, {});
    expect([other.status, other.body.error]).toEqual([403, 'booking.forbidden']);
    expect(typeof other.body.message).toBe('string');
    const byCleaner = await post(v.id, 'no-show', cleaner.token, {});
    expect([byCleaner.status, byCleaner.body.error, byCleaner.body.message]).toEqual([403, 'booking.no_show_client_only', 'Only the client of this booking can report a no-show.']);
    expect((await post(v.id, 'no-show', otherCleaner.token, {})).status).toBe(403);
    expect((await post(v.id, 'no-show', admin, {})).status).toBe(403);
    expect((await post(randomUUID(), 'no-show', v.client.token, {})).status).toBe(404);
    expect((await post(v.id, 'no-show', v.client.token, { reason: 'x' })).status).toBe(400);
    // Nothing changed.
    expect((await get(v.id, v.client.token)).body).toMatchObject({ status: 'confirmed', noShow: { declaredAt: null } });
  });

  it('is refused before 30 minutes after the start (409, the time in French), then offered', async () => {
    const v = await confirmed('fr');
    v.at(29);
    const before = await get(v.id, v.client.token);
    expect(before.body.actions).not.toContain('declare_no_show');
    expect(before.body.noShow).toEqual({ declaredAt: null, declarableFrom: new Date(v.startsAt + 30 * MINUTE).toISOString() });
    const early = await post(v.id, 'no-show', v.client.token, {});
    expect([early.status, early.body.error]).toEqual([409, 'booking.no_show_too_early']);
    expect(early.body.message).toBe(`Vous pourrez signaler une absence à partir de 9${NBSP}h${NBSP}30, si aucune arrivée n’est pointée d’ici là.`);
    v.at(30);
    const open = await get(v.id, v.client.token);
    expect(open.body.cleaningStatus).toBe('late');
    expect(open.body.actions).toContain('declare_no_show');
    expect((await get(v.id, cleaner.token)).body.actions).not.toContain('declare_no_show');
  });

  it('records the no-show, refunds the whole deposit at once through Stripe, emails each party in their language, and counts it in the completion rate and on the console\u2019s profile review', async () => {
    const mine = await listedCleaner(t, admin, { locale: 'en' });
    const v = await confirmed('fr', mine);
    const profileBefore = await t.api('GET', `/api/cleaners/by-slug/${mine.slug}`);
    expect(profileBefore.body.stats.completionRate).toBeNull();
    v.at(40);
    const since = stripe.requests.length;
    const res = await post(v.id, 'no-show', v.client.token, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      cleaningStatus: 'no_show',
      paymentStatus: 'refunded',
      noShow: { declaredAt: new Date(v.startsAt + 40 * MINUTE).toISOString(), declarableFrom: null },
      cancellation: { by: 'client', feeCents: 0, refundCents: v.depositCents },
      actions: [],
    });
    expect(res.body.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'cancelled', action: 'declare_no_show', actorRole: 'client', actorId: v.client.user.id });
    const refunds = posted('/v1/refunds', since);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ idempotencyKey: `refund:no_show:${v.id}`, params: { amount: String(v.depositCents) } });
    expect(await bookingPayments(t, v.id, v.client.token)).toMatchObject({ paymentStatus: 'refunded', refundedCents: v.depositCents });
    // The cleaner reads English, the client French (with the amount refunded).
    const [toCleaner] = await mailsOf(mine.user.email, /^No-show reported/);
    expect(toCleaner!.text).toContain('completion rate');
    expect(toCleaner!.html).toContain('lang="en"');
    const amount = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(v.depositCents / 100);
    const [toClient] = await mailsOf(v.client.user.email, /^Absence confirmée/);
    expect(toClient!.subject).toBe(`Absence confirmée${NBSP}: ${amount} remboursés`);
    expect(toClient!.text).toContain(`Nous vous avons remboursé ${amount}`);
    expect(toClient!.text).toContain('personne de ménage');
    // The completion rate: 0 completed of 1 (the no-show), on the public profile and the console's cleaner.
    expect((await t.api('GET', `/api/cleaners/by-slug/${mine.slug}`)).body.stats.completionRate).toBe(0);
    const [aggregate] = await sql<{ completion_rate: string }>('select completion_rate from review_cleaner_aggregates where cleaner_id = ?', [mine.user.id]);
    expect(Number(aggregate!.completion_rate)).toBe(0);
    const review = await t.api('GET', `/api/admin/profile-review/${mine.user.id}`, { token: admin });
    expect([review.status, review.body.noShowCount]).toEqual([200, 1]);
    expect((await t.api('GET', `/api/admin/profile-review/${otherCleaner.user.id}`, { token: admin })).body.noShowCount).toBe(0);
    // The console's users: the count and the rate on the cleaner's page and in the list; nothing for a client.
    expect((await t.api('GET', `/api/admin/users/${mine.user.id}`, { token: admin })).body).toMatchObject({ role: 'cleaner', noShowCount: 1, completionRate: 0 });
    const listed = await t.api('GET', `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: mine.user.email }))}`, { token: admin });
    expect(listed.body).toEqual([expect.objectContaining({ id: mine.user.id, noShowCount: 1, completionRate: 0 })]);
    expect((await t.api('GET', `/api/admin/users/${otherCleaner.user.id}`, { token: admin })).body).toMatchObject({ noShowCount: 0 });
    expect((await t.api('GET', `/api/admin/users/${v.client.user.id}`, { token: admin })).body).toMatchObject({ noShowCount: null, completionRate: null });
    // Every step of the flow ran once.
    const steps = await sql<{ step: string; processed: boolean }>(`select step, processed_at is not null as processed from platform_outbox where flow = 'booking.no_show_declared' and key = ?`, [v.id]);
    expect(steps.map((s) => s.step).sort()).toEqual(['google_calendar.visit', 'mail.no_show_to_cleaner', 'mail.no_show_to_client', 'payments.no_show_refund', 'payouts.visit_ended', 'referrals.visit_ended', 'reviews.refresh_aggregates', 'webhooks.booking_changed']);
    expect(steps.every((s) => s.processed)).toBe(true);

    // Twice: refused, nothing refunded again.
    const again = await post(v.id, 'no-show', v.client.token, {});
    expect([again.status, again.body.error]).toEqual([409, 'booking.no_show_already_declared']);
    expect(again.body.message).toContain(`\u202f;`);
    expect(posted('/v1/refunds', since)).toHaveLength(1);
    // Run again (a retried step): the same answer, no second refund, no second email.
    await t.inContext(() => t.server.app.booking.api.settleNoShow(v.id));
    expect(posted('/v1/refunds', since)).toHaveLength(1);
  });

  it('a refund Stripe does not answer is retried by the outbox with the same key; the client\u2019s confirmation waits for it (nothing lost, nothing twice)', async () => {
    const v = await confirmed('en');
    v.at(35);
    const since = stripe.requests.length;
    stripe.failNext('POST /v1/refunds', { status: 500, body: { error: { type: 'api_error', message: 'Stand-in outage' } } });
    const res = await post(v.id, 'no-show', v.client.token, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Recorded at once; the refund is still to do, and so is the email that states it.
    expect(res.body).toMatchObject({ status: 'cancelled', cleaningStatus: 'no_show', paymentStatus: 'initial_completed' });
    expect(await mailsOf(v.client.user.email, /^No-show confirmed/)).toEqual([]);
    const pending = await sql<{ step: string; attempts: number }>(`select step, attempts from platform_outbox where flow = 'booking.no_show_declared' and key = ? and processed_at is null order by step`, [v.id]);
    expect(pending.map((p) => p.step)).toEqual(['mail.no_show_to_client', 'payments.no_show_refund']);
    // The poller's next round, once the retry is due.
    v.at(40);
    await t.inContext(() => t.server.app.outbox.processDue());
    expect(await bookingPayments(t, v.id, v.client.token)).toMatchObject({ paymentStatus: 'refunded', refundedCents: v.depositCents });
    const tries = stripe.requests.slice(since).filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(new Set(tries.map((r) => r.idempotencyKey))).toEqual(new Set([`refund:no_show:${v.id}`]));
    // The outage's request, then the retry that refunded: one refund recorded.
    expect(posted('/v1/refunds', since)).toHaveLength(2);
    expect((await bookingPayments(t, v.id, v.client.token)).refunds).toMatchObject([{ amountCents: v.depositCents, status: 'succeeded' }]);
    // The confirmation may have been tried before the refund in that round (same due time): then the next round sends it.
    v.at(42);
    await t.inContext(() => t.server.app.outbox.processDue());
    const [mail] = await mailsOf(v.client.user.email, /^No-show confirmed/);
    expect(mail!.text).toContain('We refunded');
    // Nothing left to do, and a further round does nothing.
    expect(await sql(`select 1 from platform_outbox where flow = 'booking.no_show_declared' and key = ? and processed_at is null`, [v.id])).toEqual([]);
    await t.inContext(() => t.server.app.outbox.processDue());
    expect(await mailsOf(v.client.user.email, /^No-show confirmed/)).toHaveLength(1);
  });

  it('is refused after the punch-in and on a cancelled visit', async () => {
    const punched = await confirmed();
    punched.at(-5);
    expect((await post(punched.id, 'punch-in', cleaner.token, punched.here)).status).toBe(200);
    punched.at(60);
    const after = await post(punched.id, 'no-show', punched.client.token, {});
    expect([after.status, after.body.error]).toEqual([409, 'booking.no_show_after_punch_in']);
    expect(after.body.message).toBe(`La personne de ménage a pointé son arrivée${NBSP}: vous ne pouvez plus signaler une absence.`);

    const cancelled = await confirmed();
    expect((await post(cancelled.id, 'cancel', cancelled.client.token, {})).status).toBe(200);
    cancelled.at(60);
    const res = await post(cancelled.id, 'no-show', cancelled.client.token, {});
    expect([res.status, res.body.error]).toEqual([409, 'booking.illegal_transition']);
  });
});

describe('POST /api/bookings/{id}/late', () => {
  it('answers 401, 403 to the client and others, 404, 400 on a malformed or out-of-bounds time, 409 the day before', async () => {
    const v = await confirmed();
    v.at(-30);
    expect((await post(v.id, 'late', undefined, { arrivalTime: '09:40' })).status).toBe(401);
    const byClient = await post(v.id, 'late', v.client.token, { arrivalTime: '09:40' });
    expect([byClient.status, byClient.body.error]).toEqual([403, 'booking.late_cleaner_only']);
    expect((await post(v.id, 'late', otherCleaner.token, { arrivalTime: '09:40' })).body.error).toBe('booking.forbidden');
    expect((await post(v.id, 'late', admin, { arrivalTime: '09:40' })).status).toBe(403);
    expect((await post(randomUUID(), 'late', cleaner.token, { arrivalTime: '09:40' })).status).toBe(404);
    for (const arrivalTime of ['9:40', '24:00', '09:4O', '']) expect((await post(v.id, 'late', cleaner.token, { arrivalTime })).status).toBe(400);
    expect((await post(v.id, 'late', cleaner.token, {})).status).toBe(400);
    // Not after the start, or more than 3 hours after it.
    for (const arrivalTime of ['08:50', '09:00', '12:01']) {
      const res = await post(v.id, 'late', cleaner.token, { arrivalTime });
      expect([arrivalTime, res.status, res.body.error, res.body.details?.[0]?.code]).toEqual([arrivalTime, 400, 'validation_failed', 'booking.late_arrival_range']);
    }
    // The cleaner reads English: the latest time in English.
    expect((await post(v.id, 'late', cleaner.token, { arrivalTime: '12:01' })).body.details[0].message).toContain(`12:00${NBSP}PM`);
    v.at(-10 * 60);
    expect((await post(v.id, 'late', cleaner.token, { arrivalTime: '09:40' })).body.error).toBe('booking.late_not_today');
    expect((await get(v.id, v.client.token)).body.lateArrival).toBeNull();
  });

  it('shows the new arrival to both, tells the client by email and push, makes the cancellation free, and moves the no-show declaration to 30 minutes after the arrival', async () => {
    const v = await confirmed('fr');
    const device: PushDevice = pushService.device();
    expect((await t.api('POST', '/api/users/me/push-subscriptions', { token: v.client.token, body: { endpoint: device.endpoint, expirationTime: null, keys: device.keys } })).status).toBe(201);
    v.at(-20);
    expect((await get(v.id, cleaner.token)).body.actions).toContain('announce_late');
    const res = await post(v.id, 'late', cleaner.token, { arrivalTime: '10:40' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const arrivesAt = new Date(v.startsAt + 100 * MINUTE).toISOString();
    expect(res.body).toMatchObject({ status: 'confirmed', cleaningStatus: 'late', lateArrival: { arrivesAt, announcedAt: new Date(v.startsAt - 20 * MINUTE).toISOString() } });
    expect(res.body.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'confirmed', action: 'announce_late', actorRole: 'cleaner', reason: arrivesAt });
    const seen = await get(v.id, v.client.token);
    expect(seen.body).toMatchObject({ cleaningStatus: 'late', lateArrival: { arrivesAt }, noShow: { declarableFrom: new Date(v.startsAt + 130 * MINUTE).toISOString() } });
    // Late: cancelling is free for the client (inside 24 hours, it would otherwise cost the fee).
    expect(seen.body.cancellationTerms).toMatchObject({ free: true, feeCents: 0, refundCents: v.depositCents });
    const [mail] = await mailsOf(v.client.user.email, /^En retard/);
    expect(mail!.subject).toBe(`En retard — arrivée prévue à 10${NBSP}h${NBSP}40`);
    expect(mail!.text).toContain('annuler sans frais');
    expect(mail!.html).toContain('lang="fr"');
    const pushes = await sql<{ key: string; payload: { notice: { kind: string; arrivesAt: string } } }>(`select key, payload from platform_outbox where flow = 'push.send' and key like ?`, [`${v.client.user.id}:${v.id}:cleaner_late:%`]);
    expect(pushes.map((p) => p.payload.notice)).toEqual([{ kind: 'cleaner_late', bookingId: v.id, arrivesAt }]);
    // On the client's device, in French. (The acceptance's own push may reach the device too, when its background
    // step runs after the device subscribed: only the late notices are counted.)
    const lateOnDevice = () =>
      pushService.received
        .filter((r) => `${pushService.origin}${r.path}` === device.endpoint)
        .map((r) => JSON.parse(decryptPush(device, r.body)) as { title: string; url: string; lang: string })
        .filter((notice) => notice.title.startsWith('En retard'));
    await expect.poll(() => lateOnDevice().length, { timeout: 10_000 }).toBe(1);
    expect(lateOnDevice()[0]).toMatchObject({ title: `En retard — arrivée prévue à 10${NBSP}h${NBSP}40`, url: `/bookings/${v.id}`, lang: 'fr' });

    // The declaration waits for 30 minutes after the announced arrival (11 h 10), not the start.
    v.at(60);
    const early = await post(v.id, 'no-show', v.client.token, {});
    expect([early.status, early.body.error]).toEqual([409, 'booking.no_show_too_early']);
    expect(early.body.message).toContain(`11${NBSP}h${NBSP}10`);
    // The cleaner may still move the arrival until then; past it, too late.
    v.at(129);
    const moved = await post(v.id, 'late', cleaner.token, { arrivalTime: '11:20' });
    expect([moved.status, moved.body.noShow.declarableFrom]).toEqual([200, new Date(v.startsAt + 170 * MINUTE).toISOString()]);
    v.at(170);
    expect((await post(v.id, 'late', cleaner.token, { arrivalTime: '11:40' })).body.error).toBe('booking.late_too_late');
    expect((await post(v.id, 'no-show', v.client.token, {})).status).toBe(200);
  });

  it('lets the client cancel free of charge once the cleaner said they are late', async () => {
    const v = await confirmed();
    v.at(-10);
    expect((await post(v.id, 'late', cleaner.token, { arrivalTime: '09:45' })).status).toBe(200);
    const since = stripe.requests.length;
    const res = await post(v.id, 'cancel', v.client.token, { reason: 'Trop tard pour moi' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', cancellation: { by: 'client', feeCents: 0, refundCents: v.depositCents } });
    expect(posted('/v1/refunds', since)[0]).toMatchObject({ idempotencyKey: `refund:cancel:${v.id}`, params: { amount: String(v.depositCents) } });
  });
});
