import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, requestVisit } from '../support/booking-fixtures.js';

/**
 * Issue #16, promo codes in the database: admins create, edit, deactivate and (when unused) delete
 * codes in the console with their usage figures; the quote and the request apply them with their
 * dates, their maximum uses and once per client, also when requests race.
 */
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
const em = () => t.server.orm.em as unknown as EntityManager;
const sql = <R extends object>(query: string, params: unknown[] = []) => t.inContext(() => em().execute<R[]>(query, params));

beforeAll(async () => {
  t = await createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
});
afterAll(() => t.close());

const base = '/api/admin/promo-codes';
type PromoCode = { id: string; code: string; kind: string; amountCents: number | null; percent: number | null; active: boolean; state: string; uses: number; clients: number; discountCents: number; oncePerClient: boolean; maxUses: number | null };
type ErrorBody = { error: string; message: string; details?: { field: string; code: string; message: string }[] };
const uniqueCode = (prefix = 'TEST') => `${prefix}${randomUUID().slice(0, 8).toUpperCase()}`;
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const input = (over: Record<string, unknown> = {}) => ({ code: uniqueCode(), description: 'Salon de l’habitation', kind: 'amount', amountCents: 1500, startsAt: hourAgo(), active: true, ...over });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await t.api<PromoCode>('POST', base, { token: admin, body: input(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const fieldOf = (res: ApiResponse, field: string) => (res.body as ErrorBody).details?.find((d) => d.field === field);

// Every request takes its own slot of the shared cleaner (4 h visits, 08:00-21:00 availability).
let slotIndex = 0;
const TIMES = ['08:00', '12:30', '17:00'];
function nextSlot() {
  const i = slotIndex++;
  return { date: dateInDays(2 + Math.floor(i / TIMES.length)), time: TIMES[i % TIMES.length]! };
}
const quote = (token: string, propertyId: string, promoCode: string) => t.api('POST', '/api/bookings/quote', { token, body: draft(cleaner.user.id, propertyId, { promoCode }) });

describe('who may manage promo codes', () => {
  it('is for admins only: 401 anonymous, 403 client and cleaner', async () => {
    const client = await loginAs(t, 'client');
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['POST', base, input()],
      ['GET', `${base}/${id}`],
      ['PUT', `${base}/${id}`, input()],
      ['DELETE', `${base}/${id}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.api(method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const token of [client.token, cleaner.token]) {
        const res = await t.api<ErrorBody>(method, path, { token, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.message).toEqual(expect.any(String));
      }
    }
  });
});

describe('POST /api/admin/promo-codes', () => {
  it('creates an amount or a percent code, in upper case, once per client', async () => {
    const code = uniqueCode('hiver');
    const created = await create({ code: code.toLowerCase(), kind: 'percent', amountCents: null, percent: 20, maxUses: 100 });
    expect(created).toMatchObject({ code: code.toUpperCase(), kind: 'percent', percent: 20, amountCents: null, maxUses: 100, oncePerClient: true, active: true, state: 'running', uses: 0, clients: 0, discountCents: 0 });
  });

  it('refuses what the contract bounds (400, named fields)', async () => {
    for (const [over, field] of [
      [{ code: 'A' }, 'body.code'],
      [{ code: 'ÉTÉ2026' }, 'body.code'],
      [{ kind: 'percent', amountCents: null, percent: 101 }, 'body.percent'],
      [{ amountCents: 0 }, 'body.amountCents'],
      [{ amountCents: 50_001 }, 'body.amountCents'],
      [{ maxUses: 0 }, 'body.maxUses'],
      [{ description: 'x'.repeat(301) }, 'body.description'],
      [{ oncePerClient: false }, 'body'],
    ] as [Record<string, unknown>, string][]) {
      const res = await t.api<ErrorBody>('POST', base, { token: admin, body: input(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.details?.some((d) => d.field.startsWith(field)), `${JSON.stringify(over)}: ${JSON.stringify(res.body)}`).toBe(true);
    }
  });

  it('refuses a discount its kind does not name, an end before the start, and a taken code, in the caller language', async () => {
    const noAmount = await t.api('POST', base, { token: admin, body: input({ amountCents: null }) });
    expect([noAmount.status, fieldOf(noAmount, 'body.amountCents')?.message]).toEqual([400, 'Indiquez le montant du rabais.']);
    const both = await t.api('POST', base, { token: admin, body: input({ percent: 10 }) });
    expect(fieldOf(both, 'body.percent')?.code).toBe('promotions.one_discount');
    const backwards = await t.api('POST', base, { token: admin, body: input({ endsAt: new Date(Date.now() - 7_200_000).toISOString() }) });
    expect(fieldOf(backwards, 'body.endsAt')?.code).toBe('promotions.ends_before_start');
    const english = (await loginAs(t, 'admin', { locale: 'en' })).token;
    const taken = await t.api('POST', base, { token: english, body: input({ code: 'bienvenue10' }) });
    expect([taken.status, fieldOf(taken, 'body.code')?.message]).toEqual([400, 'This code already exists.']);
  });
});

describe('GET /api/admin/promo-codes', () => {
  it('lists codes with filters (status, search, ids), the seeded BIENVENUE10 among them', async () => {
    const a = await create({ description: `Kiosque ${randomUUID()}` });
    const b = await create({ active: false });
    const filter = (f: unknown) => `${base}?filter=${encodeURIComponent(JSON.stringify(f))}&range=${encodeURIComponent('[0,99]')}`;
    const seeded = await t.api<PromoCode[]>('GET', filter({ q: 'BIENVENUE10' }), { token: admin });
    expect(seeded.status).toBe(200);
    expect(seeded.body.find((c) => c.code === 'BIENVENUE10')).toMatchObject({ kind: 'amount', amountCents: 1000, active: true, maxUses: null });
    expect(seeded.headers.get('content-range')).toMatch(/^promo-codes 0-\d+\/\d+$/);
    const inactive = await t.api<PromoCode[]>('GET', filter({ status: 'inactive', id: [a.id, b.id] }), { token: admin });
    expect(inactive.body.map((c) => [c.id, c.state])).toEqual([[b.id, 'inactive']]);
    const bad = await t.api('GET', filter({ status: 'maybe' }), { token: admin });
    expect([bad.status, fieldOf(bad, 'query.filter.status')?.code]).toEqual([400, 'fields.invalid_choice']);
    expect((await t.api('GET', `${base}?sort=${encodeURIComponent('["uses","ASC"]')}`, { token: admin })).status).toBe(400);
  });
});

describe('GET, PUT and DELETE /api/admin/promo-codes/{id}', () => {
  it('reads, edits and deactivates a code; its code never changes; 404 for an unknown one', async () => {
    const c = await create();
    expect((await t.api<PromoCode>('GET', `${base}/${c.id}`, { token: admin })).body.code).toBe(c.code);
    const edited = await t.api<PromoCode>('PUT', `${base}/${c.id}`, { token: admin, body: input({ code: c.code.toLowerCase(), kind: 'percent', amountCents: null, percent: 15, active: false }) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ code: c.code, kind: 'percent', percent: 15, amountCents: null, active: false, state: 'inactive' });
    const renamed = await t.api('PUT', `${base}/${c.id}`, { token: admin, body: input({ code: uniqueCode() }) });
    expect([renamed.status, fieldOf(renamed, 'body.code')?.code]).toEqual([400, 'promotions.code_fixed']);
    expect((await t.api('GET', `${base}/${randomUUID()}`, { token: admin })).status).toBe(404);
    expect((await t.api('PUT', `${base}/${randomUUID()}`, { token: admin, body: input() })).status).toBe(404);
    expect((await t.api('GET', `${base}/not-a-uuid`, { token: admin })).status).toBe(400);
  });

  it('deletes a code no booking carried, keeps a used one (409: deactivate it instead)', async () => {
    const unused = await create();
    expect((await t.api('DELETE', `${base}/${unused.id}`, { token: admin })).status).toBe(204);
    expect((await t.api('GET', `${base}/${unused.id}`, { token: admin })).status).toBe(404);

    const used = await create();
    const client = await clientWithProperty(t);
    await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { ...nextSlot(), promoCode: used.code }));
    const refused = await t.api<ErrorBody>('DELETE', `${base}/${used.id}`, { token: admin });
    expect([refused.status, refused.body.error]).toEqual([409, 'promotions.used_code_kept']);
  });
});

describe('the quote and the request use the codes of the database', () => {
  it('applies an amount or a percentage, and counts uses, clients and the discount given', async () => {
    const percent = await create({ kind: 'percent', amountCents: null, percent: 10 });
    const client = await clientWithProperty(t);
    const q = await quote(client.token, client.property.id, percent.code.toLowerCase());
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    // 4 h x 30 $ = 12 000: first booking 15 % = 1 800, then 10 % of the subtotal = 1 200.
    expect(q.body.discounts).toEqual([
      { kind: 'first_booking', amountCents: 1800 },
      { kind: 'promo', amountCents: 1200 },
    ]);
    await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { ...nextSlot(), promoCode: percent.code }));
    const after = await t.api<PromoCode>('GET', `${base}/${percent.id}`, { token: admin });
    expect(after.body).toMatchObject({ uses: 1, clients: 1, discountCents: 1200 });
    // Once per client, with the message of old.
    const again = await quote(client.token, client.property.id, percent.code);
    expect([again.status, again.body.error]).toEqual([400, 'booking.invalid_promo']);
  });

  it('names a code not yet valid, expired or used up; an inactive one is not valid (FR and EN)', async () => {
    const fr = await clientWithProperty(t);
    const en = await clientWithProperty(t, { locale: 'en' });
    const later = await create({ startsAt: '2099-01-15T15:00:00Z' });
    const early = await quote(fr.token, fr.property.id, later.code);
    expect([early.status, early.body.error, early.body.message]).toEqual([400, 'booking.promo_not_yet_valid', 'Ce code promo n\'est pas encore en vigueur\u00a0: il sera valide à partir du jeudi 15 janvier 2099.']);
    const past = await create({ startsAt: '2026-01-01T05:00:00Z', endsAt: '2026-02-01T05:00:00Z' });
    const expired = await quote(en.token, en.property.id, past.code);
    expect([expired.status, expired.body.error, expired.body.message]).toEqual([400, 'booking.promo_expired', 'This promo code has expired.']);
    const off = await create({ active: false });
    expect((await quote(fr.token, fr.property.id, off.code)).body.error).toBe('booking.invalid_promo');

    const single = await create({ maxUses: 1 });
    await requestVisit(t, fr.token, draft(cleaner.user.id, fr.property.id, { ...nextSlot(), promoCode: single.code }));
    const exhausted = await quote(en.token, en.property.id, single.code);
    expect([exhausted.status, exhausted.body.error, exhausted.body.message]).toEqual([400, 'booking.promo_exhausted', 'This promo code has reached its maximum number of uses.']);
    const listed = await t.api<PromoCode>('GET', `${base}/${single.id}`, { token: admin });
    expect(listed.body.state).toBe('exhausted');
  });

  it('never lets concurrent requests exceed the maximum uses', async () => {
    const code = await create({ maxUses: 2 });
    const clients = await Promise.all(Array.from({ length: 5 }, () => clientWithProperty(t)));
    const slots = clients.map(() => nextSlot());
    const answers = await Promise.all(
      clients.map((c, i) => t.api<ErrorBody>('POST', '/api/bookings', { token: c.token, body: { ...draft(cleaner.user.id, c.property.id, { ...slots[i], promoCode: code.code }), paymentMethod: 'card' } })),
    );
    expect(answers.filter((a) => a.status === 201), JSON.stringify(answers.map((a) => [a.status, a.body.error]))).toHaveLength(2);
    for (const a of answers.filter((x) => x.status !== 201)) expect([a.status, a.body.error]).toEqual([400, 'booking.promo_exhausted']);
    const [row] = await sql<{ n: string }>(`select count(*) as n from bookings where promo_code = ? and status in ('pending', 'confirmed', 'in_progress', 'completed')`, [code.code]);
    expect(Number(row!.n)).toBe(2);
  }, 60_000);

  it('never lets one client use a code twice with concurrent requests', async () => {
    const code = await create();
    const client = await clientWithProperty(t);
    const answers = await Promise.all(
      [nextSlot(), nextSlot(), nextSlot()].map((slot) => t.api<ErrorBody>('POST', '/api/bookings', { token: client.token, body: { ...draft(cleaner.user.id, client.property.id, { ...slot, promoCode: code.code }), paymentMethod: 'card' } })),
    );
    expect(answers.filter((a) => a.status === 201), JSON.stringify(answers.map((a) => [a.status, a.body.error]))).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) expect([a.status, a.body.error]).toEqual([400, 'booking.invalid_promo']);
  }, 60_000);
});
