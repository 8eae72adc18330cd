import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, completedVisit, dateInDays, listedCleaner, movableClock } from '../support/booking-fixtures.js';

/**
 * Issue #18: one review reminder before the window closes (14 days, REVIEW_REMINDER_HOURS_BEFORE 48 h),
 * to each party who has not reviewed yet, in their language, once although two instances run the job
 * together and again; none to a party who reviewed, nor to one who turned review emails off, while a
 * password reset still goes. A database of its own: the job reminds every completed visit in it.
 */
const HOUR = 3_600_000;
const WINDOW = 14 * 24 * HOUR;
const clockA = movableClock();
const clockB = movableClock();
let a: TestServer;
let b: TestServer;
let admin: string;
let db: Awaited<ReturnType<typeof ownDatabase>>;

const configure = (c: { session: { idleHours: number; browserSessionHours: number }; rateLimits: { login: { perIp: number } } }) => {
  c.rateLimits.login.perIp = 10_000;
  // Sessions outlive the days the clocks jump.
  c.session.idleHours = 24 * 60;
  c.session.browserSessionHours = 24 * 60;
};

beforeAll(async () => {
  db = await ownDatabase('review_reminders');
  a = await createTestServer({ env: { LOG_LEVEL: 'error', DATABASE_URL: db.url }, clock: clockA, configure });
  b = await createTestServer({ env: { LOG_LEVEL: 'error', DATABASE_URL: db.url }, clock: clockB, configure });
  admin = (await loginAs(a, 'admin')).token;
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await db?.drop();
});

const sql = <R extends Record<string, unknown>>(query: string, params: unknown[]) => a.server.orm.em.getConnection().execute<R[]>(query, params);
const setBoth = (d: Date | null) => {
  clockA.set(d);
  clockB.set(d);
};

/** Both instances run the job at once, twice; answers how many reminders they sent together. */
async function runJobTwice(): Promise<number> {
  let sent = 0;
  for (let i = 0; i < 2; i++) {
    const [x, y] = await Promise.all([a.inContext(() => a.server.app.reviews.api.sendReviewReminders()), b.inContext(() => b.server.app.reviews.api.sendReviewReminders())]);
    sent += x + y;
  }
  await Promise.all([a.inContext(() => a.server.app.outbox.processDue()), b.inContext(() => b.server.app.outbox.processDue())]);
  // Every send finished before the test moves the clocks on: a jump of days past a running send's lease
  // (its row's available_at, a minute ahead of the clock) would hand it to the next poll too (CI saw a third reminder).
  await expect
    .poll(async () => (await sql<{ n: number }>('select count(*)::int as n from platform_outbox where processed_at is null and available_at <= ?', [new Date(clockA.now().getTime() + 120_000)]))[0]!.n, { timeout: 20_000 })
    .toBe(0);
  return sent;
}

async function mails(address: string, subject: string, expected = 1): Promise<{ text: string; html: string }[]> {
  for (let i = 0; ; i++) {
    const rows = await sql<{ text_body: string; html_body: string }>('select text_body, html_body from platform_dev_mailbox where recipient = ? and subject = ?', [address, subject]);
    if (rows.length >= expected || i >= 20) return rows.map((r) => ({ text: r.text_body, html: r.html_body }));
    await new Promise((r) => setTimeout(r, 50));
  }
}
const remindersTo = async (address: string) =>
  (await sql<{ n: string }>("select count(*) as n from platform_dev_mailbox where recipient = ? and (subject like 'Il vous reste peu de temps%' or subject like 'Little time left%')", [address]))[0]!.n;

const RATINGS = { cleanliness: 5, quality: 5, reliability: 5, punctuality: 5, communication: 5, professionalism: 5, overall: 5 };

