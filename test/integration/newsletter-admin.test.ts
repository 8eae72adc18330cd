import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { movableClock } from '../support/booking-fixtures.js';
import { loginAs, uniqueEmail } from '../support/factories.js';
import { ownDatabase } from '../support/own-database.js';

/**
 * Issue #16, the console's newsletter: subscribers (list, filters, CSV export of the confirmed ones,
 * safe in a spreadsheet) and newsletters written in French and English, previewed, tested, then sent
 * once to every confirmed subscriber in their language, each with their unsubscribe link and the
 * one-click headers. Its own database: a newsletter goes to every confirmed subscriber there is.
 */
const clock = movableClock();
let db: Awaited<ReturnType<typeof ownDatabase>>;
let t: TestServer;
let admin: Awaited<ReturnType<typeof loginAs>>;
let client: string;
let cleaner: string;

type Sub = { id: string; email: string; locale: 'fr' | 'en'; token: string };
type Mail = { subject: string; text_body: string; html_body: string; headers: Record<string, string> };
type Campaign = { id: string; status: string; progress: { total: number; pending: number; sent: number; failed: number; skipped: number }; [k: string]: unknown };

const sql = <T>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(query, params);
const mailsTo = (email: string) => sql<Mail>('select subject, text_body, html_body, headers from platform_dev_mailbox where recipient = ? order by created_at', [email]);
const TEXTS = { subjectFr: 'Nouvelles d’Éclat', subjectEn: 'News from Éclat', bodyFr: 'Bonjour,\n\n**Du nouveau** à Montréal. [Nos tarifs](/pricing)', bodyEn: 'Hello,\n\n**Something new** in Montreal. [Our prices](/pricing)' };

