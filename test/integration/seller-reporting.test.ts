import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';

/**
 * Issue #17, seller reporting (Income Tax Act Part XX): cleaners declare their identification (the SIN
 * encrypted), and the console lists and exports, for a calendar year, every cleaner paid with their
 * figures per quarter of Quebec's calendar, flagging missing identification.
 */
let t: TestServer;
let admin: string;
let client: string;
type Person = Awaited<ReturnType<typeof loginAs>>;
let identified: Person;
let unidentified: Person;
let referralOnly: Person;

const SIN = '130 692 544';
const ADDRESS = { street: '1234, rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'h2x 1y4' };
const INDIVIDUAL = { sellerType: 'individual', firstName: 'Dominique', lastName: 'Tremblay', dateOfBirth: '1988-04-12', sin: SIN, address: ADDRESS };

const sql = <T>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(query, params);
const put = (token: string, body: unknown) => t.api('PUT', '/api/cleaners/me/seller-identification', { token, body });
const list = (token: string | undefined, filter: Record<string, unknown>, extra = '') =>
  t.api('GET', `/api/admin/seller-reports?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, token ? { token } : {});
const csv = (token: string | undefined, query: string) => t.api<string>('GET', `/api/admin/seller-report.csv?${query}`, token ? { token } : {});

/** One ledger line, as the payouts module records it (amount = gross - commission + tax). */
async function earning(cleanerId: string, kind: string, earnedAt: string, gross: number, commission: number, tax = 0, bookingId: string | null = randomUUID()) {
  await sql(
    `insert into payout_earnings (id, cleaner_id, kind, booking_id, source_key, service_date, note, gross_cents, commission_cents, tax_cents, amount_cents, earned_at)
     values (?, ?, ?, ?, ?, null, null, ?, ?, ?, ?, ?)`,
    [randomUUID(), cleanerId, kind, kind === 'booking' || kind === 'cancellation_fee' ? bookingId : null, `${kind}:${randomUUID()}`, gross, commission, tax, gross - commission + tax, earnedAt],
  );
}

async function instantPayout(cleanerId: string, paidAt: string, gross: number, fee: number) {
  const key = `instant:${cleanerId}:${randomUUID()}`;
  await sql(
    `insert into payouts (id, cleaner_id, kind, status, gross_cents, fee_cents, amount_cents, idempotency_key, attempt_key, attempts, created_at, updated_at, paid_at)
     values (?, ?, 'instant', 'paid', ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    [randomUUID(), cleanerId, gross, fee, gross - fee, key, key, paidAt, paidAt, paidAt],
  );
}

beforeAll(async () => {
  t = await createTestServer({ configure: longScenarios });
  admin = (await loginAs(t, 'admin')).token;
  client = (await loginAs(t, 'client')).token;
  [identified, unidentified, referralOnly] = await Promise.all([loginAs(t, 'cleaner'), loginAs(t, 'cleaner'), loginAs(t, 'cleaner')]);
  await sql(`insert into payout_accounts (cleaner_id, provider, account_id, status, can_receive_transfers, payouts_enabled, created_at, updated_at) values (?, 'development', ?, 'active', true, true, now(), now())`, [
    identified.user.id,
    `acct_dev_${identified.user.id.slice(0, 8)}`,
  ]);

  const id = identified.user.id;
  // 2024, by Quebec's clock (23:00 on December 31): not in 2025's report.
  await earning(id, 'booking', '2025-01-01T04:00:00Z', 50_000, 5_000);
  // Q1: two visits, one with the GST/QST the cleaner charged; the second at 23:30 on March 31 in Quebec (April 1 in UTC).
  await earning(id, 'booking', '2025-02-10T15:00:00Z', 20_000, 2_000, 2_995);
  await earning(id, 'booking', '2025-04-01T03:30:00Z', 10_000, 1_000);
  // Q2: a late-cancellation fee and an instant payout's 5 $ fee.
  await earning(id, 'cancellation_fee', '2025-05-15T15:00:00Z', 5_000, 500);
  await instantPayout(id, '2025-06-20T15:00:00Z', 20_000, 500);
  // Q3: an adjustment (no visit).
  await earning(id, 'adjustment', '2025-08-01T15:00:00Z', 1_500, 0);
  // Q4: a referral reward (not a service: left out) and a visit at 23:30 on December 31.
  await earning(id, 'referral_reward', '2025-11-01T15:00:00Z', 2_500, 0);
  await earning(id, 'booking', '2026-01-01T04:30:00Z', 8_000, 800);

  await earning(unidentified.user.id, 'booking', '2025-05-02T15:00:00Z', 10_000, 1_000);
  await earning(referralOnly.user.id, 'referral_reward', '2025-07-02T15:00:00Z', 2_500, 0);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/cleaners/me/seller-identification', () => {
  it('answers 401 to anonymous callers and 403 to clients and admins', async () => {
    expect((await t.api('GET', '/api/cleaners/me/seller-identification')).status).toBe(401);
    expect((await t.api('GET', '/api/cleaners/me/seller-identification', { token: client })).status).toBe(403);
    expect((await t.api('GET', '/api/cleaners/me/seller-identification', { token: admin })).status).toBe(403);
  });

  it('says what is missing before any declaration', async () => {
    const fresh = await loginAs(t, 'cleaner');
    const res = await t.api('GET', '/api/cleaners/me/seller-identification', { token: fresh.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'missing', missing: ['identification'], sellerType: null, sinMasked: null, address: null });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('PUT /api/cleaners/me/seller-identification', () => {
  it('answers 401, 403', async () => {
    expect((await t.api('PUT', '/api/cleaners/me/seller-identification', { body: INDIVIDUAL })).status).toBe(401);
    expect((await put(client, INDIVIDUAL)).status).toBe(403);
    expect((await put(admin, INDIVIDUAL)).status).toBe(403);
  });

  it('refuses a SIN failing its check, an unknown postal code, a minor, a bad business number, a missing SIN, in French by default', async () => {
    const me = await loginAs(t, 'cleaner');
    const bad = await put(me.token, { ...INDIVIDUAL, sin: '130 692 545', address: { ...ADDRESS, postalCode: 'D1A 1A1' }, dateOfBirth: '2015-01-01' });
    expect(bad.status).toBe(400);
    const fields = (bad.body.details as { field: string; message: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['address.postalCode', 'dateOfBirth', 'sin']);
    expect(bad.body.details.find((d: { field: string }) => d.field === 'sin').message).toContain("numéro d'assurance sociale");
    // 046 454 286 passes Luhn's check but starts with 0: never issued to a person.
    expect((await put(me.token, { ...INDIVIDUAL, sin: '046 454 286' })).status).toBe(400);
    const noSin = await put(me.token, { ...INDIVIDUAL, sin: null });
    expect(noSin.status).toBe(400);
    expect(noSin.body.details).toEqual([expect.objectContaining({ field: 'sin' })]);
    const business = await put(me.token, { sellerType: 'business', businessName: 'Ménage Éclatant inc.', businessNumber: '12345', address: ADDRESS });
    expect(business.status).toBe(400);
    expect(business.body.details).toEqual([expect.objectContaining({ field: 'businessNumber' })]);
    // The contract: unknown fields, an unknown province.
    expect((await put(me.token, { ...INDIVIDUAL, nickname: 'x' })).status).toBe(400);
    expect((await put(me.token, { ...INDIVIDUAL, address: { ...ADDRESS, province: 'XX' } })).status).toBe(400);
    expect((await t.api('GET', '/api/cleaners/me/seller-identification', { token: me.token })).body.status).toBe('missing');
  });

  it('stores an individual with the SIN encrypted, keeps it when left out, and forgets it when the seller becomes a business', async () => {
    const res = await put(identified.token, INDIVIDUAL);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'complete', missing: [], sellerType: 'individual', firstName: 'Dominique', lastName: 'Tremblay', dateOfBirth: '1988-04-12', sinMasked: '•••-•••-544', address: { postalCode: 'H2X 1Y4', country: 'CA' } });
    expect(JSON.stringify(res.body)).not.toContain('130692544');
    const [row] = await sql<{ sin_ciphertext: string; sin_last_digits: string }>('select sin_ciphertext, sin_last_digits from seller_identifications where cleaner_id = ?', [identified.user.id]);
    expect(row!.sin_ciphertext).toMatch(/^v2:[\w-]{10}:/);
    expect(row!.sin_ciphertext).not.toContain('130692544');
    expect(row!.sin_last_digits).toBe('544');

    const again = await put(identified.token, { ...INDIVIDUAL, sin: undefined, lastName: 'Tremblay-Roy' });
    expect(again.body).toMatchObject({ status: 'complete', lastName: 'Tremblay-Roy', sinMasked: '•••-•••-544' });

    const other = await loginAs(t, 'cleaner');
    await put(other.token, INDIVIDUAL);
    const business = await put(other.token, { sellerType: 'business', businessName: 'Ménage Éclatant inc.', businessNumber: '123456789 RT 0001', address: ADDRESS, sin: SIN, dateOfBirth: '1988-04-12' });
    expect(business.body).toMatchObject({ status: 'complete', sellerType: 'business', businessNumber: '123456789', sinMasked: null, dateOfBirth: null, firstName: null });
    expect(await sql('select sin_ciphertext, date_of_birth from seller_identifications where cleaner_id = ?', [other.user.id])).toEqual([{ sin_ciphertext: null, date_of_birth: null }]);
  });

  it('asks again for a SIN the current key cannot read', async () => {
    const me = await loginAs(t, 'cleaner');
    await put(me.token, INDIVIDUAL);
    await sql(`update seller_identifications set sin_ciphertext = 'v1:AAAA.BBBB.CCCC' where cleaner_id = ?`, [me.user.id]);
    const view = (await t.api('GET', '/api/cleaners/me/seller-identification', { token: me.token })).body;
    expect(view).toMatchObject({ status: 'incomplete', missing: ['sin'], sinMasked: null });
    expect((await put(me.token, { ...INDIVIDUAL, sin: undefined })).status).toBe(400);
  });
});

describe('GET /api/admin/seller-reports', () => {
  const ours = () => [identified.user.id, unidentified.user.id, referralOnly.user.id];

  it('answers 401, 403 and 400 (a year before Part XX, after this one, not a number; a bad filter)', async () => {
    expect((await list(undefined, { year: 2025 })).status).toBe(401);
    expect((await list(identified.token, { year: 2025 })).status).toBe(403);
    expect((await list(client, { year: 2025 })).status).toBe(403);
    for (const year of [2023, new Date().getUTCFullYear() + 1, 'deux mille']) {
      const res = await list(admin, { year });
      expect(res.status, String(year)).toBe(400);
    }
    expect((await list(admin, { year: 2025, incomplete: 'yes' })).status).toBe(400);
    expect((await t.api('GET', '/api/admin/seller-reports?filter=%7B', { token: admin })).status).toBe(400);
    expect((await t.api('GET', '/api/admin/seller-reports?filter=%5B1%5D', { token: admin })).status).toBe(400);
    // `null` is no filter at all: the last full year.
    expect((await t.api('GET', '/api/admin/seller-reports?filter=null', { token: admin })).status).toBe(200);
  });

  it('lists every cleaner paid in the year with quarterly figures that add up, and flags missing identification', async () => {
    await put(identified.token, { ...INDIVIDUAL, lastName: 'Tremblay' });
    const res = await list(admin, { year: 2025, id: ours() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('content-range')).toBe('seller-reports 0-1/2');
    const rows = res.body as { id: string; quarters: { quarter: number; considerationCents: number; feesCents: number; taxesCents: number; activities: number }[]; totals: Record<string, number> }[];
    // Paid referral rewards only: no service sold, not a reportable seller.
    expect(rows.map((r) => r.id).sort()).toEqual([identified.user.id, unidentified.user.id].sort());
    const a = res.body.find((r: { id: string }) => r.id === identified.user.id);
    expect(a).toMatchObject({
      year: 2025,
      sellerType: 'individual',
      legalName: 'Dominique Tremblay',
      sinMasked: '•••-•••-544',
      dateOfBirth: '1988-04-12',
      address: { street: '1234, rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4', country: 'CA' },
      payoutAccount: `acct_dev_${identified.user.id.slice(0, 8)}`,
      missing: [],
      complete: true,
      accountDeleted: false,
    });
    expect(a).not.toHaveProperty('sin');
    expect(a.quarters).toEqual([
      { quarter: 1, considerationCents: 20_995 + 9_000, feesCents: 2_000 + 1_000, taxesCents: 0, activities: 2 },
      { quarter: 2, considerationCents: 4_500, feesCents: 500 + 500, taxesCents: 0, activities: 1 },
      { quarter: 3, considerationCents: 1_500, feesCents: 0, taxesCents: 0, activities: 0 },
      { quarter: 4, considerationCents: 7_200, feesCents: 800, taxesCents: 0, activities: 1 },
    ]);
    expect(a.totals).toEqual({ considerationCents: 29_995 + 4_500 + 1_500 + 7_200, feesCents: 4_800, taxesCents: 0, activities: 4 });
    for (const key of ['considerationCents', 'feesCents', 'activities'] as const) expect(a.totals[key]).toBe(a.quarters.reduce((s: number, q: Record<string, number>) => s + q[key]!, 0));

    const b = res.body.find((r: { id: string }) => r.id === unidentified.user.id);
    expect(b).toMatchObject({ complete: false, missing: ['identification'], legalName: null, sinMasked: null, displayName: unidentified.user.name, email: unidentified.user.email, totals: { considerationCents: 9_000, feesCents: 1_000, activities: 1 } });

    // 2024 holds the visit of December 31, 2024 (Quebec time) only.
    const earlier = await list(admin, { year: 2024, id: ours() });
    expect(earlier.body.map((r: { id: string }) => r.id)).toEqual([identified.user.id]);
    expect(earlier.body[0].totals).toMatchObject({ considerationCents: 45_000, feesCents: 5_000, activities: 1 });
  });

  it('filters the rows missing identification, searches, sorts and pages', async () => {
    const incomplete = await list(admin, { year: 2025, id: [identified.user.id, unidentified.user.id], incomplete: true });
    expect(incomplete.body.map((r: { id: string }) => r.id)).toEqual([unidentified.user.id]);
    const found = await list(admin, { year: 2025, q: 'dominique trem', id: [identified.user.id, unidentified.user.id] });
    expect(found.body.map((r: { id: string }) => r.id)).toEqual([identified.user.id]);
    const sorted = await list(admin, { year: 2025, id: [identified.user.id, unidentified.user.id] }, `&sort=${encodeURIComponent('["considerationCents","DESC"]')}&range=${encodeURIComponent('[0,0]')}`);
    expect(sorted.headers.get('content-range')).toBe('seller-reports 0-0/2');
    expect(sorted.body.map((r: { id: string }) => r.id)).toEqual([identified.user.id]);
  });

  it('reports the last full year when no year is given', async () => {
    const res = await t.api('GET', `/api/admin/seller-reports?filter=${encodeURIComponent(JSON.stringify({ id: [identified.user.id] }))}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.every((r: { year: number }) => r.year === new Date().getUTCFullYear() - 1)).toBe(true);
  });
});

describe('GET /api/admin/seller-report.csv', () => {
  it('answers 401, 403 and 400', async () => {
    expect((await csv(undefined, 'year=2025')).status).toBe(401);
    expect((await csv(identified.token, 'year=2025')).status).toBe(403);
    expect((await csv(admin, 'year=2023')).status).toBe(400);
    expect((await csv(admin, 'year=abc')).status).toBe(400);
    expect((await csv(admin, 'year=2025&delimiter=tab')).status).toBe(400);
  });

  it('exports the year with the SIN, figures that add up, formula-safe cells, in French with semicolons and decimal commas', async () => {
    // A name that a spreadsheet would run as a formula.
    await put(identified.token, { ...INDIVIDUAL, lastName: '=HYPERLINK("http://x")' });
    const res = await csv(admin, 'year=2025&delimiter=semicolon&lang=fr');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="declaration-vendeurs-2025.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    const header = lines[0]!.split(';');
    expect(header.slice(0, 3)).toEqual(['Année', 'Type de vendeur', 'Prénom']);
    expect(header).toContain("Numéro d'assurance sociale (NAS)");
    const row = lines.find((l) => l.includes(identified.user.id))!.split(';');
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Année')).toBe('2025');
    expect(cell('Type de vendeur')).toBe('Particulier');
    expect(cell('Nom de famille')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(cell("Numéro d'assurance sociale (NAS)")).toBe('130692544');
    expect(cell('Code postal')).toBe('H2X 1Y4');
    expect(cell('T1 contrepartie ($)')).toBe('299,95');
    expect(cell('T1 frais et commissions ($)')).toBe('30,00');
    expect(cell('T1 activités')).toBe('2');
    expect(cell('T2 frais et commissions ($)')).toBe('10,00');
    expect(cell('T4 contrepartie ($)')).toBe('72,00');
    expect(cell('Total contrepartie ($)')).toBe('431,95');
    expect(cell('Total frais et commissions ($)')).toBe('48,00');
    expect(cell('Total impôts retenus ($)')).toBe('0,00');
    expect(cell('Total activités')).toBe('4');
    expect(cell('Identification complète')).toBe('oui');
    const missing = lines.find((l) => l.includes(unidentified.user.id))!.split(';');
    expect(missing[header.indexOf('Identification complète')]).toBe('non');
    expect(missing[header.indexOf('Renseignements manquants')]).toBe('identification');
    expect(res.body).not.toContain(referralOnly.user.id);
  });

  it('writes English column names and decimal points with commas', async () => {
    const res = await csv(admin, 'year=2025&lang=en');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="seller-report-2025.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Year,Seller type,First name,Last name,/);
    expect(lines.find((l) => l.includes(identified.user.id))).toContain(',299.95,30.00,0.00,2,');
  });
});

describe('account deletion and retention of the identification', () => {
  async function drainOutbox() {
    const left = async () => {
      await t.inContext(() => t.server.app.outbox.processDue());
      return (await sql<{ flow: string }>(`select flow from platform_outbox where processed_at is null and flow = 'identity.account_deleted'`)).length;
    };
    await expect.poll(left, { timeout: 20_000 }).toBe(0);
  }

  it('deletes the identification of a cleaner never paid, keeps a paid one until the tax records end, then the retention job purges it', async () => {
    const [never, paid] = await Promise.all([loginAs(t, 'cleaner'), loginAs(t, 'cleaner')]);
    await put(never.token, INDIVIDUAL);
    await put(paid.token, INDIVIDUAL);
    await earning(paid.user.id, 'booking', '2025-09-10T15:00:00Z', 10_000, 1_000);
    for (const p of [never, paid]) expect((await t.api('DELETE', '/api/users/me', { token: p.token, body: { confirmation: 'SUPPRIMER' } })).status).toBe(204);
    await drainOutbox();

    expect(await sql('select cleaner_id from seller_identifications where cleaner_id = ?', [never.user.id])).toEqual([]);
    const [kept] = await sql<{ keep_until: string; account_deleted_at: Date | null }>('select keep_until::text as keep_until, account_deleted_at from seller_identifications where cleaner_id = ?', [paid.user.id]);
    expect(kept!.keep_until).toBe('2031-12-31');
    expect(kept!.account_deleted_at).not.toBeNull();
    // Still reported for 2025, as a deleted account.
    const row = (await list(admin, { year: 2025, id: [paid.user.id] })).body[0];
    expect(row).toMatchObject({ accountDeleted: true, displayName: null, email: null, legalName: 'Dominique Tremblay', complete: true });

    // Its date moved far back, so that no other test's row is older: the job's batch deletes it.
    await sql(`update seller_identifications set keep_until = '2000-01-01' where cleaner_id = ?`, [paid.user.id]);
    expect(await t.inContext(() => t.server.app.sellerReporting.api.purgeExpiredIdentifications(new Date('2000-01-02T12:00:00Z'), 10))).toBe(1);
    expect(await sql('select cleaner_id from seller_identifications where cleaner_id = ?', [paid.user.id])).toEqual([]);
  });
});

describe('rotating the key that seals the SINs', () => {
  it('reads SINs sealed under APP_SECRET_PREVIOUS, re-seals them under APP_SECRET in the daily run, and the old secret can then go', async () => {
    const me = await loginAs(t, 'cleaner');
    expect((await put(me.token, INDIVIDUAL)).status).toBe(200);
    const sealed = async () => (await sql<{ sin_ciphertext: string }>('select sin_ciphertext from seller_identifications where cleaner_id = ?', [me.user.id]))[0]!.sin_ciphertext;
    const before = await sealed();
    const next = 'n'.repeat(40);
    // A new secret alone cannot read the old seal: the cleaner would be asked again.
    const alone = await createTestServer({ env: { APP_SECRET: next } });
    try {
      const meThere = await alone.api('GET', '/api/cleaners/me/seller-identification', { token: me.token });
      expect(meThere.body).toMatchObject({ status: 'incomplete' });
    } finally {
      await alone.close();
    }
    const rotated = await createTestServer({ env: { APP_SECRET: next, APP_SECRET_PREVIOUS: t.config.appSecret }, configure: longScenarios });
    try {
      expect((await rotated.api('GET', '/api/cleaners/me/seller-identification', { token: me.token })).body).toMatchObject({ status: 'complete', sinMasked: expect.stringContaining('544') });
      const outcome = await rotated.server.app.retention();
      expect(outcome.taxIdsResealed).toBeGreaterThanOrEqual(1);
      expect(await sealed()).not.toBe(before);
      // Once re-sealed, the next run has nothing left for this cleaner.
      expect((await rotated.server.app.retention()).taxIdsResealed).toBe(0);
    } finally {
      await rotated.close();
    }
    const afterwards = await createTestServer({ env: { APP_SECRET: next } });
    try {
      expect((await afterwards.api('GET', '/api/cleaners/me/seller-identification', { token: me.token })).body).toMatchObject({ status: 'complete' });
    } finally {
      await afterwards.close();
    }
  });
});
