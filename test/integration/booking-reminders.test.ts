import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';
import { addDays, toInstant } from '../../src/shared/local-time.js';

/**
 * Issue #18: reminder emails (the day before at the visit's local time, 2 h before; the cleaner before a
 * request expires), each sent exactly once although two app instances run the job at the same time, and
 * again and again. The clocks are moved to a day no other test file books (parallel files share the database).
 */
const HOUR = 3_600_000;
const clockA = movableClock();
const clockB = movableClock();
let a: TestServer;
let b: TestServer;
let admin: string;

beforeAll(async () => {
  // A database of its own: the job reminds every confirmed visit in it, whatever test file left it there.
  db = await ownDatabase('reminders');
  a = await createTestServer({ env: { LOG_LEVEL: 'error', DATABASE_URL: db.url }, clock: clockA });
  b = await createTestServer({ env: { LOG_LEVEL: 'error', DATABASE_URL: db.url }, clock: clockB });
  admin = (await loginAs(a, 'admin')).token;
});
let db: Awaited<ReturnType<typeof ownDatabase>>;
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await db?.drop();
});

const sql = <R extends Record<string, unknown>>(query: string, params: unknown[]) => a.server.orm.em.getConnection().execute<R[]>(query, params);
/**
 * Waits until the flow steps due now (or leased for the next minute, while they run) are done: a clock
 * jump past a running send's lease would hand it to the next poll as well (a second confirmation email).
 */
const settled = () =>
  expect
    .poll(async () => (await sql<{ n: number }>("select count(*)::int as n from platform_outbox where processed_at is null and available_at <= now() + interval '2 minutes'", []))[0]!.n, { timeout: 20_000 })
    .toBe(0);
const setBoth = (d: Date | null) => {
  clockA.set(d);
  clockB.set(d);
};

