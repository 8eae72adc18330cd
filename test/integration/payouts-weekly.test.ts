import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { ownDatabase } from '../support/own-database.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';

/**
 * Earnings of real bookings and the weekly run, with the development provider, in a database of this
 * file alone (a run pays every cleaner of the week, so counts here are exact).
 */
const clock = movableClock();
let db: Awaited<ReturnType<typeof ownDatabase>>;
let t: TestServer;
let admin: string;
type Cleaner = Awaited<ReturnType<typeof listedCleaner>>;

beforeAll(async () => {
  db = await ownDatabase('payouts_weekly');
  t = await createTestServer({
    clock,
    env: { DATABASE_URL: db.url },
    configure: longScenarios,
  });
  admin = (await loginAs(t, 'admin')).token;
});
afterEach(() => clock.set(null));
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

const api = () => t.server.app.payouts.api;
const inCtx = <T>(work: () => Promise<T>) => t.inContext(work);
const isoWeekOf = (d: Date) => {
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const date = new Date(`${local}T00:00:00Z`);
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * 86_400_000);
  const year = thursday.getUTCFullYear();
  return `${year}-W${String(Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1).padStart(2, '0')}`;
};

/** The first Monday at least `from` days ahead, and the next days of that week. */
function weekDates(from: number): string[] {
  for (let n = from; ; n++) {
    const d = dateInDays(n);
    if (new Date(`${d}T12:00:00Z`).getUTCDay() === 1) return [0, 1, 2, 3, 4].map((k) => dateInDays(n + k));
  }
}

/** A visit requested, accepted, worked and punched out; the remainder is charged by the development provider. */
async function completed(cleaner: Cleaner, date: string, over: Record<string, unknown> = {}, given?: Awaited<ReturnType<typeof clientWithProperty>>) {
  clock.set(null);
  const client = given ?? (await clientWithProperty(t));
  const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date, time: '09:00', tasks: [], allowPhotos: false, ...over }));
  const id = res.booking.id;
  const step = async (action: string, body?: unknown) => {
    const r = await t.api('POST', `/api/bookings/${id}/${action}`, { token: cleaner.token, body });
    if (r.status !== 200) throw new Error(`${action} failed: ${r.status} ${JSON.stringify(r.body)}`);
  };
  await step('accept');
  const startsAt = new Date(res.booking.startsAt).getTime();
  const here = { lat: client.property.lat, lng: client.property.lng, accuracyMeters: 10 };
  clock.set(new Date(startsAt - 5 * 60_000));
  await step('punch-in', here);
  const completedAt = new Date(startsAt + 4 * 3_600_000);
  clock.set(completedAt);
  await step('punch-out', here);
  return { id, completedAt, client };
}

const earningsOf = async (cleaner: Cleaner) => (await t.api('GET', '/api/payouts/me/earnings?limit=100', { token: cleaner.token })).body.items as { id: string; kind: string; bookingId: string; grossCents: number; commissionCents: number; taxCents: number; amountCents: number; payoutId: string | null }[];

