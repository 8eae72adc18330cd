import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, requestVisit } from '../support/booking-fixtures.js';
import { quebecInstant, startGoogleStandIn, type GoogleStandIn, type StandInEvent } from '../support/google-stand-in.js';

/**
 * Issue #38, Google Calendar both ways, against a local stand-in of Google's OAuth and Calendar
 * endpoints (test/support/google-stand-in.ts; no network): the link (state, PKCE S256 verified by the
 * stand-in, offline access), the calendar list and choice, busy times that refuse a request (read
 * again right before it) and leave the cleaner out of the 3-day search filter, an accepted visit
 * written without the address, moved when postponed, deleted when cancelled, retried through the
 * outbox while Google is down, a refused grant told once by email (then the horizon blocked past the
 * staleness, until "Reconnecter"), and a disconnect that revokes the grant. A database of its own:
 * the search filter and the job see only this file's cleaners.
 */
let db: Awaited<ReturnType<typeof ownDatabase>>;
let t: TestServer;
let google: GoogleStandIn;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let client: Awaited<ReturnType<typeof clientWithProperty>>;

const PATH = '/api/availability/me/google-calendar';
const PRIMARY = 'camille.tremblay@gmail.com';
const FAMILY = 'famille0123456789@group.calendar.google.com';
const HOLIDAYS = 'fr.canadian#holiday@group.v.calendar.google.com';
const [d3, d4, d5, d6, d7] = [3, 4, 5, 6, 7].map(dateInDays) as [string, string, string, string, string];
const sql = <R extends Record<string, unknown>>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<R[]>(query, params);
const eventually = async <T>(read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 5000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
};
const eventOf = (calendarId: string, bookingId: string): StandInEvent | undefined => google.events.get(calendarId)?.get(`eclat${bookingId.replace(/-/g, '')}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The browser's part of a link: connect, Google's consent page (the stand-in answers at once), the callback. */
async function startLink(token: string) {
  const start = await fetch(`${t.url}${PATH}/connect`, { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });
  expect(start.status).toBe(302);
  const consentUrl = new URL(start.headers.get('location')!);
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
  expect(start.headers.get('set-cookie')).toMatch(/HttpOnly/i);
  return { consentUrl, cookie, state: consentUrl.searchParams.get('state')! };
}
async function consent(url: URL) {
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}
async function callback(back: URL, token: string, cookie: string) {
  const done = await fetch(`${t.url}${back.pathname}${back.search}`, { headers: { authorization: `Bearer ${token}`, cookie }, redirect: 'manual' });
  expect(done.status).toBe(302);
  return done.headers.get('location')!;
}
async function link(token: string) {
  const { consentUrl, cookie } = await startLink(token);
  return { consentUrl, location: await callback(await consent(consentUrl), token, cookie) };
}
const status = async (token = cleaner.token) => {
  const res = await t.api('GET', PATH, { token });
  expect(res.status).toBe(200);
  return res.body;
};
const slotsOn = async (date: string) => {
  const pub = await t.api('GET', `/api/cleaners/${cleaner.user.id}/availability?from=${date}&to=${date}`);
  return pub.body.slots.map((s: { start: string; end: string }) => `${s.start}-${s.end}`);
};
const shownInSearch = async () => {
  const res = await t.api<{ items: { id: string }[] }>('GET', '/api/cleaners?city=montreal&availableSoon=true&pageSize=50');
  expect(res.status).toBe(200);
  return res.body.items.some((c) => c.id === cleaner.user.id);
};
const accept = async (bookingId: string) => expect((await t.api('POST', `/api/bookings/${bookingId}/accept`, { token: cleaner.token })).status).toBe(200);

beforeAll(async () => {
  google = await startGoogleStandIn();
  google.calendars.push(
    { id: PRIMARY, summary: PRIMARY, primary: true, accessRole: 'owner' },
    { id: FAMILY, summary: 'Famille', accessRole: 'writer' },
    { id: HOLIDAYS, summary: 'Jours fériés au Canada', accessRole: 'reader' },
  );
  db = await ownDatabase('google');
  const port = await freePort();
  t = await createTestServer({
    env: { ...google.env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: db.url, APP_SECRET: 'google-calendar-test-secret-2026-xxxxxxxx' },
    configure: (c) => {
      longScenarios(c);
      c.searchCacheSeconds = 0;
    },
  });
  const admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
  client = await clientWithProperty(t);
});
afterAll(async () => {
  await t?.close();
  await db?.drop();
  await google?.close();
});

describe('linking Google Calendar', () => {
  it('answers 401 without a session and 403 to clients; a cleaner sees the feature offered and nothing linked', async () => {
    expect((await t.api('GET', PATH)).status).toBe(401);
    expect((await t.api('GET', PATH, { token: client.token })).status).toBe(403);
    expect((await t.api('GET', `${PATH}/connect`, { token: client.token })).status).toBe(403);
    expect((await t.api('PUT', `${PATH}/calendars`, { token: client.token, body: { blocking: [], visitsCalendarId: PRIMARY } })).status).toBe(403);
    expect(await status()).toEqual({ available: true, syncMinutes: 5, staleAfterMinutes: 180, connection: null });
    expect((await t.api('DELETE', PATH, { token: cleaner.token })).status).toBe(404);
  });

  it('refuses a code redeemed with another link’s verifier (PKCE) and a denied consent', async () => {
    const first = await startLink(cleaner.token);
    const second = await startLink(cleaner.token);
    const codeOfFirst = await consent(first.consentUrl);
    // The second link's cookie and state with the first one's code: the verifier does not match its challenge.
    codeOfFirst.searchParams.set('state', second.state);
    expect(await callback(codeOfFirst, cleaner.token, second.cookie)).toBe('/profile/calendar?googleError=availability.google_failed#google-calendar');
    expect(google.pkce).toEqual({ verified: 0, refused: 1 });
    // A state that is not this browser's.
    const third = await startLink(cleaner.token);
    expect(await callback(await consent(third.consentUrl), cleaner.token, first.cookie)).toBe('/profile/calendar?googleError=availability.google_state_mismatch#google-calendar');
    google.consent = 'deny';
    const denied = await startLink(cleaner.token);
    expect(await callback(await consent(denied.consentUrl), cleaner.token, denied.cookie)).toBe('/profile/calendar?googleError=availability.google_cancelled#google-calendar');
    google.consent = { scopes: ['https://www.googleapis.com/auth/calendar.readonly'] };
    const partial = await startLink(cleaner.token);
    expect(await callback(await consent(partial.consentUrl), cleaner.token, partial.cookie)).toBe('/profile/calendar?googleError=availability.google_scopes_missing#google-calendar');
    google.consent = 'grant';
    expect((await status()).connection).toBeNull();
  });

  it('links with state, PKCE S256, offline access and consent; the refresh token is stored sealed', async () => {
    const verified = google.pkce.verified;
    const { consentUrl, location } = await link(cleaner.token);
    expect(location).toBe('/profile/calendar?google=connected#google-calendar');
    const q = consentUrl.searchParams;
    expect(Object.fromEntries(['client_id', 'redirect_uri', 'response_type', 'access_type', 'prompt', 'code_challenge_method'].map((k) => [k, q.get(k)]))).toEqual({
      client_id: google.clientId,
      redirect_uri: `${t.config.publicUrl}/api/availability/me/google-calendar/callback`,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    expect(q.get('scope')!.split(' ').sort()).toEqual(['https://www.googleapis.com/auth/calendar.events', 'https://www.googleapis.com/auth/calendar.readonly']);
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(google.pkce.verified).toBe(verified + 1);
    const [refresh] = google.liveRefreshTokens();
    const [row] = await sql<{ refresh_token_sealed: string }>('select refresh_token_sealed from availability_google_connections where cleaner_id = ?', [cleaner.user.id]);
    expect(row!.refresh_token_sealed).toMatch(/^v2:/);
    expect(row!.refresh_token_sealed).not.toContain(refresh!);
    expect(JSON.stringify(await status())).not.toContain(refresh!);
  });
});

describe('choosing calendars', () => {
  it('lists every calendar (all pages); the primary blocks and receives the visits until the cleaner chooses', async () => {
    const { connection } = await status();
    expect(connection).toMatchObject({ account: PRIMARY, visitsCalendarId: PRIMARY, lastError: null, busyTimesTrusted: true });
    expect(connection.lastSyncedAt).not.toBeNull();
    expect(connection.calendars).toEqual([
      { id: PRIMARY, summary: PRIMARY, primary: true, accessRole: 'owner', blocks: true, canReceiveVisits: true },
      { id: FAMILY, summary: 'Famille', primary: false, accessRole: 'writer', blocks: false, canReceiveVisits: true },
      { id: HOLIDAYS, summary: 'Jours fériés au Canada', primary: false, accessRole: 'reader', blocks: false, canReceiveVisits: false },
    ]);
  });

  it('refuses an unknown calendar and a read-only one for the visits, in the cleaner’s language', async () => {
    const unknown = await t.api('PUT', `${PATH}/calendars`, { token: cleaner.token, body: { blocking: ['autre@example.com'], visitsCalendarId: PRIMARY } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([expect.objectContaining({ field: 'body.blocking', message: 'Cet agenda ne fait pas partie de votre compte Google connecté.' })]);
    const readOnly = await t.api('PUT', `${PATH}/calendars`, { token: cleaner.token, body: { blocking: [PRIMARY], visitsCalendarId: HOLIDAYS } });
    expect(readOnly.status).toBe(400);
    expect(readOnly.body.details[0].message).toContain('que vous pouvez modifier');
  });

  it('saves the choice and reads the chosen calendars’ busy times at once', async () => {
    google.busy.set(FAMILY, [{ start: quebecInstant(d3, '10:00'), end: quebecInstant(d3, '12:00') }]);
    const chosen = await t.api('PUT', `${PATH}/calendars`, { token: cleaner.token, body: { blocking: [PRIMARY, FAMILY], visitsCalendarId: PRIMARY } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.connection.calendars.map((c: { id: string; blocks: boolean }) => [c.id, c.blocks])).toEqual([
      [PRIMARY, true],
      [FAMILY, true],
      [HOLIDAYS, false],
    ]);
    expect(chosen.body.connection.busyCount).toBe(1);
  });
});

describe('busy times block like an ICS subscription’s', () => {
  it('takes them out of public availability and shows them on the cleaner’s calendar', async () => {
    expect(await slotsOn(d3)).toEqual(['08:00-10:00', '12:00-21:00']);
    const month = await t.api('GET', `/api/availability/me/calendar?month=${d3.slice(0, 7)}`, { token: cleaner.token });
    expect(month.body.days.find((d: { date: string }) => d.date === d3).busy).toEqual([{ start: '10:00', end: '12:00' }]);
  });

  it('refuses a booking request over a busy time (409, the existing availability error, in the client’s language)', async () => {
    const refused = await t.api('POST', '/api/bookings', { token: client.token, body: { paymentMethod: 'card', ...draft(cleaner.user.id, client.property.id, { date: d3, time: '09:00', durationHours: 4 }) } });
    expect([refused.status, refused.body.error]).toEqual([409, 'booking.cleaner_unavailable']);
    expect(refused.body.message).toContain("n'est pas disponible");
  });

  it('reads Google right before a request: an event added a moment ago refuses it', async () => {
    google.busy.set(FAMILY, [...google.busy.get(FAMILY)!, { start: quebecInstant(d4, '13:00'), end: quebecInstant(d4, '14:00') }]);
    const reads = google.calls.filter((c) => c === 'POST /calendar/v3/freeBusy').length;
    const refused = await t.api('POST', '/api/bookings', { token: client.token, body: { paymentMethod: 'card', ...draft(cleaner.user.id, client.property.id, { date: d4, time: '12:00', durationHours: 4 }) } });
    expect([refused.status, refused.body.error]).toEqual([409, 'booking.cleaner_unavailable']);
    // The horizon in pieces Google accepts (the stand-in refuses more than 61 days in one query).
    expect(google.calls.filter((c) => c === 'POST /calendar/v3/freeBusy').length - reads).toBeGreaterThanOrEqual(2);
    expect(await slotsOn(d4)).toEqual(['08:00-13:00', '14:00-21:00']);
  });

  it('leaves the cleaner out of the "next 3 days" search filter while busy all that time, and back once that calendar no longer blocks', async () => {
    expect(await shownInSearch()).toBe(true);
    const now = Date.now();
    google.busy.set(HOLIDAYS, [{ start: new Date(now - 3_600_000).toISOString(), end: new Date(now + 5 * 86_400_000).toISOString() }]);
    expect((await t.api('PUT', `${PATH}/calendars`, { token: cleaner.token, body: { blocking: [PRIMARY, FAMILY, HOLIDAYS], visitsCalendarId: PRIMARY } })).status).toBe(200);
    expect(await shownInSearch()).toBe(false);
    expect((await t.api('PUT', `${PATH}/calendars`, { token: cleaner.token, body: { blocking: [PRIMARY, FAMILY], visitsCalendarId: PRIMARY } })).status).toBe(200);
    expect(await shownInSearch()).toBe(true);
  });
});

describe('accepted visits written to the chosen calendar', () => {
  let bookingId: string;

  it('inserts an accepted visit: Éclat and the service, the city, a link, Quebec time; never the address, Wi-Fi or access code', async () => {
    const visit = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: d5, time: '09:00', durationHours: 4 }));
    bookingId = visit.booking.id;
    // A pending request is not in the calendar.
    expect(eventOf(PRIMARY, bookingId)).toBeUndefined();
    await accept(bookingId);
    const event = await eventually(() => eventOf(PRIMARY, bookingId), (e) => e !== undefined);
    expect(event).toMatchObject({
      status: 'confirmed',
      summary: 'Éclat · Nettoyage régulier',
      location: 'Montréal',
      start: { dateTime: `${d5}T09:00:00`, timeZone: 'America/Toronto' },
      end: { dateTime: `${d5}T13:00:00`, timeZone: 'America/Toronto' },
    });
    expect(event!.description).toContain(`/bookings/${bookingId}`);
    const written = JSON.stringify(event);
    for (const secret of ['Saint-Denis', '1234 rue', 'Maison-WiFi', 'motdepasse', 'Code 1234', 'H2X']) expect(written).not.toContain(secret);
    const [row] = await sql<{ calendar_id: string; event_id: string }>('select calendar_id, event_id from availability_google_events where booking_id = ?', [bookingId]);
    expect(row).toEqual({ calendar_id: PRIMARY, event_id: event!.id });
  });

  it('does not count its own visit as a busy time read back from Google', async () => {
    await sql("update availability_google_connections set last_attempt_at = now() - interval '1 minute' where cleaner_id = ?", [cleaner.user.id]);
    expect((await t.api('POST', `${PATH}/sync`, { token: cleaner.token })).status).toBe(200);
    const [own] = await sql<{ n: number }>('select count(*)::int as n from availability_busy_times where google_cleaner_id = ? and starts_at >= ? and ends_at <= ?', [cleaner.user.id, quebecInstant(d5, '00:00'), quebecInstant(d6, '00:00')]);
    expect(own!.n).toBe(0);
  });

  it('moves the event when the visit is postponed', async () => {
    const moved = await t.api('POST', `/api/bookings/${bookingId}/postpone`, { token: client.token, body: { date: d6, time: '10:00' } });
    expect(moved.status).toBe(200);
    const event = await eventually(() => eventOf(PRIMARY, bookingId)?.start.dateTime, (v) => v === `${d6}T10:00:00`);
    expect(event).toBe(`${d6}T10:00:00`);
    expect(eventOf(PRIMARY, bookingId)!.end.dateTime).toBe(`${d6}T14:00:00`);
    expect(google.calls.filter((c) => c.startsWith('PATCH ')).length).toBeGreaterThan(0);
  });

  it('deletes the event when the visit is cancelled', async () => {
    expect((await t.api('POST', `/api/bookings/${bookingId}/cancel`, { token: client.token, body: {} })).status).toBe(200);
    expect(await eventually(() => eventOf(PRIMARY, bookingId)?.status, (s) => s === 'cancelled')).toBe('cancelled');
    expect(await eventually(async () => (await sql('select 1 from availability_google_events where booking_id = ?', [bookingId])).length, (n) => n === 0)).toBe(0);
  });

  it('retries through the outbox while Google is unreachable', async () => {
    const visit = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: d7, time: '09:00', durationHours: 4 }));
    google.down = true;
    await accept(visit.booking.id);
    const failed = await eventually(
      async () => (await sql<{ attempts: number }>("select attempts from platform_outbox where step = 'google_calendar.visit' and payload->>'bookingId' = ? and processed_at is null", [visit.booking.id]))[0]?.attempts ?? 0,
      (n) => n > 0,
    );
    expect(failed).toBeGreaterThan(0);
    expect(eventOf(PRIMARY, visit.booking.id)).toBeUndefined();
    google.down = false;
    await sql("update platform_outbox set available_at = now() where step = 'google_calendar.visit' and processed_at is null");
    await t.inContext(() => t.server.app.outbox.processDue());
    expect(eventOf(PRIMARY, visit.booking.id)).toMatchObject({ status: 'confirmed', start: { dateTime: `${d7}T09:00:00` } });
  });

  it('writes nothing for an acceptance retried after the visit was cancelled (the event follows the booking as it is now)', async () => {
    const visit = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(8), time: '09:00', durationHours: 4 }));
    const failedSteps = async () => (await sql<{ n: number }>("select count(*)::int as n from platform_outbox where step = 'google_calendar.visit' and payload->>'bookingId' = ? and processed_at is null and attempts > 0", [visit.booking.id]))[0]!.n;
    google.down = true;
    await accept(visit.booking.id);
    expect(await eventually(failedSteps, (n) => n === 1)).toBe(1);
    // The cancellation's own step has nothing to delete at Google: it is done even while Google is down.
    expect((await t.api('POST', `/api/bookings/${visit.booking.id}/cancel`, { token: client.token, body: {} })).status).toBe(200);
    const cancelDone = async () => (await sql("select 1 from platform_outbox where step = 'google_calendar.visit' and key like ? and processed_at is not null", [`${visit.booking.id}:cancelled:%`])).length;
    expect(await eventually(cancelDone, (n) => n === 1)).toBe(1);
    google.down = false;
    await sql("update platform_outbox set available_at = now() where step = 'google_calendar.visit' and processed_at is null");
    await t.inContext(() => t.server.app.outbox.processDue());
    expect(await failedSteps()).toBe(0);
    expect(eventOf(PRIMARY, visit.booking.id)).toBeUndefined();
    expect(await sql('select 1 from availability_google_events where booking_id = ?', [visit.booking.id])).toEqual([]);
  });
});

describe('a refused grant', () => {
  const failureMails = async () => (await mailTo(t, cleaner.user.email, () => true)).filter((m) => m.subject === 'Google Agenda\u00a0: la synchronisation du calendrier a échoué');

  it('shows the failure, emails the cleaner once (not once per retry), and blocks the horizon once the busy times are stale', async () => {
    google.revokeAllGrants();
    await sql("update availability_google_connections set last_attempt_at = now() - interval '1 minute' where cleaner_id = ?", [cleaner.user.id]);
    const synced = await t.api('POST', `${PATH}/sync`, { token: cleaner.token });
    expect(synced.status).toBe(200);
    expect(synced.body.connection).toMatchObject({ lastError: 'access_refused', busyTimesTrusted: true });
    const mails = await eventually(failureMails, (m) => m.length > 0);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('La synchronisation du calendrier a échoué.');
    expect(mails[0]!.text).toContain('/profile/calendar');
    // Within the staleness the last busy times still decide: the cleaner stays bookable around them.
    expect(await slotsOn(d3)).toEqual(['08:00-10:00', '12:00-21:00']);
    // Hours later: the job reads again, the busy times are no longer trusted, the whole horizon is busy.
    await sql("update availability_google_connections set last_synced_at = now() - interval '4 hours', connected_at = now() - interval '5 hours', next_sync_at = now() where cleaner_id = ?", [cleaner.user.id]);
    const run = await t.inContext(() => t.server.app.availability.api.googleCalendar.syncDue());
    // The job is refused, unless a read under way (the slots above refresh the busy times) claimed the
    // connection first (claims skip a locked row): either way one attempt is refused, none succeeds.
    expect(run.synced).toBe(0);
    expect(run.failed).toBeLessThanOrEqual(1);
    expect(await eventually(async () => (await status()).connection, (c) => c.busyTimesTrusted === false)).toMatchObject({ lastError: 'access_refused', busyTimesTrusted: false });
    expect(await slotsOn(d3)).toEqual([]);
    expect(await slotsOn(dateInDays(40))).toEqual([]);
    // Another read, another job run: still the one email.
    await sql("update availability_google_connections set last_attempt_at = now() - interval '1 minute', next_sync_at = now() where cleaner_id = ?", [cleaner.user.id]);
    await t.api('POST', `${PATH}/sync`, { token: cleaner.token });
    await t.inContext(() => t.server.app.availability.api.googleCalendar.syncDue());
    await new Promise((r) => setTimeout(r, 300));
    expect(await failureMails()).toHaveLength(1);
  });

  it('is fixed by "Reconnecter": consent asked again, busy times read, the time bookable again', async () => {
    const { consentUrl, location } = await link(cleaner.token);
    expect(location).toBe('/profile/calendar?google=connected#google-calendar');
    expect(consentUrl.searchParams.get('prompt')).toBe('consent');
    const { connection } = await status();
    expect(connection).toMatchObject({ lastError: null, busyTimesTrusted: true });
    // The choices made before the failure stay.
    expect(connection.calendars.filter((c: { blocks: boolean }) => c.blocks).map((c: { id: string }) => c.id)).toEqual([PRIMARY, FAMILY]);
    expect(await slotsOn(d3)).toEqual(['08:00-10:00', '12:00-21:00']);
  });
});

describe('another cleaner and disconnecting', () => {
  it('shows another cleaner nothing of this link', async () => {
    const other = await loginAs(t, 'cleaner');
    expect((await status(other.token)).connection).toBeNull();
    expect((await t.api('DELETE', PATH, { token: other.token })).status).toBe(404);
    expect((await status()).connection).not.toBeNull();
  });

  it('revokes the grant at Google and deletes the link, its busy times and the events’ ids', async () => {
    const [refresh] = google.liveRefreshTokens();
    expect(refresh).toBeDefined();
    expect((await t.api('DELETE', PATH, { token: cleaner.token })).status).toBe(204);
    expect(google.revocations).toContain(refresh);
    expect(google.liveRefreshTokens()).toEqual([]);
    expect((await status()).connection).toBeNull();
    const [left] = await sql<{ n: number }>(
      `select (select count(*) from availability_busy_times where google_cleaner_id = ?) + (select count(*) from availability_google_events where cleaner_id = ?)
            + (select count(*) from availability_google_calendars where cleaner_id = ?) as n`,
      [cleaner.user.id, cleaner.user.id, cleaner.user.id],
    );
    expect(Number(left!.n)).toBe(0);
    expect(await slotsOn(d4)).toEqual(['08:00-21:00']);
    expect((await t.api('DELETE', PATH, { token: cleaner.token })).status).toBe(404);
  });
});