/** Both instances run the job at once, twice; answers how many reminders they sent together. */
async function runJobTwice(): Promise<number> {
  let sent = 0;
  for (let i = 0; i < 2; i++) {
    const [x, y] = await Promise.all([a.inContext(() => a.server.app.booking.api.sendReminders()), b.inContext(() => b.server.app.booking.api.sendReminders())]);
    sent += x + y;
  }
  // The emails leave through the outbox after the commits; whatever is left is sent now.
  await Promise.all([a.inContext(() => a.server.app.outbox.processDue()), b.inContext(() => b.server.app.outbox.processDue())]);
  // The steps run right after their commit are leased to their instance on the test's clock: wait for them
  // before the test moves both clocks on, or the jump would expire the lease of a send still under way
  // (on a loaded machine) and the other instance would send it again. No real clock jumps an hour at once.
  for (let i = 0; i < 100; i++) {
    const [left] = await sql<{ n: string }>('select count(*) as n from platform_outbox where processed_at is null', []);
    if (Number(left!.n) === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return sent;
}

async function mails(address: string, subject: string): Promise<{ text: string; html: string }[]> {
  for (let i = 0; ; i++) {
    const rows = await sql<{ text_body: string; html_body: string }>('select text_body, html_body from platform_dev_mailbox where recipient = ? and subject = ?', [address, subject]);
    if (rows.length > 0 || i >= 20) return rows.map((r) => ({ text: r.text_body, html: r.html_body }));
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('visit reminders', () => {
  it('sends the day-before reminder at the visit’s local time and the 2 h one, each once, in each party’s language', async () => {
    setBoth(null);
    const cleaner = await listedCleaner(a, admin, { locale: 'en' });
    const client = await clientWithProperty(a, { locale: 'fr' });
    const date = dateInDays(29);
    const res = await requestVisit(a, client.token, draft(cleaner.user.id, client.property.id, { date, time: '14:30', tasks: [] }));
    expect((await a.api('POST', `/api/bookings/${res.booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
    const startsAt = toInstant(date, 14 * 60 + 30);
    const dayBefore = toInstant(addDays(date, -1), 14 * 60 + 30);

    setBoth(new Date(dayBefore.getTime() - 60_000));
    await runJobTwice();
    expect(await mails(client.user.email, 'Rappel\u00a0: votre nettoyage est demain')).toHaveLength(0);

    setBoth(dayBefore);
    expect(await runJobTwice()).toBeGreaterThanOrEqual(1);
    setBoth(new Date(dayBefore.getTime() + HOUR));
    await runJobTwice();
    const fr = await mails(client.user.email, 'Rappel\u00a0: votre nettoyage est demain');
    expect(fr).toHaveLength(1);
    expect(fr[0]!.text).toContain('Le nettoyage du');
    expect(fr[0]!.html).toContain('<html lang="fr">');
    const en = await mails(cleaner.user.email, 'Reminder: your cleaning is tomorrow');
    expect(en).toHaveLength(1);
    expect(en[0]!.text).toContain('Punch in on site from the booking.');

    setBoth(new Date(startsAt.getTime() - 2 * HOUR));
    await runJobTwice();
    setBoth(new Date(startsAt.getTime() - HOUR));
    await runJobTwice();
    expect(await mails(client.user.email, 'Rappel\u00a0: votre nettoyage commence bientôt')).toHaveLength(1);
    expect(await mails(cleaner.user.email, 'Reminder: your cleaning starts soon')).toHaveLength(1);
    const recorded = await sql<{ kind: string }>('select kind from booking_reminders where booking_id = ? order by kind', [res.booking.id]);
    expect(recorded.map((r) => r.kind)).toEqual(['visit_day_before', 'visit_soon']);
    setBoth(null);
  });

  it('reminds the cleaner once, 4 hours before an unanswered request expires', async () => {
    // The request is made 30 h in the past (it expires 6 h ago), so no other file's pending request is near the moment.
    const past = Date.now() - 30 * HOUR;
    setBoth(new Date(past));
    const cleaner = await listedCleaner(a, admin, { locale: 'fr' });
    const client = await clientWithProperty(a, { locale: 'en', name: 'Pat Smith' });
    const res = await requestVisit(a, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(31), time: '10:00', tasks: [] }));
    const [row] = await sql<{ expires_at: Date }>('select expires_at from bookings where id = ?', [res.booking.id]);
    const expiresAt = new Date(row!.expires_at).getTime();
    setBoth(new Date(expiresAt - 4 * HOUR - 60_000));
    await runJobTwice();
    setBoth(new Date(expiresAt - 3 * HOUR));
    await runJobTwice();
    const sent = await mails(cleaner.user.email, 'Une demande expire bientôt');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('La demande de Pat Smith pour le');
    expect(sent[0]!.text).toContain('attend votre réponse');
    setBoth(null);
  });

  it('sends no reminder to a person who turned booking reminders off; the other party still gets theirs', async () => {
    setBoth(null);
    const cleaner = await listedCleaner(a, admin, { locale: 'fr' });
    const client = await clientWithProperty(a, { locale: 'en' });
    const off = await a.api('PUT', '/api/users/me/notification-preferences', { token: client.token, body: { emailEnabled: true, frequency: 'daily', bookingReminders: false } });
    expect([off.status, off.body]).toEqual([200, { emailEnabled: true, frequency: 'daily', bookingReminders: false, reviewEmails: true }]);
    const date = dateInDays(33);
    const res = await requestVisit(a, client.token, draft(cleaner.user.id, client.property.id, { date, time: '11:00', tasks: [] }));
    expect((await a.api('POST', `/api/bookings/${res.booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
    await settled();
    setBoth(new Date(toInstant(addDays(date, -1), 11 * 60).getTime() + 60_000));
    await runJobTwice();
    expect(await mails(cleaner.user.email, 'Rappel\u00a0: votre nettoyage est demain')).toHaveLength(1);
    expect(await sql('select recipient from platform_dev_mailbox where recipient = ? and subject like ?', [client.user.email, 'Reminder:%'])).toEqual([]);
    // The confirmation is transactional: it went although reminders are off.
    expect(await mails(client.user.email, 'Your booking is confirmed')).toHaveLength(1);
    setBoth(null);
  });
});