describe('earnings of fully paid bookings', () => {
  it('records the cleaner share once, whoever calls and however often', async () => {
    const cleaner = await listedCleaner(t, admin, { profile: { gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' } });
    const visit = await completed(cleaner, weekDates(3)[0]!, { suppliesProvided: true });
    const lines = await earningsOf(cleaner);
    expect(lines).toHaveLength(1);
    // Payments' fully-paid hook and booking's visit-ended hook both ran; called again, nothing new.
    expect(await inCtx(() => api().recordBookingEarning(visit.id))).toBeNull();
    await Promise.all([inCtx(() => api().recordBookingEarning(visit.id)), inCtx(() => api().recordBookingEarning(visit.id))]);
    expect(await earningsOf(cleaner)).toHaveLength(1);
    const facts = (await inCtx(() => t.server.app.booking.api.paymentFacts(visit.id)))!;
    const q = facts.quote;
    const gross = q.subtotalCents - q.discountCents;
    const commission = Math.floor((gross * 10 + 50) / 100);
    const serviceTaxes = q.taxLines.filter((l) => l.on === 'service').reduce((s, l) => s + l.amountCents, 0);
    expect(serviceTaxes).toBeGreaterThan(0);
    expect(lines[0]).toMatchObject({ kind: 'booking', bookingId: visit.id, grossCents: gross, commissionCents: commission, taxCents: serviceTaxes, amountCents: gross - commission + serviceTaxes, payoutId: null });
    // The overview: the balance holds it, nothing is pending.
    const overview = (await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body;
    expect(overview).toMatchObject({ currency: 'CAD', balanceCents: lines[0]!.amountCents, pendingCents: 0, instantFeeCents: 500, instantNetCents: lines[0]!.amountCents - 500 });
    expect(overview.recentEarnings[0].description).toMatch(/^Ménage du /);
  });

  it('shows a visit whose remainder was refused as pending, and earns it once the client pays it', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    // The development card that passes on-session and asks for authentication off-session.
    expect((await t.api('POST', '/api/payments/cards', { token: client.token, body: { paymentMethodId: 'dev_pm_authentication_required' } })).status).toBe(201);
    const visit = await completed(cleaner, weekDates(3)[1]!, { paymentMethodId: 'dev_pm_authentication_required' }, client);
    const facts = (await inCtx(() => t.server.app.booking.api.paymentFacts(visit.id)))!;
    expect(facts.paymentStatus).toBe('partially_paid');
    expect(await earningsOf(cleaner)).toHaveLength(0);
    const gross = facts.quote.subtotalCents - facts.quote.discountCents;
    const share = gross - Math.floor((gross * 10 + 50) / 100);
    expect((await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body).toMatchObject({ balanceCents: 0, pendingCents: share });
    const paid = await t.api('POST', `/api/bookings/${visit.id}/payments/remainder`, { token: client.token, body: { paymentMethodId: 'dev_pm_authentication_required' } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const lines = await earningsOf(cleaner);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ bookingId: visit.id, amountCents: share });
    expect((await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body).toMatchObject({ balanceCents: share, pendingCents: 0 });
  });

  it('earns nothing for a cancellation by the cleaner, and the fee less commission for a late cancellation by the client', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    const soon = async () => {
      const r = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(3), time: '09:00' }));
      expect((await t.api('POST', `/api/bookings/${r.booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
      // Inside 24 hours of the start: a late cancellation.
      clock.set(new Date(new Date(r.booking.startsAt).getTime() - 10 * 3_600_000));
      return r.booking.id;
    };
    const byCleaner = await soon();
    expect((await t.api('POST', `/api/bookings/${byCleaner}/cancel`, { token: cleaner.token, body: { reason: 'Malade' } })).status).toBe(200);
    clock.set(null);
    const byClient = await soon();
    const cancelled = await t.api('POST', `/api/bookings/${byClient}/cancel`, { token: client.token, body: { reason: 'Imprévu' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const lines = await earningsOf(cleaner);
    expect(lines.map((l) => [l.kind, l.bookingId])).toEqual([['cancellation_fee', byClient]]);
    expect(lines[0]).toMatchObject({ grossCents: 5000, commissionCents: 500, taxCents: 0, amountCents: 4500 });
    expect(await inCtx(() => api().recordCancellationEarning(byClient))).toBeNull();
    expect(await inCtx(() => api().recordCancellationEarning(byCleaner))).toBeNull();
  });
});

describe('the weekly run', () => {
  it('pays each cleaner once with two schedulers and a re-run, and the money adds up to the cent against the quotes', async () => {
    const [mon, tue, wed] = weekDates(10);
    const registered = await listedCleaner(t, admin, { profile: { gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' } });
    const plain = await listedCleaner(t, admin);
    const visits = [
      { cleaner: registered, ...(await completed(registered, mon!)) },
      { cleaner: registered, ...(await completed(registered, tue!, { suppliesProvided: true, emergency: { reason: 'Dégât d’eau', priority: 'high' } })) },
      { cleaner: registered, ...(await completed(registered, wed!, { durationHours: 5.5 })) },
      { cleaner: plain, ...(await completed(plain, mon!, { durationHours: 6 })) },
      { cleaner: plain, ...(await completed(plain, wed!, { suppliesProvided: true })) },
    ];
    const week = isoWeekOf(visits[0]!.completedAt);
    expect(visits.every((v) => isoWeekOf(v.completedAt) === week)).toBe(true);

    // Per booking: what the client paid = cleaner earning + platform (commission, service fee, taxes on the fee).
    let paidByClients = 0;
    let platform = 0;
    const expected = new Map<string, number>();
    for (const v of visits) {
      const [facts, money] = await Promise.all([inCtx(() => t.server.app.booking.api.paymentFacts(v.id)), inCtx(() => t.server.app.payments.api.bookingMoney(v.id))]);
      const line = (await earningsOf(v.cleaner)).find((l) => l.bookingId === v.id)!;
      const q = facts!.quote;
      const feeTaxes = q.taxLines.filter((l) => l.on === 'platform_fee').reduce((s, l) => s + l.amountCents, 0);
      expect(facts!.paymentStatus).toBe('fully_paid');
      expect(money.paidCents).toBe(q.totalCents);
      expect(money.paidCents).toBe(line.amountCents + line.commissionCents + q.serviceFeeCents + feeTaxes);
      paidByClients += money.paidCents;
      platform += line.commissionCents + q.serviceFeeCents + feeTaxes;
      expected.set(v.cleaner.user.id, (expected.get(v.cleaner.user.id) ?? 0) + line.amountCents);
    }

    const preview = (await t.api('GET', `/api/admin/payout-runs/preview?week=${week}`, { token: admin })).body;
    expect(preview.week).toBe(week);

    clock.set(null);
    const runs = await Promise.all([inCtx(() => api().runWeekly(week)), inCtx(() => api().runWeekly(week))]);
    expect(runs[0]!.id).toBe(runs[1]!.id);
    const again = await inCtx(() => api().runWeekly(week));
    expect(again.id).toBe(runs[0]!.id);

    const payouts = (await t.api('GET', `/api/admin/payouts?filter=${encodeURIComponent(JSON.stringify({ runId: runs[0]!.id }))}&range=[0,99]`, { token: admin })).body as { cleanerId: string; amountCents: number; status: string; earnings: { bookingId: string }[]; week: string; providerReference: string }[];
    for (const cleaner of [registered, plain]) {
      const mine = payouts.filter((p) => p.cleanerId === cleaner.user.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ status: 'paid', week, amountCents: expected.get(cleaner.user.id) });
      expect(mine[0]!.providerReference).toMatch(/^tr_dev_/);
      const previewed = preview.cleaners.find((c: { cleanerId: string }) => c.cleanerId === cleaner.user.id);
      expect(previewed).toMatchObject({ amountCents: expected.get(cleaner.user.id), accountReady: true });
    }
    // Per week: the clients paid exactly the cleaners' payouts plus the platform's part.
    const paidOut = payouts.filter((p) => p.cleanerId === registered.user.id || p.cleanerId === plain.user.id).reduce((s, p) => s + p.amountCents, 0);
    expect(paidByClients).toBe(paidOut + platform);
    // Every earning line is in exactly one payout.
    const lines = [...(await earningsOf(registered)), ...(await earningsOf(plain))].filter((l) => visits.some((v) => v.id === l.bookingId));
    expect(lines.every((l) => l.payoutId !== null)).toBe(true);
    const rows = await t.server.orm.em.fork().getConnection().execute<{ n: string }[]>(`select count(*) as n from payouts where week = ?`, [week]);
    expect(Number(rows[0]!.n)).toBe(payouts.length);

    const run = (await t.api('GET', `/api/admin/payout-runs/${runs[0]!.id}`, { token: admin })).body;
    expect(run).toMatchObject({ week, status: 'completed', payoutCount: payouts.length, paidCount: payouts.length, failedCount: 0, totalCents: payouts.reduce((s, p) => s + p.amountCents, 0) });
    // The cleaner sees it in the history, and the balance is empty.
    const history = (await t.api('GET', '/api/payouts/me/history', { token: plain.token })).body;
    expect(history.items[0]).toMatchObject({ kind: 'weekly', status: 'paid', week, amountCents: expected.get(plain.user.id), earningCount: 2, feeCents: 0 });
    expect((await t.api('GET', '/api/payouts/me', { token: plain.token })).body.balanceCents).toBe(0);
    // Issue #18: each cleaner is emailed once that the payout was sent, despite two schedulers and a re-run.
    await inCtx(() => t.server.app.outbox.processDue());
    for (const cleaner of [registered, plain]) {
      const sent = await t.server.orm.em.fork().getConnection().execute<{ subject: string; text_body: string }[]>("select subject, text_body from platform_dev_mailbox where recipient = ? and subject like 'Votre paiement de %'", [cleaner.user.email]);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text_body).toContain(`pour la semaine ${week}`);
    }
  });

  it('lists a cleaner paid through the weekly run in the seller report of the year (Part XX), with the amount, on screen and in the export (issue #41)', async () => {
    const [mon, tue] = weekDates(17);
    const cleaner = await listedCleaner(t, admin);
    const visits = [await completed(cleaner, mon!), await completed(cleaner, tue!)];
    const week = isoWeekOf(visits[0]!.completedAt);
    clock.set(null);
    await inCtx(() => api().runWeekly(week));
    const history = (await t.api('GET', '/api/payouts/me/history', { token: cleaner.token })).body;
    expect(history.items[0]).toMatchObject({ kind: 'weekly', status: 'paid', week });
    const lines = (await earningsOf(cleaner)).filter((l) => visits.some((v) => v.id === l.bookingId));
    const net = lines.reduce((sum, l) => sum + l.amountCents, 0);
    const commission = lines.reduce((sum, l) => sum + l.commissionCents, 0);
    expect(net).toBeGreaterThan(0);
    // The year the visits were credited, in Quebec time.
    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(visits[0]!.completedAt));
    const filter = encodeURIComponent(JSON.stringify({ year, id: [cleaner.user.id] }));
    const listed = await t.api('GET', `/api/admin/seller-reports?filter=${filter}`, { token: admin });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ id: cleaner.user.id, year, totals: { considerationCents: net, feesCents: commission, activities: 2 } });
    const csv = await t.api<string>('GET', `/api/admin/seller-report.csv?year=${year}&delimiter=semicolon&lang=fr`, { token: admin });
    expect(csv.status).toBe(200);
    const row = csv.body.split('\r\n').find((l) => l.includes(cleaner.user.id));
    expect(row, 'the cleaner is in the export').toBeDefined();
    expect(row).toContain((net / 100).toFixed(2).replace('.', ','));
  });
});
