import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';

// Availability blocks, the month calendar, public availability and the private calendar feed
// (issue #3). The clock is fixed on Friday 2026-02-20, 10:00 in Quebec, so dates are known and the
// spring clock change (2026-03-08) lies inside the 90-day horizon of weekly patterns.

const NOW = new Date('2026-02-20T15:00:00Z');
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({
    clock: { now: () => NOW },
    configure: (c) => {
      c.rateLimits.login.perIp = 10_000;
    },
  });
});
afterAll(() => t.close());

const BLOCKS = '/api/availability/me/blocks';
const detail = (res: ApiResponse, field: string) => (res.body.details ?? []).find((d: { field: string }) => d.field === field);
const add = (token: string, body: object, headers: Record<string, string> = {}) => t.api('POST', BLOCKS, { token, body, headers });
const calendar = (token: string, month: string) => t.api('GET', `/api/availability/me/calendar?month=${month}`, { token });
const dayOf = (res: ApiResponse, date: string) => res.body.days.find((d: { date: string }) => d.date === date);
const cleaner = () => loginAs(t, 'cleaner');

describe('POST /api/availability/me/blocks', () => {
  it('answers 401 without a session', async () => {
    const res = await t.api('POST', BLOCKS, { body: { kind: 'one_off', date: '2026-03-02', slot: 'morning' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('auth.unauthenticated');
  });

  it('answers 403 to clients and admins', async () => {
    for (const role of ['client', 'admin'] as const) {
      const { token } = await loginAs(t, role);
      const res = await add(token, { kind: 'one_off', date: '2026-03-02', slot: 'morning' });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('auth.forbidden');
    }
  });

  it('adds a one-off slot with the hours of its named slot', async () => {
    const { token } = await cleaner();
    const res = await add(token, { kind: 'one_off', date: '2026-03-02', slot: 'afternoon' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'one_off', slot: 'afternoon', date: '2026-03-02', start: '12:00', end: '17:00', weekday: null, endDate: null, exceptionDates: [] });
  });

  it('adds a weekly pattern starting on the first matching day', async () => {
    const { token } = await cleaner();
    // 2026-02-20 is a Friday; the first Tuesday (2) on or after it is 2026-02-24.
    const res = await add(token, { kind: 'weekly', weekday: 2, startDate: '2026-02-20', endDate: '2026-04-30', slot: 'evening' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'weekly', weekday: 2, date: '2026-02-24', endDate: '2026-04-30', start: '17:00', end: '21:00' });
  });

  it('adds explicit times on quarter hours', async () => {
    const { token } = await cleaner();
    const res = await add(token, { kind: 'one_off', date: '2026-03-03', slot: 'custom', start: '09:15', end: '13:45' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ slot: 'custom', start: '09:15', end: '13:45' });
  });

  it('rejects a duplicate slot on the same date with the spec message, in French and English', async () => {
    const { token } = await cleaner();
    expect((await add(token, { kind: 'one_off', date: '2026-03-04', slot: 'morning' })).status).toBe(201);
    const fr = await add(token, { kind: 'one_off', date: '2026-03-04', slot: 'morning' });
    expect(fr.status).toBe(400);
    expect(fr.body.error).toBe('availability.duplicate_slot');
    expect(fr.body.message).toBe('Ce créneau horaire existe déjà pour cette date');
    expect(detail(fr, 'body.date').message).toBe('Ce créneau horaire existe déjà pour cette date');
    const { token: enToken } = await loginAs(t, 'cleaner', { locale: 'en' });
    await add(enToken, { kind: 'one_off', date: '2026-03-04', slot: 'morning' });
    const en = await add(enToken, { kind: 'one_off', date: '2026-03-04', slot: 'morning' });
    expect(en.body.message).toBe('This time slot already exists for this date');
  });

  it('treats overlapping hours as a duplicate, but lets back-to-back slots coexist', async () => {
    const { token } = await cleaner();
    await add(token, { kind: 'one_off', date: '2026-03-05', slot: 'morning' });
    const overlap = await add(token, { kind: 'one_off', date: '2026-03-05', slot: 'custom', start: '11:00', end: '13:00' });
    expect(overlap.status).toBe(400);
    expect(overlap.body.error).toBe('availability.duplicate_slot');
    expect((await add(token, { kind: 'one_off', date: '2026-03-05', slot: 'full_day' })).status).toBe(400);
    expect((await add(token, { kind: 'one_off', date: '2026-03-05', slot: 'afternoon' })).status).toBe(201);
    expect((await add(token, { kind: 'one_off', date: '2026-03-06', slot: 'morning' })).status).toBe(201);
  });

  it('rejects a one-off that duplicates an occurrence of a weekly pattern, and a pattern over an existing one-off', async () => {
    const { token } = await cleaner();
    // Mondays from 2026-02-23.
    expect((await add(token, { kind: 'weekly', weekday: 1, startDate: '2026-02-21', slot: 'morning' })).status).toBe(201);
    const oneOff = await add(token, { kind: 'one_off', date: '2026-03-16', slot: 'morning' });
    expect(oneOff.status).toBe(400);
    expect(oneOff.body.message).toBe('Ce créneau horaire existe déjà pour cette date');
    // A Wednesday one-off, then a Wednesday pattern over it.
    expect((await add(token, { kind: 'one_off', date: '2026-04-01', slot: 'evening' })).status).toBe(201);
    const pattern = await add(token, { kind: 'weekly', weekday: 3, startDate: '2026-02-21', slot: 'evening' });
    expect(pattern.status).toBe(400);
    expect(pattern.body.error).toBe('availability.duplicate_slot');
    // Another cleaner is unaffected.
    const other = await cleaner();
    expect((await add(other.token, { kind: 'one_off', date: '2026-03-16', slot: 'morning' })).status).toBe(201);
  });

  it('lets only one of several simultaneous identical requests through (per-cleaner lock)', async () => {
    const { token } = await cleaner();
    const body = { kind: 'one_off', date: '2026-03-20', slot: 'evening' };
    const results = await Promise.all([add(token, body), add(token, body), add(token, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
  });

  it('answers 400 with field messages for bad input', async () => {
    const { token } = await cleaner();
    const missing = await add(token, { slot: 'morning' });
    expect(missing.status).toBe(400);
    expect(detail(missing, 'body.kind').message).toBe('Ce champ est requis');

    const noDate = await add(token, { kind: 'one_off', slot: 'morning' });
    expect(detail(noDate, 'body.date').message).toBe('Ce champ est requis');

    const past = await add(token, { kind: 'one_off', date: '2026-02-19', slot: 'morning' });
    expect(detail(past, 'body.date').message).toBe("Choisissez une date à partir d'aujourd'hui.");

    const quarter = await add(token, { kind: 'one_off', date: '2026-03-02', slot: 'custom', start: '09:10', end: '12:00' });
    expect(detail(quarter, 'body.start').message).toBe('Choisissez une heure par tranche de 15 minutes (HH:MM).');

    const backwards = await add(token, { kind: 'one_off', date: '2026-03-02', slot: 'custom', start: '12:00', end: '09:00' });
    expect(detail(backwards, 'body.end').message).toBe("L'heure de fin doit être après l'heure de début.");

    const noTimes = await add(token, { kind: 'one_off', date: '2026-03-02', slot: 'custom' });
    expect(detail(noTimes, 'body.start').message).toBe('Ce champ est requis');

    const timesOnNamed = await add(token, { kind: 'one_off', date: '2026-03-02', slot: 'morning', start: '08:00' });
    expect(detail(timesOnNamed, 'body.start').code).toBe('availability.times_only_custom');

    const badDay = await add(token, { kind: 'weekly', weekday: 7, startDate: '2026-03-02', slot: 'morning' });
    expect(detail(badDay, 'body.weekday').message).toBe('Doit être au plus 6');

    const endFirst = await add(token, { kind: 'weekly', weekday: 1, startDate: '2026-03-10', endDate: '2026-03-01', slot: 'morning' });
    expect(detail(endFirst, 'body.endDate').message).toBe('La date de fin doit être après la date de début.');

    // Starts on a Tuesday and ends on the Sunday after: no Monday in between.
    const empty = await add(token, { kind: 'weekly', weekday: 1, startDate: '2026-03-03', endDate: '2026-03-08', slot: 'morning' });
    expect(detail(empty, 'body.endDate').code).toBe('availability.no_occurrence');
  });
});

describe('GET /api/availability/me/blocks', () => {
  it('answers 401 and 403', async () => {
    expect((await t.api('GET', BLOCKS)).status).toBe(401);
    const { token } = await loginAs(t, 'client');
    expect((await t.api('GET', BLOCKS, { token })).status).toBe(403);
  });

  it("lists the cleaner's own blocks only, by date", async () => {
    const me = await cleaner();
    const other = await cleaner();
    await add(me.token, { kind: 'one_off', date: '2026-03-10', slot: 'morning' });
    await add(me.token, { kind: 'weekly', weekday: 5, startDate: '2026-02-20', slot: 'full_day' });
    await add(other.token, { kind: 'one_off', date: '2026-03-10', slot: 'morning' });
    const res = await t.api('GET', BLOCKS, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe('America/Toronto');
    expect(res.body.blocks.map((b: { kind: string; date: string }) => `${b.kind} ${b.date}`)).toEqual(['weekly 2026-02-20', 'one_off 2026-03-10']);
  });
});

describe('DELETE /api/availability/me/blocks/{id}', () => {
  it('answers 401, 403, 400 for a bad id and 404 for another cleaner\'s block', async () => {
    const owner = await cleaner();
    const block = await add(owner.token, { kind: 'one_off', date: '2026-03-11', slot: 'morning' });
    expect((await t.api('DELETE', `${BLOCKS}/${block.body.id}`)).status).toBe(401);
    const client = await loginAs(t, 'client');
    expect((await t.api('DELETE', `${BLOCKS}/${block.body.id}`, { token: client.token })).status).toBe(403);
    const other = await cleaner();
    const stranger = await t.api('DELETE', `${BLOCKS}/${block.body.id}`, { token: other.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe("Ce créneau de disponibilité n'existe pas.");
    expect((await t.api('DELETE', `${BLOCKS}/not-a-uuid`, { token: owner.token })).status).toBe(400);
  });

  it('deletes a whole weekly pattern', async () => {
    const { token } = await cleaner();
    const block = await add(token, { kind: 'weekly', weekday: 4, startDate: '2026-02-20', slot: 'morning' });
    expect((await calendar(token, '2026-03')).body.days.filter((d: { slots: unknown[] }) => d.slots.length).length).toBe(4);
    expect((await t.api('DELETE', `${BLOCKS}/${block.body.id}`, { token })).status).toBe(204);
    expect((await calendar(token, '2026-03')).body.days.every((d: { slots: unknown[] }) => d.slots.length === 0)).toBe(true);
    expect((await t.api('DELETE', `${BLOCKS}/${block.body.id}`, { token })).status).toBe(404);
  });
});

describe('DELETE /api/availability/me/blocks/{id}/occurrences/{date}', () => {
  it('answers 401, 403 and 404', async () => {
    const owner = await cleaner();
    const block = await add(owner.token, { kind: 'weekly', weekday: 1, startDate: '2026-02-20', slot: 'morning' });
    const path = `${BLOCKS}/${block.body.id}/occurrences/2026-03-02`;
    expect((await t.api('DELETE', path)).status).toBe(401);
    expect((await t.api('DELETE', path, { token: (await loginAs(t, 'admin')).token })).status).toBe(403);
    expect((await t.api('DELETE', path, { token: (await cleaner()).token })).status).toBe(404);
  });

  it('answers 400 for a date the pattern does not take place on', async () => {
    const { token } = await cleaner();
    const block = await add(token, { kind: 'weekly', weekday: 1, startDate: '2026-02-20', slot: 'morning' });
    const res = await t.api('DELETE', `${BLOCKS}/${block.body.id}/occurrences/2026-03-03`, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Ce créneau n'a pas lieu à cette date.");
    expect((await t.api('DELETE', `${BLOCKS}/${block.body.id}/occurrences/2026-13-03`, { token })).status).toBe(400);
  });

  it('removes that date only ("Seulement ce créneau"), after which a one-off may take its place', async () => {
    const { token } = await cleaner();
    const block = await add(token, { kind: 'weekly', weekday: 1, startDate: '2026-02-20', slot: 'morning' });
    expect((await t.api('DELETE', `${BLOCKS}/${block.body.id}/occurrences/2026-03-09`, { token })).status).toBe(204);
    const month = await calendar(token, '2026-03');
    expect(dayOf(month, '2026-03-09').slots).toEqual([]);
    expect(dayOf(month, '2026-03-02').slots).toHaveLength(1);
    expect(dayOf(month, '2026-03-16').slots).toHaveLength(1);
    const list = await t.api('GET', BLOCKS, { token });
    expect(list.body.blocks[0].exceptionDates).toEqual(['2026-03-09']);
    expect((await add(token, { kind: 'one_off', date: '2026-03-09', slot: 'custom', start: '09:00', end: '11:00' })).status).toBe(201);
  });
});

describe('GET /api/availability/me/calendar', () => {
  it('answers 401, 403 and 400 for a malformed month', async () => {
    expect((await t.api('GET', '/api/availability/me/calendar?month=2026-03')).status).toBe(401);
    expect((await calendar((await loginAs(t, 'client')).token, '2026-03')).status).toBe(403);
    const { token } = await cleaner();
    const bad = await calendar(token, '2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation_failed');
    expect(detail(bad, 'query.month')).toBeTruthy();
    const missing = await t.api('GET', '/api/availability/me/calendar', { token });
    expect(detail(missing, 'query.month').message).toBe('Ce champ est requis');
  });

  it('lists every day with its slots and busyness (no bookings yet: available or unavailable)', async () => {
    const { token } = await cleaner();
    await add(token, { kind: 'weekly', weekday: 2, startDate: '2026-02-20', slot: 'morning' });
    await add(token, { kind: 'one_off', date: '2026-03-12', slot: 'custom', start: '13:00', end: '15:30' });
    const res = await calendar(token, '2026-03');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ month: '2026-03', timeZone: 'America/Toronto', today: '2026-02-20', horizonEnd: '2026-05-21' });
    expect(res.body.days).toHaveLength(31);
    expect(dayOf(res, '2026-03-03')).toMatchObject({ busyness: 'available', availableMinutes: 240, bookedMinutes: 0 });
    expect(dayOf(res, '2026-03-12')).toMatchObject({ busyness: 'available', availableMinutes: 150 });
    expect(dayOf(res, '2026-03-04')).toMatchObject({ busyness: 'unavailable', slots: [] });
  });

  it('keeps 08:00 local across the spring clock change; the UTC instant moves', async () => {
    const { token } = await cleaner();
    await add(token, { kind: 'weekly', weekday: 0, startDate: '2026-02-20', slot: 'morning' });
    const res = await calendar(token, '2026-03');
    const before = dayOf(res, '2026-03-01').slots[0];
    const changeDay = dayOf(res, '2026-03-08').slots[0];
    expect(before).toMatchObject({ start: '08:00', startsAt: '2026-03-01T13:00:00.000Z' });
    expect(changeDay).toMatchObject({ start: '08:00', end: '12:00', startsAt: '2026-03-08T12:00:00.000Z', endsAt: '2026-03-08T16:00:00.000Z' });
  });

  it('expands weekly patterns up to the 90-day horizon only', async () => {
    const { token } = await cleaner();
    await add(token, { kind: 'weekly', weekday: 4, startDate: '2026-02-20', slot: 'evening' });
    const may = await calendar(token, '2026-05');
    const withSlots = may.body.days.filter((d: { slots: unknown[] }) => d.slots.length).map((d: { date: string }) => d.date);
    // Thursdays of May 2026: 7, 14, 21, 28; the horizon ends on 2026-05-21.
    expect(withSlots).toEqual(['2026-05-07', '2026-05-14', '2026-05-21']);
  });
});

describe('GET /api/cleaners/{cleanerId}/availability', () => {
  it('is public and returns expanded slots with their instants', async () => {
    const { user, token } = await cleaner();
    await add(token, { kind: 'weekly', weekday: 1, startDate: '2026-02-20', endDate: '2026-03-09', slot: 'afternoon' });
    await add(token, { kind: 'one_off', date: '2026-03-03', slot: 'morning' });
    const res = await t.api('GET', `/api/cleaners/${user.id}/availability?from=2026-02-20&to=2026-03-31`);
    expect(res.status).toBe(200);
    expect(res.body.slots.map((s: { date: string; start: string }) => `${s.date} ${s.start}`)).toEqual([
      '2026-02-23 12:00',
      '2026-03-02 12:00',
      '2026-03-03 08:00',
      '2026-03-09 12:00',
    ]);
    expect(res.body.slots[3]).toMatchObject({ startsAt: '2026-03-09T16:00:00.000Z', endsAt: '2026-03-09T21:00:00.000Z' });
  });

  it('answers 404 for someone who is not a cleaner, 400 for bad or too long ranges', async () => {
    const { user } = await loginAs(t, 'client');
    expect((await t.api('GET', `/api/cleaners/${user.id}/availability`)).status).toBe(404);
    const { user: c } = await cleaner();
    const long = await t.api('GET', `/api/cleaners/${c.id}/availability?from=2026-03-01&to=2026-06-01`);
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('availability.range_too_long');
    expect((await t.api('GET', `/api/cleaners/${c.id}/availability?from=nope`)).status).toBe(400);
    expect((await t.api('GET', `/api/cleaners/not-a-uuid/availability`)).status).toBe(400);
  });
});

describe('GET and POST /api/availability/me/feed', () => {
  it('answers 401 and 403', async () => {
    expect((await t.api('GET', '/api/availability/me/feed')).status).toBe(401);
    expect((await t.api('POST', '/api/availability/me/feed')).status).toBe(401);
    const { token } = await loginAs(t, 'client');
    expect((await t.api('GET', '/api/availability/me/feed', { token })).status).toBe(403);
    expect((await t.api('POST', '/api/availability/me/feed', { token })).status).toBe(403);
  });

  it('makes a private URL serving a valid, empty calendar, and regenerating kills the old URL', async () => {
    const { token } = await cleaner();
    expect((await t.api('GET', '/api/availability/me/feed', { token })).body).toEqual({ active: false, createdAt: null });
    const first = await t.api('POST', '/api/availability/me/feed', { token });
    expect(first.status).toBe(201);
    expect(first.body.url).toMatch(new RegExp(`^${t.config.publicUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await t.api('GET', '/api/availability/me/feed', { token })).body).toEqual({ active: true, createdAt: NOW.toISOString() });

    const path = new URL(first.body.url).pathname;
    const feed = await t.api('GET', path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(feed.body).toMatch(/END:VCALENDAR\r\n$/);
    expect(feed.body).not.toContain('BEGIN:VEVENT');
    expect(feed.body.split('\r\n').every((line: string) => Buffer.byteLength(line) <= 75)).toBe(true);

    const second = await t.api('POST', '/api/availability/me/feed', { token });
    expect(second.body.url).not.toBe(first.body.url);
    expect((await t.api('GET', path)).status).toBe(404);
    expect((await t.api('GET', new URL(second.body.url).pathname)).status).toBe(200);
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  it('answers 404 for an unknown token', async () => {
    expect((await t.api('GET', `/api/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
    expect((await t.api('GET', '/api/calendar/x.ics')).status).toBe(404);
  });
});

describe('GET and PUT /api/availability/me/weekly-slots (onboarding: morning and afternoon per day)', () => {
  const WEEKLY = '/api/availability/me/weekly-slots';
  const put = (token: string | undefined, body: unknown) => t.api('PUT', WEEKLY, { ...(token ? { token } : {}), body });

  it('answers 401 without a session and 403 to clients and admins', async () => {
    expect((await put(undefined, { slots: [] })).status).toBe(401);
    expect((await t.api('GET', WEEKLY)).status).toBe(401);
    for (const role of ['client', 'admin'] as const) {
      const { token } = await loginAs(t, role);
      expect((await put(token, { slots: [] })).status).toBe(403);
      expect((await t.api('GET', WEEKLY, { token })).status).toBe(403);
    }
  });

  it('answers 400 for a slot other than morning or afternoon, a bad weekday or no list', async () => {
    const { token } = await cleaner();
    const evening = await put(token, { slots: [{ weekday: 1, slot: 'evening' }] });
    expect([evening.status, evening.body.error]).toEqual([400, 'validation_failed']);
    expect(detail(evening, 'body.slots.0.slot')).toBeDefined();
    expect(detail(await put(token, { slots: [{ weekday: 7, slot: 'morning' }] }), 'body.slots.0.weekday')).toBeDefined();
    expect((await put(token, {})).status).toBe(400);
  });

  it('makes each choice a weekly pattern the calendar shows and edits, and sets the list exactly', async () => {
    const { token } = await cleaner();
    const res = await put(token, { slots: [{ weekday: 1, slot: 'afternoon' }, { weekday: 1, slot: 'morning' }, { weekday: 3, slot: 'morning' }] });
    expect(res.status).toBe(200);
    expect(res.body.slots.map((s: { weekday: number; slot: string }) => `${s.weekday}:${s.slot}`)).toEqual(['1:morning', '1:afternoon', '3:morning']);
    // Ordinary blocks: open-ended weekly patterns from today with the named slots' hours.
    const blocks = (await t.api('GET', BLOCKS, { token })).body.blocks;
    expect(blocks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'weekly', weekday: 1, slot: 'morning', start: '08:00', end: '12:00', date: '2026-02-23', endDate: null }),
        expect.objectContaining({ kind: 'weekly', weekday: 1, slot: 'afternoon', start: '12:00', end: '17:00', date: '2026-02-23', endDate: null }),
        expect.objectContaining({ kind: 'weekly', weekday: 3, slot: 'morning', date: '2026-02-25' }),
      ]),
    );
    expect(dayOf(await calendar(token, '2026-03'), '2026-03-02')).toMatchObject({ busyness: 'available', availableMinutes: 9 * 60 });
    // Deleting one date in the calendar keeps the choice; setting the list again keeps that pattern.
    const monday = blocks.find((b: { weekday: number; slot: string }) => b.weekday === 1 && b.slot === 'morning');
    expect((await t.api('DELETE', `${BLOCKS}/${monday.id}/occurrences/2026-03-02`, { token })).status).toBe(204);
    const again = await put(token, { slots: [{ weekday: 1, slot: 'morning' }] });
    expect(again.body.slots).toEqual([{ weekday: 1, slot: 'morning', blockId: monday.id, date: '2026-02-23' }]);
    expect((await t.api('GET', WEEKLY, { token })).body).toEqual({ timeZone: 'America/Toronto', slots: again.body.slots });
    expect((await t.api('GET', BLOCKS, { token })).body.blocks).toEqual([expect.objectContaining({ id: monday.id, exceptionDates: ['2026-03-02'] })]);
  });

  it('refuses a choice that overlaps a slot made in the calendar, with the spec message, and writes nothing', async () => {
    const { token } = await cleaner();
    expect((await add(token, { kind: 'one_off', date: '2026-02-24', slot: 'custom', start: '10:00', end: '13:00' })).status).toBe(201);
    const res = await put(token, { slots: [{ weekday: 2, slot: 'morning' }, { weekday: 4, slot: 'morning' }] });
    expect([res.status, res.body.error, res.body.message]).toEqual([400, 'availability.duplicate_slot', 'Ce créneau horaire existe déjà pour cette date']);
    expect((await t.api('GET', WEEKLY, { token })).body.slots).toEqual([]);
  });
});