/** A subscriber in that state, straight in the table (the sign-up itself is newsletter.test.ts's subject). */
async function subscriber(status: 'pending' | 'confirmed' | 'unsubscribed', locale: 'fr' | 'en', email = uniqueEmail(`nl-${status}`)): Promise<Sub> {
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await sql(
    `insert into newsletter_subscribers (id, email, locale, status, unsubscribe_token, requested_at, confirmed_at, unsubscribed_at, created_at, updated_at, confirm_token_hash, confirm_expires_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [id, email, locale, status, token, now, status === 'pending' ? null : now, status === 'unsubscribed' ? now : null, now, now, status === 'pending' ? randomBytes(32).toString('hex') : null, status === 'pending' ? new Date(now.getTime() + 3_600_000) : null],
  );
  return { id, email, locale, token };
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await read();
    if (done(value) || i >= 100) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const getCampaign = async (id: string) => (await t.api<Campaign>('GET', `/api/admin/newsletter/campaigns/${id}`, { token: admin.token })).body;
const create = async (body: Record<string, unknown> = TEXTS) => t.api<Campaign>('POST', '/api/admin/newsletter/campaigns', { token: admin.token, body });

let fr: Sub;
let en: Sub;
let pending: Sub;
let gone: Sub;
let formula: Sub;

beforeAll(async () => {
  db = await ownDatabase('newsletter_admin');
  t = await createTestServer({ clock, env: { DATABASE_URL: db.url }, configure: longScenarios });
  admin = await loginAs(t, 'admin', { locale: 'fr' });
  client = (await loginAs(t, 'client')).token;
  cleaner = (await loginAs(t, 'cleaner')).token;
  fr = await subscriber('confirmed', 'fr', uniqueEmail('nl-ana'));
  en = await subscriber('confirmed', 'en', uniqueEmail('nl-bob'));
  pending = await subscriber('pending', 'fr');
  gone = await subscriber('unsubscribed', 'en');
  // An address that a spreadsheet would read as a formula (valid for the sign-up's check).
  formula = await subscriber('confirmed', 'fr', `=hyperlink("http://evil.test")@x.co`);
});
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

describe('the console newsletter endpoints are for admins only', () => {
  it('answers 401 to anonymous callers and 403 to clients and cleaners', async () => {
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/newsletter/subscribers'],
      ['GET', '/api/admin/newsletter/subscribers.csv'],
      ['GET', '/api/admin/newsletter/campaigns'],
      ['POST', '/api/admin/newsletter/campaigns', TEXTS],
      ['GET', `/api/admin/newsletter/campaigns/${id}`],
      ['PUT', `/api/admin/newsletter/campaigns/${id}`, TEXTS],
      ['GET', `/api/admin/newsletter/campaigns/${id}/preview`],
      ['POST', `/api/admin/newsletter/campaigns/${id}/test`],
      ['POST', `/api/admin/newsletter/campaigns/${id}/send`],
    ];
    for (const [method, path, body] of calls) {
      const options = body ? { body } : {};
      expect((await t.api(method, path, options)).status, `${method} ${path}`).toBe(401);
      for (const token of [client, cleaner]) {
        const res = await t.api(method, path, { ...options, token });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body).toMatchObject({ error: 'auth.forbidden' });
      }
    }
  });
});

describe('GET /api/admin/newsletter/subscribers', () => {
  it('lists subscribers with their language, state and dates; filters by state, language and search', async () => {
    const all = await t.api<{ email: string; status: string; locale: string; confirmedAt: string | null; unsubscribedAt: string | null }[]>('GET', '/api/admin/newsletter/subscribers', { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('newsletter-subscribers 0-4/5');
    expect(all.body.find((s) => s.email === gone.email)).toMatchObject({ status: 'unsubscribed', locale: 'en', unsubscribedAt: expect.any(String) });
    expect(all.body[0]).not.toHaveProperty('unsubscribeToken');
    const query = (filter: object) => t.api<{ email: string }[]>('GET', `/api/admin/newsletter/subscribers?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["email","ASC"]')}`, { token: admin.token });
    expect((await query({ status: 'confirmed' })).body.map((s) => s.email)).toEqual([formula.email, fr.email, en.email].sort());
    expect((await query({ status: 'confirmed', locale: 'en' })).body.map((s) => s.email)).toEqual([en.email]);
    expect((await query({ q: 'NL-ANA' })).body.map((s) => s.email)).toEqual([fr.email]);
    expect((await query({ q: '%' })).body).toEqual([]);
  });

  it('refuses an unknown state, language or sort (400 naming the field)', async () => {
    const bad = await t.api('GET', `/api/admin/newsletter/subscribers?filter=${encodeURIComponent('{"status":"gone"}')}`, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'validation_failed' });
    expect((await t.api('GET', `/api/admin/newsletter/subscribers?filter=${encodeURIComponent('{"locale":"de"}')}`, { token: admin.token })).status).toBe(400);
    expect((await t.api('GET', `/api/admin/newsletter/subscribers?sort=${encodeURIComponent('["unsubscribe_token","ASC"]')}`, { token: admin.token })).status).toBe(400);
  });
});

