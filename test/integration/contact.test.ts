import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs, uniqueEmail } from '../support/factories.js';
import { mailTo } from '../support/booking-fixtures.js';

/**
 * Issue #15, the contact form: the message is kept in PostgreSQL, emailed to the operations address
 * (OPS_EMAIL) and acknowledged to the sender in their language; a rate limit and a honeypot keep
 * bots out; the console lists the messages and marks them handled (admins only).
 */
let t: TestServer;
let admin: { token: string; user: { id: string; name: string } };
const opsEmail = `ops-${randomUUID().slice(0, 8)}@test.eclat.local`;

beforeAll(async () => {
  t = await createTestServer({ env: { OPS_EMAIL: opsEmail }, configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

type Message = { id: string; reference: string; name: string; email: string; category: string; message: string; bookingReference: string | null; bookingId: string | null; locale: string; userId: string | null; status: string; handled: boolean; handledAt: string | null; handledBy: string | null; createdAt: string };
const ipOf = () => `10.88.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
const send = (body: Record<string, unknown>, options: { token?: string; headers?: Record<string, string> } = {}) =>
  t.api<{ message: string; error?: string; details?: { field: string; message: string }[] }>('POST', '/api/contact-messages', { body, ...(options.token ? { token: options.token } : {}), headers: { 'x-forwarded-for': ipOf(), ...options.headers } });
const valid = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({ name: 'Ana Lys', email: uniqueEmail('contact'), category: 'booking', message: 'Bonjour, ma visite de mardi peut-elle commencer à 9 h ?', ...overrides });
const filter = (f: unknown) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
const list = (query: string, token = admin.token) => t.api<Message[]>('GET', `/api/admin/contact-messages?${query}`, { token });
const byEmail = async (email: string) => (await list(`${filter({ q: email })}&range=[0,9]`)).body;

describe('POST /api/contact-messages', () => {
  it('refuses missing, unknown and out-of-bounds fields, each on its field', async () => {
    const missing = await send({ name: 'Ana', email: uniqueEmail('c') });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('validation_failed');
    expect((await send(valid({ category: 'spam' }))).status).toBe(400);
    expect((await send(valid({ message: 'x'.repeat(5001) }))).status).toBe(400);
    const short = await send(valid({ name: ' A ', message: 'Allô' }));
    expect(short.status).toBe(400);
    expect(short.body.details!.map((d) => d.field)).toEqual(['body.name', 'body.message']);
    expect(short.body.details![1]!.message).toBe('Doit contenir au moins 10 caractères');
  });

  it('keeps the message, emails operations and acknowledges the sender in French', async () => {
    const body = valid({ bookingReference: `https://eclat.test/bookings/${randomUUID()}` });
    const res = await send(body);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: 'Merci, votre message a bien été envoyé. Un accusé de réception vient de partir vers votre courriel.' });
    const [stored] = await byEmail(body.email as string);
    expect(stored).toMatchObject({ name: 'Ana Lys', category: 'booking', message: body.message, locale: 'fr', userId: null, status: 'open', handled: false });
    expect(stored!.bookingId).toBe(String(body.bookingReference).split('/').pop());
    expect(stored!.reference).toBe(stored!.id.slice(0, 8).toUpperCase());

    const ops = (await mailTo(t, opsEmail, (m) => m.some((x) => x.text.includes(body.email as string)))).find((m) => m.text.includes(body.email as string))!;
    expect(ops.subject).toBe(`[Contact ${stored!.reference}] Une réservation — Ana Lys`);
    expect(ops.text).toContain(body.message as string);
    expect(ops.text).toContain(`${t.config.publicUrl}/admin/contact-messages/${stored!.id}/show`);

    const [ack] = await mailTo(t, body.email as string);
    expect(ack!.subject).toBe(`Nous avons bien reçu votre message (${stored!.reference})`);
    expect(ack!.text).toContain('Une réservation');
    // The acknowledgement repeats neither the sender's words nor their name.
    expect(ack!.text).not.toContain('mardi');
    expect(ack!.text).not.toContain('Ana');
  });

  it('acknowledges in English and notes a signed-in sender account', async () => {
    const client = await loginAs(t, 'client', { locale: 'en' });
    const body = valid({ locale: 'en', category: 'payment', name: 'Sam Roy' });
    const res = await send(body, { token: client.token });
    expect(res.body.message).toBe('Thank you, your message was sent. An acknowledgement is on its way to your email.');
    const [stored] = await byEmail(body.email as string);
    expect(stored).toMatchObject({ locale: 'en', userId: client.user.id, category: 'payment' });
    const [ack] = await mailTo(t, body.email as string);
    expect(ack!.subject).toBe(`We received your message (${stored!.reference})`);
    expect(ack!.text).toContain('A payment');
  });

  it('answers a filled honeypot like anyone and keeps and sends nothing', async () => {
    const body = valid({ website: 'http://spam.example' });
    const res = await send(body);
    expect(res.status).toBe(202);
    expect(await byEmail(body.email as string)).toEqual([]);
    expect(await mailTo(t, body.email as string, () => false)).toEqual([]);
  });

  it('limits messages per IP and per sender address: 429 JSON with Retry-After', async () => {
    const ip = ipOf();
    for (let i = 0; i < t.config.rateLimits.contact.perIp.limit; i++) expect((await send(valid(), { headers: { 'x-forwarded-for': ip } })).status).toBe(202);
    const limited = await send(valid(), { headers: { 'x-forwarded-for': ip, 'accept-language': 'en' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ error: 'rate_limited' });
    expect(limited.body.message).toMatch(/^Too many requests/);

    const email = uniqueEmail('contact-same');
    for (let i = 0; i < t.config.rateLimits.contact.perEmail.limit; i++) expect((await send(valid({ email }))).status).toBe(202);
    expect((await send(valid({ email }))).status).toBe(429);
  });
});