describe('review reminder', () => {
  it('reminds each party once, 48 h before the window closes, in their language, across two instances', async () => {
    setBoth(null);
    const cleaner = await listedCleaner(a, admin, { locale: 'en' });
    const client = await clientWithProperty(a, { locale: 'fr', name: 'Camille Tremblay' });
    const visit = await completedVisit(a, clockA, cleaner, client, dateInDays(4));
    const end = visit.completedAt.getTime() + WINDOW;

    setBoth(new Date(end - 48 * HOUR - 60_000));
    expect(await runJobTwice()).toBe(0);
    setBoth(new Date(end - 48 * HOUR));
    expect(await runJobTwice()).toBe(2);
    setBoth(new Date(end - HOUR));
    expect(await runJobTwice()).toBe(0);

    const fr = await mails(client.user.email, `Il vous reste peu de temps pour évaluer ${cleaner.user.name}`);
    expect(fr).toHaveLength(1);
    expect(fr[0]!.text).toContain(`Vous n'avez pas encore écrit votre avis sur ${cleaner.user.name}.`);
    expect(fr[0]!.text).toContain(`Écrire mon avis\u00a0: `);
    expect(fr[0]!.text).toContain(`/bookings/${visit.id}#reviews`);
    expect(fr[0]!.html).toContain('<html lang="fr">');
    const en = await mails(cleaner.user.email, 'Little time left to review Camille Tremblay');
    expect(en).toHaveLength(1);
    expect(en[0]!.text).toContain('You have not written your review of Camille Tremblay yet.');
    expect(en[0]!.text).toContain('helps other cleaners');
    expect(en[0]!.html).toContain('<html lang="en">');
    expect(await remindersTo(client.user.email)).toBe('1');
    expect(await remindersTo(cleaner.user.email)).toBe('1');
  });

  it('leaves out a party who already reviewed and one who turned review emails off; a password reset still goes', async () => {
    setBoth(null);
    const cleaner = await listedCleaner(a, admin, { locale: 'fr' });
    const reviewer = await clientWithProperty(a, { locale: 'en' });
    const optedOut = await clientWithProperty(a, { locale: 'fr' });
    const reviewed = await completedVisit(a, clockA, cleaner, reviewer, dateInDays(8));
    expect((await a.api('POST', `/api/bookings/${reviewed.id}/reviews`, { token: reviewer.token, body: { ratings: RATINGS } })).status).toBe(201);
    const off = await a.api('PUT', '/api/users/me/notification-preferences', { token: optedOut.token, body: { emailEnabled: true, frequency: 'instant', reviewEmails: false } });
    expect([off.status, off.body]).toEqual([200, { emailEnabled: true, frequency: 'instant', bookingReminders: true, reviewEmails: false }]);
    const quiet = await completedVisit(a, clockA, cleaner, optedOut, dateInDays(12));
    // The invitation after the punch-out honours the choice too (the reviewer, who kept it on, got one).
    await a.inContext(() => a.server.app.outbox.processDue());
    expect(await mails(reviewer.user.email, 'How was your cleaning?')).toHaveLength(1);
    expect(await mails(cleaner.user.email, 'Évaluez votre client', 2)).toHaveLength(2);
    expect(await mails(optedOut.user.email, 'Comment s’est passé votre nettoyage\u202f?', 0)).toHaveLength(0);

    // The first visit: only its cleaner has a review to write.
    setBoth(new Date(reviewed.completedAt.getTime() + WINDOW - 47 * HOUR));
    expect(await runJobTwice()).toBe(1);
    expect(await remindersTo(reviewer.user.email)).toBe('0');
    expect(await mails(cleaner.user.email, 'Il vous reste peu de temps pour évaluer Test Person')).toHaveLength(1);

    // The second: the client turned review emails off, the cleaner hears once more (for that visit).
    setBoth(new Date(quiet.completedAt.getTime() + WINDOW - 47 * HOUR));
    expect(await runJobTwice()).toBe(1);
    expect(await runJobTwice()).toBe(0);
    expect(await remindersTo(optedOut.user.email)).toBe('0');
    expect(await remindersTo(cleaner.user.email)).toBe('2');

    // Security emails ignore the preferences.
    setBoth(null);
    expect((await a.api('POST', '/api/auth/forgot-password', { body: { email: optedOut.user.email } })).status).toBe(202);
    expect(await mails(optedOut.user.email, 'Réinitialisez votre mot de passe Éclat')).toHaveLength(1);
  });
});
