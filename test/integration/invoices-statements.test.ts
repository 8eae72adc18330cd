import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, completedVisit, dateInDays, listedCleaner, movableClock } from '../support/booking-fixtures.js';
import { download as downloadFrom, pdfLang, pdfTitle } from '../support/pdf.js';

/** Cleaners' monthly statements of earnings and payouts: the months, the PDF in their language, who may read them. */
const clock = movableClock();
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let englishCleaner: Awaited<ReturnType<typeof listedCleaner>>;
let client: Awaited<ReturnType<typeof clientWithProperty>>;

beforeAll(async () => {
  t = await createTestServer({
    clock,
    configure: longScenarios,
  });
  admin = (await loginAs(t, 'admin')).token;
  [cleaner, englishCleaner] = await Promise.all([listedCleaner(t, admin), listedCleaner(t, admin, { locale: 'en' })]);
  await payoutAccount(cleaner.user.id);
  await payoutAccount(englishCleaner.user.id);
  client = await clientWithProperty(t);
  await completedVisit(t, clock, cleaner, client, dateInDays(3));
  await completedVisit(t, clock, englishCleaner, client, dateInDays(4));
  clock.set(null);
});
afterAll(() => t.close());

/** A cleaner accepts only with a connected payout account (the development provider activates it at once). */
async function payoutAccount(cleanerId: string) {
  const payouts = t.server.app.payouts.api;
  if (!(await t.inContext(() => payouts.canReceiveTransfers(cleanerId)))) await t.inContext(() => payouts.connectAccount(cleanerId));
}

const download = (path: string, token?: string) => downloadFrom(t, path, token);

describe('GET /api/payouts/me/statements', () => {
  it('lists the months of the cleaner’s earnings', async () => {
    const res = await t.api('GET', '/api/payouts/me/statements', { token: cleaner.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].month).toMatch(/^\d{4}-\d{2}$/);
    expect(res.body[0].earningsCents).toBeGreaterThan(0);
    expect(res.body[0].payoutsCents).toBe(0);
  });

  it('is empty for a cleaner who has not earned yet', async () => {
    const newcomer = await loginAs(t, 'cleaner');
    expect((await t.api('GET', '/api/payouts/me/statements', { token: newcomer.token })).body).toEqual([]);
  });

  it('is for cleaners only', async () => {
    expect((await t.api('GET', '/api/payouts/me/statements')).status).toBe(401);
    expect((await t.api('GET', '/api/payouts/me/statements', { token: client.token })).status).toBe(403);
    expect((await t.api('GET', '/api/payouts/me/statements', { token: admin })).status).toBe(403);
  });
});

describe('GET /api/payouts/me/statements/{month}.pdf', () => {
  it('is the month as a PDF in the cleaner’s language', async () => {
    const [{ month }] = (await t.api('GET', '/api/payouts/me/statements', { token: cleaner.token })).body;
    const res = await download(`/api/payouts/me/statements/${month}.pdf`, cleaner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="releve-eclat-${month}.pdf"`);
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTitle(res.body)).toBe(`Relevé mensuel ${month}`);
    expect(pdfLang(res.body)).toBe('fr-CA');

    const [{ month: enMonth }] = (await t.api('GET', '/api/payouts/me/statements', { token: englishCleaner.token })).body;
    const en = await download(`/api/payouts/me/statements/${enMonth}.pdf`, englishCleaner.token);
    expect(en.status).toBe(200);
    expect(en.headers.get('content-disposition')).toBe(`attachment; filename="eclat-statement-${enMonth}.pdf"`);
    expect(pdfTitle(en.body)).toBe(`Monthly statement ${enMonth}`);
    expect(pdfLang(en.body)).toBe('en-CA');
  });

  it('404 for a month without earnings or payouts, 400 for a month that is not one', async () => {
    const res = await download('/api/payouts/me/statements/2020-01.pdf', cleaner.token);
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ error: 'invoices.statement_not_found', message: "Aucun relevé pour ce mois\u00a0: il n'y a eu ni revenu ni versement." });
    expect((await download('/api/payouts/me/statements/2026-13.pdf', cleaner.token)).status).toBe(400);
  });

  it('is for cleaners only', async () => {
    expect((await download('/api/payouts/me/statements/2026-11.pdf')).status).toBe(401);
    expect((await download('/api/payouts/me/statements/2026-11.pdf', client.token)).status).toBe(403);
  });
});
