import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner } from '../support/booking-fixtures.js';

/**
 * Issue #18, calendar busy times: a cleaner subscribes to an external calendar by its secret ICS
 * address; its busy times (served here by a local HTTP server: no network) block public availability
 * and booking requests; failures are recorded and shown; the job takes each calendar once across two
 * instances. A database of its own: the job syncs every due calendar in it.
 */
let db: Awaited<ReturnType<typeof ownDatabase>>;
let a: TestServer;
let b: TestServer;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let other: Awaited<ReturnType<typeof loginAs>>;
let client: Awaited<ReturnType<typeof clientWithProperty>>;
let calendarServer: Server;
let base: string;
const hits = new Map<string, number>();

const SECRET = 'private-5f1e0c2d9a7b4e6f8a0b1c2d3e4f5a6b';
const compact = (date: string) => date.replace(/-/g, '');
const [d3, d4, d5, d6] = [dateInDays(3), dateInDays(4), dateInDays(5), dateInDays(6)];
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
  'BEGIN:VEVENT',
  'UID:dentist@example.com',
  `DTSTART;TZID=America/Toronto:${compact(d3)}T090000`,
  `DTEND;TZID=America/Toronto:${compact(d3)}T110000`,
  'SUMMARY:Dentiste',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:course@example.com',
  `DTSTART;TZID=America/Toronto:${compact(d4)}T140000`,
  `DTEND;TZID=America/Toronto:${compact(d4)}T150000`,
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:cancelled@example.com',
  `DTSTART;TZID=America/Toronto:${compact(d5)}T090000`,
  `DTEND;TZID=America/Toronto:${compact(d5)}T100000`,
  'STATUS:CANCELLED',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:birthday@example.com',
  `DTSTART;VALUE=DATE:${compact(d6)}`,
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const sql = <R extends Record<string, unknown>>(query: string, params: unknown[] = []) => a.server.orm.em.getConnection().execute<R[]>(query, params);
const path = '/api/availability/me/calendar-subscriptions';

