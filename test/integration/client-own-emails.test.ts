import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, movableClock, requestVisit, type SentMail } from '../support/booking-fixtures.js';
import { ownDatabase } from '../support/own-database.js';
import { amountsOf } from '../support/email-amounts.js';

/**
 * Issue #42: the client is told of what she does herself, with the money, in her language: her
 * cancellation (fee kept, amount refunded and when it reaches the card), a refund, her postponement,
 * the withdrawal of a request, the deletion of her account, and a password change. Each once.
 */
let t: TestServer;
let admin: string;
let db: { url: string; drop(): Promise<void> };
const clock = movableClock();

beforeAll(async () => {
  // The late cancellation moves the clock: a database of this file alone.
  db = await ownDatabase('client_own_emails');
  t = await createTestServer({ clock, env: { LOG_LEVEL: 'error', DATABASE_URL: db.url }, configure: longScenarios });
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(async () => {
  clock.set(null);
  await t?.close();
  await db?.drop();
});

/** Runs whatever the outbox still holds, then waits a little: nothing must be sent twice. */
async function settle(): Promise<void> {
  await t.inContext(() => t.server.app.outbox.processDue());
  await new Promise((r) => setTimeout(r, 200));
}

const withSubject = (mails: SentMail[], subject: string) => mails.filter((m) => m.subject === subject);

async function confirmedVisit(cleaner: Awaited<ReturnType<typeof listedCleaner>>, client: Awaited<ReturnType<typeof clientWithProperty>>, days: number, time = '10:00') {
  const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(days), time, tasks: [] }));
  const accepted = await t.api('POST', `/api/bookings/${res.booking.id}/accept`, { token: cleaner.token });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  return { id: res.booking.id, startsAt: new Date(res.booking.startsAt), money: res.booking.money as { totalCents: number; depositCents: number } };
}