describe('the console: /api/admin/contact-messages', () => {
  it('is for admins only: 401 anonymous, 403 client and cleaner', async () => {
    const client = await loginAs(t, 'client');
    const cleaner = await loginAs(t, 'cleaner');
    const id = randomUUID();
    expect((await t.api('GET', '/api/admin/contact-messages')).status).toBe(401);
    expect((await t.api('GET', `/api/admin/contact-messages/${id}`)).status).toBe(401);
    expect((await t.api('PUT', `/api/admin/contact-messages/${id}`, { body: { handled: true } })).status).toBe(401);
    for (const token of [client.token, cleaner.token]) {
      const res = await t.api('GET', '/api/admin/contact-messages', { token });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: 'auth.forbidden' });
      expect((await t.api('GET', `/api/admin/contact-messages/${id}`, { token })).status).toBe(403);
      expect((await t.api('PUT', `/api/admin/contact-messages/${id}`, { token, body: { handled: true } })).status).toBe(403);
    }
  });

  it('lists with filters and Content-Range, shows one and toggles handled', async () => {
    const body = valid({ category: 'commercial', message: 'Bonjour, nous cherchons un nettoyage de bureaux chaque semaine.' });
    await send(body);
    const [found] = await byEmail(body.email as string);
    const open = await list(`${filter({ status: 'open', category: 'commercial' })}&range=[0,99]&sort=["createdAt","DESC"]`);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-range')).toMatch(/^contact-messages 0-\d+\/\d+$/);
    expect(open.body.map((m) => m.id)).toContain(found!.id);
    expect(open.body.every((m) => m.category === 'commercial' && m.status === 'open')).toBe(true);

    const one = await t.api<Message>('GET', `/api/admin/contact-messages/${found!.id}`, { token: admin.token });
    expect(one.body).toEqual({ ...found, handledByName: null, replies: [] });

    const handled = await t.api<Message>('PUT', `/api/admin/contact-messages/${found!.id}`, { token: admin.token, body: { handled: true } });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ handled: true, status: 'handled', handledBy: admin.user.id });
    // Issue #41: "Traité par" shows the admin's name, not their id.
    expect((handled.body as Message & { handledByName: string | null }).handledByName).toBe(admin.user.name);
    expect(handled.body.handledAt).toEqual(expect.any(String));
    expect((await list(`${filter({ status: 'open', id: [found!.id] })}`)).body).toEqual([]);
    expect((await list(`${filter({ status: 'handled', id: [found!.id] })}`)).body).toHaveLength(1);

    const reopened = await t.api<Message>('PUT', `/api/admin/contact-messages/${found!.id}`, { token: admin.token, body: { handled: false } });
    expect(reopened.body).toMatchObject({ handled: false, status: 'open', handledAt: null, handledBy: null, handledByName: null });
  });

  it('answers 404 for an unknown message and 400 for a bad filter or body', async () => {
    const missing = await t.api('GET', `/api/admin/contact-messages/${randomUUID()}`, { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'contact.message_not_found', message: 'Ce message n’existe pas.' });
    expect((await t.api('PUT', `/api/admin/contact-messages/${randomUUID()}`, { token: admin.token, body: { handled: true } })).status).toBe(404);
    expect((await list(filter({ status: 'closed' }))).status).toBe(400);
    expect((await t.api('PUT', `/api/admin/contact-messages/${randomUUID()}`, { token: admin.token, body: { handled: 'yes' } })).status).toBe(400);
  });
});

type Reply = { id: string; adminId: string; adminName: string | null; subject: string; body: string; locale: string; createdAt: string; sentAt: string };
type Detail = Message & { replies: Reply[] };