beforeAll(async () => {
  calendarServer = createServer((req, res) => {
    const url = req.url ?? '';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === `/calendar/ical/${SECRET}/basic.ics` || url.startsWith('/other/')) {
      res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(ICS);
    } else if (url === '/broken.ics') res.writeHead(500).end('oops');
    else if (url === '/page.ics') res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Connexion requise</html>');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}`;

  db = await ownDatabase('calendars');
  const configure = (c: Parameters<typeof longScenarios>[0]) => {
    longScenarios(c);
    c.calendarSync.maxSubscriptions = 4;
  };
  // Two instances of one deployment share APP_SECRET (production requires it): each opens the addresses the other sealed.
  const env = { LOG_LEVEL: 'error', DATABASE_URL: db.url, APP_SECRET: 'calendar-test-secret-of-both-instances-2026' };
  a = await createTestServer({ env, configure });
  b = await createTestServer({ env, configure });
  const admin = (await loginAs(a, 'admin')).token;
  cleaner = await listedCleaner(a, admin);
  other = await loginAs(a, 'cleaner');
  client = await clientWithProperty(a);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await db?.drop();
  await new Promise((resolve) => calendarServer?.close(resolve));
});

let subscriptionId: string;

describe('calendar subscriptions', () => {
  it('answers 401 without a session and 403 to clients', async () => {
    expect((await a.api('GET', path)).status).toBe(401);
    expect((await a.api('GET', path, { token: client.token })).status).toBe(403);
    expect((await a.api('POST', path, { token: client.token, body: { name: 'Perso', url: `${base}/broken.ics` } })).status).toBe(403);
  });

  it('refuses an address that is not http(s) with a message in the cleaner’s language', async () => {
    const res = await a.api('POST', path, { token: cleaner.token, body: { name: 'Perso', url: 'ftp://calendar.example/x.ics' } });
    expect(res.status).toBe(400);
    const detail = (res.body.details as { field: string; message: string }[]).find((d) => d.field === 'body.url');
    expect(detail?.message).toContain('adresse secrète');
  });

  it('subscribes, imports the busy times at once (time zone, recurrence, cancelled and free events left out) and never shows the address whole', async () => {
    const res = await a.api('POST', path, { token: cleaner.token, body: { name: 'Google perso', url: `${base}/calendar/ical/${SECRET}/basic.ics` } });
    expect(res.status).toBe(201);
    subscriptionId = res.body.id;
    expect(res.body).toMatchObject({ name: 'Google perso', maskedUrl: `${base}/…/basic.ics`, lastError: null, eventCount: 4 });
    expect(res.body.lastSyncedAt).not.toBeNull();
    const list = await a.api('GET', path, { token: cleaner.token });
    expect(list.status).toBe(200);
    expect(list.body.maxSubscriptions).toBe(4);
    expect(list.body.subscriptions.map((s: { id: string }) => s.id)).toEqual([subscriptionId]);
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
    const [row] = await sql<{ url_sealed: string }>('select url_sealed from availability_calendar_subscriptions where id = ?', [subscriptionId]);
    expect(row!.url_sealed).not.toContain(SECRET);
    const busy = await sql<{ starts_at: Date }>('select starts_at from availability_busy_times where subscription_id = ? order by starts_at', [subscriptionId]);
    expect(busy).toHaveLength(4);
    // The same address again is refused.
    expect((await a.api('POST', path, { token: cleaner.token, body: { name: 'Encore', url: `${base}/calendar/ical/${SECRET}/basic.ics` } })).status).toBe(409);
  });

  it('takes busy times out of public availability and shows them on the cleaner’s calendar', async () => {
    const pub = await a.api('GET', `/api/cleaners/${cleaner.user.id}/availability?from=${d3}&to=${d4}`);
    expect(pub.status).toBe(200);
    const times = (date: string) => pub.body.slots.filter((s: { date: string }) => s.date === date).map((s: { start: string; end: string }) => `${s.start}-${s.end}`);
    expect(times(d3)).toEqual(['08:00-09:00', '11:00-21:00']);
    expect(times(d4)).toEqual(['08:00-14:00', '15:00-21:00']);
    const month = await a.api('GET', `/api/availability/me/calendar?month=${d3.slice(0, 7)}`, { token: cleaner.token });
    expect(month.status).toBe(200);
    expect(month.body.days.find((d: { date: string }) => d.date === d3).busy).toEqual([{ start: '09:00', end: '11:00' }]);
    // The cleaner's free time changed: search's read model is told through the outbox.
    const [changed] = await sql<{ n: number }>("select count(*)::int as n from platform_outbox where flow = 'availability.changed' and payload->>'cleanerId' = ?", [cleaner.user.id]);
    expect(changed!.n).toBeGreaterThan(0);
  });

  it('refuses a booking request over a busy time (409, in the client’s language) and accepts one beside it', async () => {
    const refused = await a.api('POST', '/api/bookings', { token: client.token, body: { paymentMethod: 'card', ...draft(cleaner.user.id, client.property.id, { date: d3, time: '10:00', durationHours: 4 }) } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('booking.cleaner_unavailable');
    expect(refused.body.message).toContain("n'est pas disponible");
    const beside = await a.api('POST', '/api/bookings', { token: client.token, body: { paymentMethod: 'card', ...draft(cleaner.user.id, client.property.id, { date: d3, time: '11:00', durationHours: 4 }) } });
    expect(beside.status).toBe(201);
  });

  it('records a failed sync and shows it, keeping the calendar', async () => {
    const broken = await a.api('POST', path, { token: cleaner.token, body: { name: 'Outlook travail', url: `${base}/broken.ics` } });
    expect(broken.status).toBe(201);
    expect(broken.body).toMatchObject({ lastError: 'http_error', lastSyncedAt: null, eventCount: 0 });
    expect(broken.body.lastAttemptAt).not.toBeNull();
    const page = await a.api('POST', path, { token: cleaner.token, body: { name: 'Pas un calendrier', url: `webcal://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/page.ics` } });
    // webcal:// is read as https://, which this plain-HTTP server cannot answer.
    expect(page.status).toBe(201);
    expect(page.body.lastError).toBe('unreachable');
    const html = await a.api('POST', path, { token: cleaner.token, body: { name: 'Page web', url: `${base}/page.ics` } });
    expect(html.body.lastError).toBe('not_calendar');
    // At most four per cleaner (configured for the test).
    const fifth = await a.api('POST', path, { token: cleaner.token, body: { name: 'Cinquième', url: `${base}/other/5.ics` } });
    expect(fifth.status).toBe(409);
    expect(fifth.body.error).toBe('availability.too_many_calendars');
    // "Sync now" right after an attempt is refused for a minute.
    const soon = await a.api('POST', `${path}/${broken.body.id}/sync`, { token: cleaner.token });
    expect(soon.status).toBe(429);
    expect(soon.body.error).toBe('availability.calendar_sync_too_soon');
    await sql("update availability_calendar_subscriptions set last_attempt_at = last_attempt_at - interval '2 minutes' where id = ?", [broken.body.id]);
    const again = await a.api('POST', `${path}/${broken.body.id}/sync`, { token: cleaner.token });
    expect(again.status).toBe(200);
    expect(again.body.lastError).toBe('http_error');
    expect((await a.api('DELETE', `${path}/${page.body.id}`, { token: cleaner.token })).status).toBe(204);
    expect((await a.api('DELETE', `${path}/${html.body.id}`, { token: cleaner.token })).status).toBe(204);
  });

  it('hides a cleaner’s calendars from another cleaner', async () => {
    const list = await a.api('GET', path, { token: other.token });
    expect(list.body.subscriptions).toEqual([]);
    expect((await a.api('DELETE', `${path}/${subscriptionId}`, { token: other.token })).status).toBe(404);
    expect((await a.api('POST', `${path}/${subscriptionId}/sync`, { token: other.token })).status).toBe(404);
    expect((await a.api('GET', path, { token: cleaner.token })).body.subscriptions).toHaveLength(2);
  });

  it('syncs each due calendar exactly once when two instances run the job at the same time', async () => {
    await sql("update availability_calendar_subscriptions set next_sync_at = now() - interval '1 minute'");
    hits.clear();
    const [x, y] = await Promise.all([a.inContext(() => a.server.app.availability.api.syncDueCalendars()), b.inContext(() => b.server.app.availability.api.syncDueCalendars())]);
    // The errors recorded are part of the comparison: a failure says which calendar failed and why.
    const errors = await sql<{ name: string; last_error: string | null }>('select name, last_error from availability_calendar_subscriptions order by name');
    expect({ synced: x.synced + y.synced, failed: x.failed + y.failed, errors }).toEqual({
      synced: 1,
      failed: 1,
      errors: [{ name: 'Google perso', last_error: null }, { name: 'Outlook travail', last_error: 'http_error' }],
    });
    expect(hits.get(`/calendar/ical/${SECRET}/basic.ics`)).toBe(1);
    expect(hits.get('/broken.ics')).toBe(1);
    // Nothing is due any more.
    const [later] = await Promise.all([a.inContext(() => a.server.app.availability.api.syncDueCalendars())]);
    expect(later).toEqual({ synced: 0, failed: 0 });
    const rows = await sql<{ next_sync_at: Date }>('select next_sync_at from availability_calendar_subscriptions');
    for (const r of rows) expect(new Date(r.next_sync_at).getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
  });

  it('frees the time once the calendar is removed', async () => {
    expect((await a.api('DELETE', `${path}/${subscriptionId}`, { token: cleaner.token })).status).toBe(204);
    expect((await a.api('DELETE', `${path}/${subscriptionId}`, { token: cleaner.token })).status).toBe(404);
    const pub = await a.api('GET', `/api/cleaners/${cleaner.user.id}/availability?from=${d4}&to=${d4}`);
    expect(pub.body.slots.map((s: { start: string; end: string }) => `${s.start}-${s.end}`)).toEqual(['08:00-21:00']);
  });
});