describe('GET /api/admin/newsletter/subscribers.csv', () => {
  it('exports the confirmed subscribers only, a formula-looking cell prefixed with an apostrophe', async () => {
    const res = await fetch(`${t.url}/api/admin/newsletter/subscribers.csv?lang=fr&delimiter=semicolon`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = (await res.text()).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Courriel;Langue;Confirmé le');
    expect(lines).toHaveLength(4);
    expect(csv).toContain(`${fr.email};fr;`);
    expect(csv).toContain(`${en.email};en;`);
    expect(csv).not.toContain(pending.email);
    expect(csv).not.toContain(gone.email);
    // The cell holds quotes, so it is quoted too; it must not start with "=" inside the quotes.
    expect(csv).toContain(`"'=hyperlink(""http://evil.test"")@x.co";fr;`);
    const english = await fetch(`${t.url}/api/admin/newsletter/subscribers.csv?lang=en&filter=${encodeURIComponent('{"locale":"en"}')}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect((await english.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toEqual(['Email,Language,Confirmed at', expect.stringMatching(new RegExp(`^${en.email.replace(/[.]/g, '\\.')},en,\\d{4}-`))]);
    expect((await t.api('GET', '/api/admin/newsletter/subscribers.csv?delimiter=tab', { token: admin.token })).status).toBe(400);
  });
});

describe('POST and PUT /api/admin/newsletter/campaigns', () => {
  it('needs a subject and a body in both languages, bounded (400)', async () => {
    const { bodyEn: _missing, ...noEnglish } = TEXTS;
    for (const body of [noEnglish, { ...TEXTS, subjectFr: '' }, { ...TEXTS, subjectEn: 'x'.repeat(151) }, { ...TEXTS, bodyFr: 'x'.repeat(20_001) }, { ...TEXTS, extra: 1 }, { ...TEXTS, bodyEn: '   ' }]) {
      const res = await create(body);
      expect(res.status, JSON.stringify(Object.keys(body))).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_failed' });
    }
    const crlf = await create({ ...TEXTS, subjectFr: 'Bonjour\r\nBcc: victim@example.com' });
    expect(crlf.status).toBe(400);
  });

  it('keeps a draft, changed until it is sent; 404 for an unknown one', async () => {
    const created = await create();
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...TEXTS, status: 'draft', createdBy: admin.user.id, progress: { total: 0, sent: 0 } });
    const edited = await t.api<Campaign>('PUT', `/api/admin/newsletter/campaigns/${created.body.id}`, { token: admin.token, body: { ...TEXTS, subjectEn: 'Fresh news' } });
    expect(edited.status).toBe(200);
    expect(edited.body.subjectEn).toBe('Fresh news');
    const list = await t.api<Campaign[]>('GET', '/api/admin/newsletter/campaigns?filter=%7B%22status%22%3A%22draft%22%7D', { token: admin.token });
    expect(list.body.map((c) => c.id)).toContain(created.body.id);
    expect((await t.api('GET', `/api/admin/newsletter/campaigns/${randomUUID()}`, { token: admin.token })).status).toBe(404);
    expect((await t.api('PUT', `/api/admin/newsletter/campaigns/${randomUUID()}`, { token: admin.token, body: TEXTS })).status).toBe(404);
    expect((await t.api('GET', '/api/admin/newsletter/campaigns/not-an-id', { token: admin.token })).status).toBe(400);
  });
});

describe('preview and test email', () => {
  it('shows each language version with a safe body, and sends both to the admin with the one-click headers', async () => {
    const { body: campaign } = await create({ ...TEXTS, bodyFr: `${TEXTS.bodyFr}\n\n<script>alert(1)</script> [x](javascript:alert(1))` });
    const preview = await t.api<Record<'fr' | 'en', { subject: string; html: string; text: string }>>('GET', `/api/admin/newsletter/campaigns/${campaign.id}/preview`, { token: admin.token });
    expect(preview.status).toBe(200);
    expect(preview.body.fr.subject).toBe(TEXTS.subjectFr);
    expect(preview.body.fr.html).toContain('<strong>Du nouveau</strong>');
    expect(preview.body.fr.html).toContain(`href="${t.config.publicUrl}/pricing"`);
    expect(preview.body.fr.html).not.toContain('<script>');
    expect(preview.body.fr.html).not.toMatch(/href="javascript/i);
    expect(preview.body.en.html).toContain('Unsubscribe');
    expect(preview.body.fr.text).toContain('Se désabonner');

    const test = await t.api('POST', `/api/admin/newsletter/campaigns/${campaign.id}/test`, { token: admin.token });
    expect(test.status).toBe(202);
    expect(test.body).toEqual({ sentTo: admin.user.email, locales: ['fr', 'en'] });
    const mails = await eventually(() => mailsTo(admin.user.email), (m) => m.length >= 2);
    expect(mails.map((m) => m.subject).sort()).toEqual([`[TEST] ${TEXTS.subjectEn}`, `[TEST] ${TEXTS.subjectFr}`]);
    for (const m of mails) {
      expect(m.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+>$/);
      expect(m.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    // A test is no send: the draft stays a draft, subscribers got nothing.
    expect(await getCampaign(campaign.id)).toMatchObject({ status: 'draft', lastTestAt: expect.any(String), progress: { total: 0 } });
    expect(await mailsTo(fr.email)).toEqual([]);
    expect((await t.api('POST', `/api/admin/newsletter/campaigns/${randomUUID()}/test`, { token: admin.token })).status).toBe(404);
  });
});

describe('POST /api/admin/newsletter/campaigns/{id}/send', () => {
  it('sends once to every confirmed subscriber in their language, with their unsubscribe link and headers', async () => {
    const { body: campaign } = await create();
    const sent = await t.api<Campaign>('POST', `/api/admin/newsletter/campaigns/${campaign.id}/send`, { token: admin.token });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ status: expect.stringMatching(/^(sending|sent)$/), sendRequestedBy: admin.user.id, progress: { total: 3 } });
    // Twice is refused, and so is editing what went out.
    const again = await t.api('POST', `/api/admin/newsletter/campaigns/${campaign.id}/send`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'newsletter.campaign_not_draft', message: expect.stringContaining('déjà été envoyée') });
    expect((await t.api('PUT', `/api/admin/newsletter/campaigns/${campaign.id}`, { token: admin.token, body: TEXTS })).status).toBe(409);
    expect((await t.api('POST', `/api/admin/newsletter/campaigns/${randomUUID()}/send`, { token: admin.token })).status).toBe(404);

    const done = await eventually(() => getCampaign(campaign.id), (c) => c.status === 'sent');
    expect(done).toMatchObject({ status: 'sent', finishedAt: expect.any(String), progress: { total: 3, pending: 0, sent: 3, failed: 0, skipped: 0 } });

    const [frMail, ...frMore] = await mailsTo(fr.email);
    expect(frMore).toEqual([]);
    expect(frMail!.subject).toBe(TEXTS.subjectFr);
    expect(frMail!.html_body).toContain('<strong>Du nouveau</strong>');
    expect(frMail!.text_body).toContain(`Se désabonner\u00a0: ${t.config.publicUrl}/newsletter/unsubscribe/${fr.token}`);
    expect(frMail!.html_body).toContain(`href="${t.config.publicUrl}/newsletter/unsubscribe/${fr.token}"`);
    expect(frMail!.headers).toEqual({ 'List-Unsubscribe': `<${t.config.publicUrl}/api/newsletter/unsubscribe/${fr.token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const [enMail, ...enMore] = await mailsTo(en.email);
    expect(enMore).toEqual([]);
    expect(enMail!.subject).toBe(TEXTS.subjectEn);
    expect(enMail!.text_body).toContain(`Unsubscribe: ${t.config.publicUrl}/newsletter/unsubscribe/${en.token}`);
    expect(enMail!.headers['List-Unsubscribe']).toBe(`<${t.config.publicUrl}/api/newsletter/unsubscribe/${en.token}>`);
    expect(await mailsTo(pending.email)).toEqual([]);
    expect(await mailsTo(gone.email)).toEqual([]);
    const deliveries = await sql<{ locale: string; status: string }>('select d.locale, d.status from newsletter_deliveries d where campaign_id = ? order by locale', [campaign.id]);
    expect(deliveries).toEqual([{ locale: 'en', status: 'sent' }, { locale: 'fr', status: 'sent' }, { locale: 'fr', status: 'sent' }]);

    // The one-click unsubscription of RFC 8058: a form POST to the header's URL, no sign-in.
    const oneClick = await t.api('POST', `/api/newsletter/unsubscribe/${en.token}`, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.status).toBe(200);
    expect((await sql<{ status: string }>('select status from newsletter_subscribers where id = ?', [en.id]))[0]!.status).toBe('unsubscribed');
  });

  it('after a stop, the job sends what was left, exactly once even when two run at once; who unsubscribed first is skipped', async () => {
    // The process stops before sending (as one that died after the commit would): rows stay pending.
    await t.server.app.newsletter.api.stopDeliveries();
    const late = await subscriber('confirmed', 'en');
    const leaving = await subscriber('confirmed', 'fr');
    const { body: campaign } = await create({ ...TEXTS, subjectFr: 'Deuxième numéro', subjectEn: 'Second issue' });
    const sent = await t.api<Campaign>('POST', `/api/admin/newsletter/campaigns/${campaign.id}/send`, { token: admin.token });
    expect(sent.body).toMatchObject({ status: 'sending', progress: { total: 4, pending: 4 } });
    expect((await t.api('POST', `/api/newsletter/unsubscribe/${leaving.token}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } })).status).toBe(200);
    // Confirmed after the send started: not a recipient of this one.
    const afterwards = await subscriber('confirmed', 'fr');

    const runs = await Promise.all([1, 2].map(() => t.inContext(() => t.server.app.newsletter.api.deliverDue())));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
    expect(runs.reduce((n, r) => n + r.skipped, 0)).toBe(1);
    expect(await t.inContext(() => t.server.app.newsletter.api.deliverDue())).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await getCampaign(campaign.id)).toMatchObject({ status: 'sent', progress: { total: 4, pending: 0, sent: 3, skipped: 1, failed: 0 } });

    const second = async (email: string) => (await mailsTo(email)).filter((m) => m.subject === 'Deuxième numéro' || m.subject === 'Second issue').map((m) => m.subject);
    expect(await second(fr.email)).toEqual(['Deuxième numéro']);
    expect(await second(formula.email)).toEqual(['Deuxième numéro']);
    expect(await second(late.email)).toEqual(['Second issue']);
    expect(await second(leaving.email)).toEqual([]);
    expect(await second(afterwards.email)).toEqual([]);
    expect(await second(en.email)).toEqual([]);
  });
});

describe('a mail server that refuses', () => {
  it('retries a failed email later, then counts it failed after the last try; the others go out', async () => {
    // Deliveries are stopped since the test above: the job's runs are the only sender.
    const refused = await subscriber('confirmed', 'fr');
    const deps = t.server.app.newsletter.deps;
    const transport = deps.transport;
    deps.transport = { send: (m) => (m.to === refused.email ? Promise.reject(new Error('550 mailbox unavailable')) : transport.send(m)) };
    try {
      const { body: campaign } = await create({ ...TEXTS, subjectFr: 'Troisième numéro', subjectEn: 'Third issue' });
      expect((await t.api('POST', `/api/admin/newsletter/campaigns/${campaign.id}/send`, { token: admin.token })).status).toBe(202);
      const job = () => t.inContext(() => t.server.app.newsletter.api.deliverDue());
      const first = await job();
      expect(first.failed).toBe(0);
      const [row] = await sql<{ status: string; attempts: number; last_error: string }>('select d.status, d.attempts, d.last_error from newsletter_deliveries d where campaign_id = ? and subscriber_id = ?', [campaign.id, refused.id]);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: '550 mailbox unavailable' });
      expect(await getCampaign(campaign.id)).toMatchObject({ status: 'sending', progress: { pending: 1, failed: 0 } });
      // Not before its time; then four more tries, hours apart.
      expect(await job()).toEqual({ sent: 0, skipped: 0, failed: 0 });
      let at = Date.now();
      for (let i = 0; i < 4; i++) {
        at += 3 * 3_600_000;
        clock.set(new Date(at));
        await job();
      }
      expect(await getCampaign(campaign.id)).toMatchObject({ status: 'sent', progress: { pending: 0, failed: 1, sent: first.sent } });
      expect((await sql<{ attempts: number }>('select attempts from newsletter_deliveries where campaign_id = ? and subscriber_id = ?', [campaign.id, refused.id]))[0]!.attempts).toBe(5);
      expect(await mailsTo(refused.email)).toEqual([]);
    } finally {
      deps.transport = transport;
      clock.set(null);
    }
  });
});

describe('personal data of a subscriber', () => {
  it('exports the newsletters sent to the address, and forgets them with the subscription', async () => {
    const data = await t.inContext(() => t.server.app.newsletter.api.personalData({ userId: randomUUID(), email: fr.email, locale: 'fr' }));
    const subscription = (data.data as { subscription: { deliveries: { subjectFr: string; status: string; locale: string; sentAt: string }[] } }).subscription;
    expect(subscription.deliveries.map((d) => [d.subjectFr, d.status, d.locale])).toEqual([
      [TEXTS.subjectFr, 'sent', 'fr'],
      ['Deuxième numéro', 'sent', 'fr'],
      ['Troisième numéro', 'sent', 'fr'],
    ]);
    await t.inContext(() => t.server.app.newsletter.api.erasePersonalData({ userId: randomUUID(), email: fr.email }));
    expect(await sql('select d.id from newsletter_deliveries d where d.subscriber_id = ?', [fr.id])).toEqual([]);
    expect(await sql('select id from newsletter_subscribers where id = ?', [fr.id])).toEqual([]);
  });
});