describe('replying by email: POST /api/admin/contact-messages/{id}/replies', () => {
  const reply = (id: string, body: Record<string, unknown>, token: string | null = admin.token) =>
    t.api<Detail & { error?: string; details?: { field: string }[] }>('POST', `/api/admin/contact-messages/${id}/replies`, { body, ...(token ? { token } : {}) });
  const sentMessage = async (overrides: Record<string, unknown> = {}) => {
    const body = valid(overrides);
    await send(body);
    const [found] = await byEmail(body.email as string);
    return found!;
  };
  const headersTo = async (address: string) =>
    (await t.server.orm.em.getConnection().execute<{ headers: Record<string, string> | null }[]>('select headers from platform_dev_mailbox where recipient = ? order by created_at desc', [address]))[0]?.headers ?? null;

  it('keeps the reply, emails it to the sender in French with the reference, and marks the message handled', async () => {
    const message = await sentMessage();
    const res = await reply(message.id, { body: 'Bonjour,\n\nVotre visite de mardi peut commencer à 9 h.\nBonne journée !' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: message.id, handled: true, status: 'handled', handledBy: admin.user.id });
    expect(res.body.replies).toEqual([
      expect.objectContaining({ adminId: admin.user.id, adminName: expect.any(String), locale: 'fr', subject: `Re\u00a0: votre message à Éclat (réf. ${message.reference})`, body: 'Bonjour,\n\nVotre visite de mardi peut commencer à 9 h.\nBonne journée !' }),
    ]);
    expect((await t.api<Detail>('GET', `/api/admin/contact-messages/${message.id}`, { token: admin.token })).body.replies).toEqual(res.body.replies);

    const mails = await mailTo(t, message.email, (m) => m.some((x) => x.subject.startsWith('Re')));
    const sent = mails.find((m) => m.subject.startsWith('Re'))!;
    expect(sent.subject).toBe(`Re\u00a0: votre message à Éclat (réf. ${message.reference})`);
    expect(sent.text).toContain('Votre visite de mardi peut commencer à 9 h.');
    expect(sent.text).toContain(`Référence de votre message\u00a0: ${message.reference}.`);
    expect(sent.html).toContain('Votre visite de mardi');
    // On the shared layout (issue #18), signed by the team.
    expect(sent.html).toContain('<html lang="fr">');
    expect(sent.text).toContain("— L'équipe Éclat");
    expect(await headersTo(message.email)).toMatchObject({ 'Reply-To': opsEmail });
  });

  it("writes to an English sender in English; a second reply comes last and keeps the first handler", async () => {
    const message = await sentMessage({ locale: 'en' });
    const first = await reply(message.id, { body: 'Hello, your visit can start at 9.' });
    expect(first.body.replies[0]!.subject).toBe(`Re: your message to Éclat (ref. ${message.reference})`);
    const [mail] = await mailTo(t, message.email, (m) => m.some((x) => x.subject.startsWith('Re:')));
    expect(mail!.subject).toBe(`Re: your message to Éclat (ref. ${message.reference})`);
    expect(mail!.text).toContain(`Reference of your message: ${message.reference}.`);
    expect(mail!.text).toContain('— The Éclat team');

    const other = await loginAs(t, 'admin');
    const second = await reply(message.id, { subject: 'About your visit', body: 'One more thing.' }, other.token);
    expect(second.status).toBe(201);
    expect(second.body.replies.map((r) => [r.subject, r.adminId])).toEqual([
      [`Re: your message to Éclat (ref. ${message.reference})`, admin.user.id],
      ['About your visit', other.user.id],
    ]);
    expect(second.body.handledBy).toBe(admin.user.id);
  });

  it('is for admins only, answers 404 for an unknown message and 400 for an empty or too long body', async () => {
    const message = await sentMessage();
    expect((await reply(message.id, { body: 'Bonjour' }, null)).status).toBe(401);
    for (const role of ['client', 'cleaner'] as const) {
      const res = await reply(message.id, { body: 'Bonjour' }, (await loginAs(t, role)).token);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('auth.forbidden');
    }
    const missing = await reply(randomUUID(), { body: 'Bonjour' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'contact.message_not_found' });
    for (const body of [{ body: '' }, { body: '   \n ' }, { body: 'x'.repeat(10_001) }, { body: 'Bonjour', subject: 's'.repeat(201) }, {}]) {
      const res = await reply(message.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
    // Nothing was kept or sent, and the message is still open.
    const after = await t.api<Detail>('GET', `/api/admin/contact-messages/${message.id}`, { token: admin.token });
    expect(after.body).toMatchObject({ handled: false, replies: [] });
    expect((await mailTo(t, message.email, () => false)).filter((m) => m.subject.startsWith('Re'))).toEqual([]);
  });
});
