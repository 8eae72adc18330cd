import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { uniqueEmail } from '../support/factories.js';
import { mailTo, movableClock } from '../support/booking-fixtures.js';

/**
 * Issue #15, the newsletter: sign-up with a valid email and accepted terms (spec section 5), double
 * opt-in by an emailed single-use link in the subscriber's language, one-click unsubscription, and an
 * answer that never tells whether an address is already subscribed.
 */
let t: TestServer;
const clock = movableClock();

beforeAll(async () => {
  t = await createTestServer({ clock });
});
afterAll(() => t.close());

type Subscriber = { id: string; status: string; locale: string; confirm_token_hash: string | null; unsubscribe_token: string; confirmed_at: Date | null; unsubscribed_at: Date | null };
type Consent = { action: string; ip_hash: string | null; locale: string; consent_text_version: string | null; terms_version: string | null; source: string };

const sql = <T>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(query, params);
const subscriberOf = async (email: string) => (await sql<Subscriber>('select * from newsletter_subscribers where email = ?', [email.toLowerCase()]))[0];
const consentsOf = (id: string) => sql<Consent>('select action, ip_hash, locale, consent_text_version, terms_version, source from newsletter_consents where subscriber_id = ? order by at, action', [id]);
/** Each caller gets its own address, so that the per-IP limit of one test does not reach another. */
const ipOf = () => `10.77.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
const subscribe = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.api<{ message: string; error?: string }>('POST', '/api/newsletter/subscriptions', { body, headers: { 'x-forwarded-for': ipOf(), ...headers } });
const confirm = (token: string, headers: Record<string, string> = {}) => t.api<{ status: string; message: string; error?: string }>('POST', '/api/newsletter/confirm', { body: { token }, headers });
const unsubscribe = (token: string) => t.api<{ status: string; message: string; error?: string }>('POST', `/api/newsletter/unsubscribe/${token}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => new RegExp(`https?://\\S+/newsletter/${kind}/([A-Za-z0-9_-]+)`).exec(text)?.[1];
/** The emails to an address once `count` have arrived (or what came within about two seconds). */
const mails = (email: string, count = 1) => mailTo(t, email, (m) => m.length >= count);
const RECEIVED_FR = 'Merci\u202f! Vérifiez votre boîte de réception\u00a0: un courriel vous permet de confirmer votre inscription.';