describe("the client's own emails (issue #42)", () => {
  it('after a postponement, a cancellation, a refund and a deletion her mailbox holds one email each, in French', async () => {
    const cleaner = await listedCleaner(t, admin, { locale: 'en' });
    const client = await clientWithProperty(t, { locale: 'fr', name: 'Marie Tremblay' });
    const a = await confirmedVisit(cleaner, client, 20);
    const b = await confirmedVisit(cleaner, client, 22);

    expect((await t.api('POST', `/api/bookings/${a.id}/postpone`, { token: client.token, body: { date: dateInDays(21), time: '13:00' } })).status).toBe(200);
    expect((await t.api('POST', `/api/bookings/${a.id}/cancel`, { token: client.token, body: { scope: 'this' } })).status).toBe(200);
    expect((await t.api('POST', `/api/admin/bookings/${b.id}/refunds`, { token: admin, body: { amountCents: 1_500, reason: 'Geste commercial' } })).status).toBe(200);
    expect((await t.api('POST', `/api/admin/bookings/${b.id}/cancel`, { token: admin, body: { reason: 'Fermeture' } })).status).toBe(200);
    await settle();
    expect((await t.api('DELETE', '/api/users/me', { token: client.token, body: { confirmation: 'SUPPRIMER' } })).status).toBe(204);

    const subjects = ['Votre nettoyage est reporté', 'Votre annulation est confirmée', 'Remboursement de votre ménage', 'Votre compte Éclat a été supprimé'];
    const mails = await mailTo(t, client.user.email, (m) => subjects.every((s) => withSubject(m, s).length > 0));
    await settle();
    const after = await mailTo(t, client.user.email);
    for (const subject of subjects) expect(withSubject(after, subject), subject).toHaveLength(1);
    for (const m of mails) expect(m.html).toContain('<html lang="fr">');

    const [postponed] = withSubject(after, 'Votre nettoyage est reporté');
    expect(postponed!.text).toMatch(/Vous avez reporté le nettoyage du .+ au .+13\u00a0h/);
    const [cancelled] = withSubject(after, 'Votre annulation est confirmée');
    expect(cancelled!.text).toContain('Aucuns frais\u00a0: vous avez annulé dans les délais.');
    expect(cancelled!.text).toContain("d'ici 5 à 10\u00a0jours ouvrables");
    const lines = amountsOf(cancelled!.text, 'fr');
    expect(lines.at(-1)).toEqual({ label: 'Remboursé sur votre carte', cents: a.money.depositCents });
    expect(withSubject(after, 'Remboursement de votre ménage')[0]!.text).toContain('15,00\u00a0$');
    // The cleaner still hears of the client's changes, in his language.
    const cleanerMails = await mailTo(t, cleaner.user.email, (m) => withSubject(m, 'A booking was cancelled').length > 1);
    expect(withSubject(cleanerMails, 'A booking was moved')).toHaveLength(1);
  });

  it('a late cancellation states the fee kept and the rest refunded, and a withdrawal the hold released (English)', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t, { locale: 'en' });
    const v = await confirmedVisit(cleaner, client, 3);
    const pending = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(27), time: '10:00', tasks: [] }));
    expect((await t.api('POST', `/api/bookings/${pending.booking.id}/withdraw`, { token: client.token, body: { scope: 'this' } })).status).toBe(200);
    await settle();
    clock.set(new Date(v.startsAt.getTime() - 12 * 3_600_000));
    const res = await t.api('POST', `/api/bookings/${v.id}/cancel`, { token: client.token, body: { scope: 'this' } });
    expect(res.status).toBe(200);
    await settle();
    clock.set(null);
    const mails = await mailTo(t, client.user.email, (m) => withSubject(m, 'Your cancellation is confirmed').length > 0 && withSubject(m, 'Your request is withdrawn').length > 0);
    const [cancelled] = withSubject(mails, 'Your cancellation is confirmed');
    expect(cancelled!.text).toContain('the $50.00 late cancellation fee is kept');
    expect(cancelled!.text).toContain('within 5 to 10 business days');
    const lines = amountsOf(cancelled!.text, 'en');
    expect(lines.map((l) => l.cents)).toEqual([v.money.depositCents, -5000, v.money.depositCents - 5000]);
    const [withdrawn] = withSubject(mails, 'Your request is withdrawn');
    expect(withdrawn!.text).toContain('hold on your card is released: nothing was charged');
    expect(withdrawn!.text).not.toMatch(/refund/i);
  });

  it('accepting a series sends one confirmation listing its visits, with each visit in the calendar file, and money that adds up', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t, { locale: 'fr' });
    const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(40), time: '10:00', frequency: 'weekly', visits: 3, tasks: [] }));
    expect((await t.api('POST', `/api/bookings/${res.booking.id}/accept`, { token: cleaner.token, body: { scope: 'series' } })).status).toBe(200);
    await mailTo(t, client.user.email, (m) => withSubject(m, 'Votre réservation est confirmée').length > 0);
    await settle();
    const confirmations = withSubject(await mailTo(t, client.user.email), 'Votre réservation est confirmée');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text).toContain('Les 3\u00a0visites de la série sont confirmées');
    const [row] = await t.server.orm.em
      .getConnection()
      .execute<{ attachments: { filename: string; content: string }[] }[]>('select attachments from platform_dev_mailbox where recipient = ? and subject = ?', [client.user.email, 'Votre réservation est confirmée']);
    expect(row!.attachments).toHaveLength(3);
    const [total, deposit, balance] = amountsOf(confirmations[0]!.text, 'fr').map((a) => a.cents);
    expect(deposit! + balance!).toBe(total);

    // Cancelling the whole series: one confirmation too, the visits' money summed (the cleaner hears of each visit).
    expect((await t.api('POST', `/api/bookings/${res.booking.id}/cancel`, { token: client.token, body: { scope: 'series' } })).status).toBe(200);
    await mailTo(t, client.user.email, (m) => withSubject(m, 'Votre annulation est confirmée').length > 0);
    await settle();
    const cancelled = withSubject(await mailTo(t, client.user.email), 'Votre annulation est confirmée');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain('et les 2\u00a0visites suivantes de la série');
    expect(amountsOf(cancelled[0]!.text, 'fr').at(-1)).toEqual({ label: 'Remboursé sur votre carte', cents: deposit });
    expect(withSubject(await mailTo(t, cleaner.user.email, (m) => withSubject(m, 'Une réservation a été annulée').length >= 3), 'Une réservation a été annulée')).toHaveLength(3);
  });

  it('a password change sends a security email, once, in her language', async () => {
    const client = await loginAs(t, 'client', { locale: 'fr' });
    const res = await t.api('POST', '/api/users/me/password', { token: client.token, body: { currentPassword: client.user.password, newPassword: 'Quiet-Harbour-Lantern-58' } });
    expect(res.status).toBe(204);
    const mails = await mailTo(t, client.user.email, (m) => withSubject(m, 'Votre mot de passe Éclat a été changé').length > 0);
    await settle();
    expect(withSubject(await mailTo(t, client.user.email), 'Votre mot de passe Éclat a été changé')).toHaveLength(1);
    expect(withSubject(mails, 'Votre mot de passe Éclat a été changé')[0]!.text).toContain('Vos autres appareils ont été déconnectés');
  });
});
