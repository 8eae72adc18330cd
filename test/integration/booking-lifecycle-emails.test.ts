import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs, uniqueEmail } from '../support/factories.js';
import { clientWithProperty, completedVisit, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';

/**
 * Issue #18: the emails of a booking's life are recorded by the actions that cause them, in each
 * person's language, each once (the outbox): welcome, request sent (client) and new request (cleaner),
 * confirmation with its .ics, refusal.
 */
let t: TestServer;
let admin: string;
const clock = movableClock();

beforeAll(async () => {
  t = await createTestServer({ env: { LOG_LEVEL: 'error' }, clock, configure: longScenarios });
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
});

interface Row {
  subject: string;
  text_body: string;
  html_body: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** This address's emails with this subject, waiting briefly for the outbox (background steps). */
async function mails(address: string, subject: string, atLeast = 1): Promise<Row[]> {
  for (let i = 0; ; i++) {
    const rows = await t.server.orm.em
      .getConnection()
      .execute<Row[]>('select subject, text_body, html_body, attachments from platform_dev_mailbox where recipient = ? and subject = ?', [address, subject]);
    if (rows.length >= atLeast || i >= 40) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Runs whatever the outbox still holds, then waits a little: nothing must be sent twice. */
async function settle(): Promise<void> {
  await t.inContext(() => t.server.app.outbox.processDue());
  await new Promise((r) => setTimeout(r, 200));
}

describe('welcome email', () => {
  it.each([
    ['fr', 'Bienvenue sur Éclat', 'Votre compte Éclat est prêt.'],
    ['en', 'Welcome to Éclat', 'Your Éclat account is ready.'],
  ] as const)('is sent once after sign-up (%s)', async (locale, subject, line) => {
    const email = uniqueEmail('welcome');
    const res = await t.api('POST', '/api/auth/signup', { body: { name: 'Camille Tremblay', email, password: 'Gentle-Lantern-Harbour-73', dateOfBirth: '1990-05-17', acceptTerms: true, locale } });
    expect(res.status).toBe(201);
    const sent = await mails(email, subject);
    await settle();
    expect(await mails(email, subject)).toHaveLength(1);
    expect(sent[0]!.text_body).toContain(line);
    expect(sent[0]!.html_body).toContain(`<html lang="${locale}">`);
  });
});

describe('booking lifecycle emails', () => {
  it('a request tells the client what happens next and the cleaner the request, each once, in their languages', async () => {
    const cleaner = await listedCleaner(t, admin, { locale: 'en' });
    const client = await clientWithProperty(t, { locale: 'fr', name: 'Marie Tremblay' });
    await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(36), time: '10:00', tasks: [] }));
    const toClient = await mails(client.user.email, 'Votre demande de réservation est envoyée');
    // The answer window (24 h) ends before the visit: its end, as a time, tomorrow.
    expect(toClient[0]!.text_body).toMatch(/Elle doit l'accepter ou la refuser avant \d+\u00a0h(\u00a0\d\d)? demain\./);
    expect(toClient[0]!.text_body).toContain('Voir la réservation\u00a0: ');
    const toCleaner = await mails(cleaner.user.email, 'New cleaning request');
    expect(toCleaner[0]!.text_body).toContain('Marie Tremblay asks for a cleaning on');
    expect(toCleaner[0]!.text_body).toMatch(/Accept: http\S+\/accept\?token=/);
    await settle();
    expect(await mails(client.user.email, 'Votre demande de réservation est envoyée')).toHaveLength(1);
    expect(await mails(cleaner.user.email, 'New cleaning request')).toHaveLength(1);
    // The answer links' secret is not kept in the outbox once the emails left.
    const [kept] = await t.server.orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from platform_outbox where flow = 'booking.requested' and processed_at is not null and payload <> '{}'::jsonb`);
    expect(Number(kept!.n)).toBe(0);
  });

  it("the cleaner's private feed names each visit's service and town and links to its booking, never its street address", async () => {
    const cleaner = await listedCleaner(t, admin, { locale: 'fr' });
    const client = await clientWithProperty(t, { locale: 'fr' });
    const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(38), time: '13:00', tasks: [] }));
    const feedUrl = (await t.api<{ url: string }>('POST', '/api/availability/me/feed', { token: cleaner.token })).body.url;
    const feed = (await t.api<string>('GET', new URL(feedUrl).pathname)).body.replace(/\r\n[ \t]/g, '');
    const event = feed.slice(feed.indexOf(`UID:booking-${res.booking.id}@eclat`));
    expect(event).toContain('SUMMARY:Éclat · Nettoyage régulier');
    expect(event).toContain(`LOCATION:${client.property.address.city}`);
    expect(event).toContain(`URL:${t.config.publicUrl}/bookings/${res.booking.id}`);
    for (const secret of ['Saint-Denis', 'H2X', 'Maison-WiFi', 'Code 1234']) expect(feed).not.toContain(secret);
  });

  it('the confirmation carries the visit as an .ics file (English client)', async () => {
    const cleaner = await listedCleaner(t, admin, { locale: 'fr' });
    const client = await clientWithProperty(t, { locale: 'en' });
    const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(37), time: '09:00', tasks: [] }));
    expect((await t.api('POST', `/api/bookings/${res.booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
    const [confirmed] = await mails(client.user.email, 'Your booking is confirmed');
    expect(confirmed!.text_body).toContain('You will get a reminder the day before');
    const ics = confirmed!.attachments[0]!;
    expect(ics.filename).toBe('eclat-reservation.ics');
    expect(ics.content).toContain(`UID:booking-${res.booking.id}@eclat`);
    const start = new Date(res.booking.startsAt).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics.content).toContain(`DTSTART:${start}`);
    expect(await mails(client.user.email, 'Your request was sent')).toHaveLength(0);
    expect(await mails(client.user.email, 'Your booking request was sent')).toHaveLength(1);
    await settle();
    expect(await mails(client.user.email, 'Your booking is confirmed')).toHaveLength(1);
  });

  it('a refusal tells the client, in French, that the deposit was released', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t, { locale: 'fr' });
    const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(38), time: '09:00', tasks: [] }));
    expect((await t.api('POST', `/api/bookings/${res.booking.id}/decline`, { token: cleaner.token, body: { reason: 'Pas disponible' } })).status).toBe(200);
    const [declined] = await mails(client.user.email, 'Votre demande a été refusée');
    expect(declined!.text_body).toContain("L'acompte a été libéré\u00a0: aucuns frais.");
    expect(declined!.text_body).toContain('Motif\u00a0: Pas disponible');
    expect(declined!.attachments).toEqual([]);
  });

  it.each([
    ['fr', 'Votre nettoyage est terminé\u00a0: votre reçu', 'Le paiement est complet.', 'Télécharger la facture (PDF)\u00a0: '],
    ['en', 'Your cleaning is done: your receipt', 'The payment is complete.', 'Download the invoice (PDF): '],
  ] as const)('a completed and paid visit sends the receipt with the invoice link, once (%s)', async (locale, subject, line, invoice) => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t, { locale });
    const visit = await completedVisit(t, clock, cleaner, client, dateInDays(locale === 'fr' ? 5 : 6));
    const [receipt] = await mails(client.user.email, subject);
    clock.set(null);
    expect(receipt!.text_body).toContain(line);
    expect(receipt!.text_body).toContain(`${invoice}${t.config.publicUrl}/api/bookings/${visit.id}/invoice.pdf`);
    const [invoiceRow] = await t.server.orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from invoices where booking_id = ?', [visit.id]);
    expect(Number(invoiceRow!.n)).toBeGreaterThan(0);
    await settle();
    expect(await mails(client.user.email, subject)).toHaveLength(1);
  });

  it('after the punch-out both parties are invited to review, once; when both reviewed, each is told the review about them is published', async () => {
    const cleaner = await listedCleaner(t, admin, { locale: 'en' });
    const client = await clientWithProperty(t, { locale: 'fr', name: 'Marie Tremblay' });
    const visit = await completedVisit(t, clock, cleaner, client, dateInDays(7));
    clock.set(null);
    const [invited] = await mails(client.user.email, 'Comment s’est passé votre nettoyage\u202f?');
    expect(invited!.text_body).toContain("Vous pouvez l'écrire jusqu'au");
    expect(invited!.text_body).toContain(`/bookings/${visit.id}#reviews`);
    const [cleanerInvited] = await mails(cleaner.user.email, 'Review your client');
    expect(cleanerInvited!.text_body).toContain('Your review of Marie Tremblay helps other cleaners.');
    const ratings = { cleanliness: 5, quality: 5, reliability: 4, punctuality: 4, communication: 5, professionalism: 5, overall: 5 };
    expect((await t.api('POST', `/api/bookings/${visit.id}/reviews`, { token: client.token, body: { ratings, comment: 'Impeccable.' } })).status).toBe(201);
    expect(await mails(cleaner.user.email, 'A review about you was published', 0)).toHaveLength(0);
    expect((await t.api('POST', `/api/bookings/${visit.id}/reviews`, { token: cleaner.token, body: { ratings: { ...ratings, overall: 4 }, comment: 'Cliente accueillante.' } })).status).toBe(201);
    const [published] = await mails(cleaner.user.email, 'A review about you was published');
    expect(published!.text_body).toContain('Marie Tremblay left a review about you.');
    expect(await mails(client.user.email, 'Un avis à votre sujet est publié')).toHaveLength(1);
    await settle();
    expect(await mails(client.user.email, 'Comment s’est passé votre nettoyage\u202f?')).toHaveLength(1);
    expect(await mails(cleaner.user.email, 'A review about you was published')).toHaveLength(1);
  });
});