describe('POST /api/newsletter/subscriptions', () => {
  it('refuses a missing or refused terms box and an invalid email, in the caller language', async () => {
    const noTerms = await subscribe({ email: uniqueEmail('nl'), acceptTerms: false });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body).toMatchObject({ error: 'newsletter.terms_required', message: 'Vous devez accepter les conditions pour vous inscrire à l’infolettre.' });
    const en = await subscribe({ email: uniqueEmail('nl'), acceptTerms: false }, { 'accept-language': 'en' });
    expect(en.body).toMatchObject({ error: 'newsletter.terms_required', message: 'You must accept the terms to subscribe to the newsletter.' });
    expect((await subscribe({ email: uniqueEmail('nl') })).status).toBe(400);
    const badEmail = await subscribe({ email: 'pas-un-courriel', acceptTerms: true });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toBe('validation_failed');
    expect((await subscribe({ email: 'a@b.co', acceptTerms: true, extra: 1 })).status).toBe(400);
  });

  it('keeps a pending sign-up with its consent and emails a single-use confirmation link in French', async () => {
    const email = uniqueEmail('nl-fr');
    const res = await subscribe({ email: email.toUpperCase(), acceptTerms: true, locale: 'fr' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: RECEIVED_FR });
    const row = await subscriberOf(email);
    expect(row).toMatchObject({ status: 'pending', locale: 'fr', confirmed_at: null });
    expect(row!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const [consent] = await consentsOf(row!.id);
    expect(consent).toMatchObject({ action: 'requested', locale: 'fr', consent_text_version: 'newsletter-2026-11', source: 'web_form' });
    expect(consent!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(consent!.terms_version).toEqual(expect.any(String));

    const [mail] = await mails(email);
    expect(mail!.subject).toBe('Confirmez votre inscription à l’infolettre Éclat');
    expect(mail!.text).toContain('pendant 48 heures');
    const token = linkIn(mail!.text, 'confirm')!;
    expect(token).toBeTruthy();
    // Only the hash of the link's token is kept.
    expect(row!.confirm_token_hash).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: 'confirmed', message: 'Votre inscription à l’infolettre est confirmée.' });
    expect(await subscriberOf(email)).toMatchObject({ status: 'confirmed', confirm_token_hash: null });
    expect((await consentsOf(row!.id)).map((c) => [c.action, c.source])).toEqual([
      ['requested', 'web_form'],
      ['confirmed', 'email_link'],
    ]);

    const again = await confirm(token);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: 'newsletter.confirmation_invalid' });
    expect(again.body.message).toContain('Ce lien de confirmation n’est plus valide');
  });

  it('writes to an English subscriber in English', async () => {
    const email = uniqueEmail('nl-en');
    expect((await subscribe({ email, acceptTerms: true, locale: 'en' })).status).toBe(202);
    const [mail] = await mails(email);
    expect(mail!.subject).toBe('Confirm your subscription to the Éclat newsletter');
    const confirmed = await confirm(linkIn(mail!.text, 'confirm')!);
    expect(confirmed.body.message).toBe('Your newsletter subscription is confirmed.');
  });

  it('answers the same for a new, pending, confirmed or unsubscribed address, with one record per address', async () => {
    const email = uniqueEmail('nl-same');
    const answers: unknown[] = [];
    const ask = async () => {
      const res = await subscribe({ email, acceptTerms: true, locale: 'fr' });
      answers.push([res.status, res.body]);
    };
    await ask(); // new
    await ask(); // pending: a new link replaces the first
    const [second, first] = await mails(email, 2);
    const oldToken = linkIn(first!.text, 'confirm')!;
    const newToken = linkIn(second!.text, 'confirm')!;
    expect((await confirm(oldToken)).status).toBe(404);
    expect((await confirm(newToken)).status).toBe(200);
    await ask(); // confirmed: nothing changes, the owner is told
    const [note] = await mails(email, 3);
    expect(note!.subject).toBe('Vous recevez déjà l’infolettre Éclat');
    expect(linkIn(note!.text, 'confirm')).toBeUndefined();
    expect((await subscriberOf(email))!.status).toBe('confirmed');
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([202, { message: RECEIVED_FR }]);
    expect(await sql('select id from newsletter_subscribers where email = ?', [email])).toHaveLength(1);
  });

  it('sends at most three emails a day to one address, silently, and the last link keeps working', async () => {
    const email = uniqueEmail('nl-cap');
    for (let i = 0; i < 4; i++) expect((await subscribe({ email, acceptTerms: true })).status).toBe(202);
    const sent = await mailTo(t, email, () => false);
    expect(sent).toHaveLength(3);
    expect((await confirm(linkIn(sent[0]!.text, 'confirm')!)).status).toBe(200);
  });

  it('answers a filled honeypot like anyone and keeps and sends nothing', async () => {
    const email = uniqueEmail('nl-bot');
    const res = await subscribe({ email, acceptTerms: true, website: 'https://spam.example' });
    expect(res).toMatchObject({ status: 202, body: { message: RECEIVED_FR } });
    expect(await subscriberOf(email)).toBeUndefined();
    expect(await mailTo(t, email, () => false)).toEqual([]);
  });

  it('limits sign-ups per IP address: 429 JSON with Retry-After', async () => {
    const ip = ipOf();
    for (let i = 0; i < t.config.rateLimits.newsletter.perIp.limit; i++) {
      expect((await subscribe({ email: uniqueEmail('nl-ip'), acceptTerms: true }, { 'x-forwarded-for': ip })).status).toBe(202);
    }
    const limited = await subscribe({ email: uniqueEmail('nl-ip'), acceptTerms: true }, { 'x-forwarded-for': ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('application/json');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ error: 'rate_limited' });
    expect(limited.body.message).toMatch(/^Trop de demandes\. Veuillez réessayer dans \d+ secondes\.$/);
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('refuses an expired link; signing up again sends one that works', async () => {
    const email = uniqueEmail('nl-late');
    const start = new Date();
    clock.set(start);
    try {
      await subscribe({ email, acceptTerms: true });
      const [mail] = await mails(email);
      clock.set(new Date(start.getTime() + 48 * 3_600_000 + 1000));
      const late = await confirm(linkIn(mail!.text, 'confirm')!);
      expect(late.status).toBe(404);
      expect(late.body).toMatchObject({ error: 'newsletter.confirmation_invalid' });
      await subscribe({ email, acceptTerms: true });
      const [fresh] = await mails(email, 2);
      expect((await confirm(linkIn(fresh!.text, 'confirm')!)).status).toBe(200);
    } finally {
      clock.set(null);
    }
  });

  it('refuses an unknown token and a malformed one', async () => {
    const unknown = await confirm('x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('newsletter.confirmation_invalid');
    expect((await confirm('short')).status).toBe(400);
  });

  it('forgets sign-ups never confirmed 30 days after their link expired', async () => {
    const email = uniqueEmail('nl-old');
    const start = new Date();
    clock.set(start);
    try {
      await subscribe({ email, acceptTerms: true });
      clock.set(new Date(start.getTime() + (48 + 24 * 29) * 3_600_000));
      await t.inContext(() => t.server.app.newsletter.api.purgeUnconfirmed());
      expect(await subscriberOf(email)).toBeDefined();
      clock.set(new Date(start.getTime() + (48 + 24 * 31) * 3_600_000));
      expect(await t.inContext(() => t.server.app.newsletter.api.purgeUnconfirmed())).toBeGreaterThanOrEqual(1);
      expect(await subscriberOf(email)).toBeUndefined();
    } finally {
      clock.set(null);
    }
  });
});

describe('POST /api/newsletter/unsubscribe/{token}', () => {
  it('unsubscribes in one click without signing in, answers the same twice, and a new sign-up needs a new confirmation', async () => {
    const email = uniqueEmail('nl-out');
    await subscribe({ email, acceptTerms: true, locale: 'fr' });
    const [mail] = await mails(email);
    await confirm(linkIn(mail!.text, 'confirm')!);
    // The "already subscribed" note carries the unsubscribe link, as every newsletter does.
    await subscribe({ email, acceptTerms: true });
    const [note] = await mails(email, 2);
    const token = linkIn(note!.text, 'unsubscribe')!;
    expect(token).toBe((await subscriberOf(email))!.unsubscribe_token);

    const first = await unsubscribe(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 'unsubscribed', message: 'Vous êtes désabonné de l’infolettre. Vous ne la recevrez plus.' });
    expect((await unsubscribe(token)).body).toEqual(first.body);
    const row = (await subscriberOf(email))!;
    expect(row.status).toBe('unsubscribed');
    expect((await consentsOf(row.id)).map((c) => c.action)).toEqual(['requested', 'confirmed', 'unsubscribed']);

    const back = await subscribe({ email, acceptTerms: true });
    expect(back.body).toEqual({ message: RECEIVED_FR });
    expect((await subscriberOf(email))!.status).toBe('pending');
    const [again] = await mails(email, 3);
    expect(again!.subject).toBe('Confirmez votre inscription à l’infolettre Éclat');
  });

  it('takes a mail client one-click POST (RFC 8058 form body) as well', async () => {
    const email = uniqueEmail('nl-oneclick');
    await subscribe({ email, acceptTerms: true, locale: 'en' });
    const [mail] = await mails(email);
    await confirm(linkIn(mail!.text, 'confirm')!);
    const row = (await subscriberOf(email))!;
    const links = t.server.app.newsletter.api.linksOf({ unsubscribeToken: row.unsubscribe_token });
    expect(links.oneClick).toBe(`${t.config.publicUrl}/api/newsletter/unsubscribe/${row.unsubscribe_token}`);
    const res = await fetch(`${t.url}/api/newsletter/unsubscribe/${row.unsubscribe_token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'unsubscribed', message: 'You are unsubscribed from the newsletter. You will not receive it any more.' });
    const consents = await consentsOf(row.id);
    expect(consents.at(-1)).toMatchObject({ action: 'unsubscribed', source: 'one_click' });
  });

  it('answers 404 JSON for an unknown token', async () => {
    const res = await unsubscribe('y'.repeat(43));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'newsletter.unsubscribe_invalid', message: 'Ce lien de désabonnement n’est pas valide.' });
  });
});
