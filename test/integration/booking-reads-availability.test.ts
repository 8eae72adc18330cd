import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { readOne, readTogether } from '../../src/shared/sql-read.js';
import { toInstant } from '../../src/shared/local-time.js';

/**
 * Issue #24: a cleaner's availability for a series of visits as one read, with isAvailable's rule for
 * each. The clock is fixed on Friday 2026-02-20, 10:00 in Quebec (weekly patterns expand to 2026-05-21).
 */
const NOW = new Date('2026-02-20T15:00:00Z');
let t: TestServer;
let cleaner: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestServer({ clock: { now: () => NOW }, configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
  cleaner = await loginAs(t, 'cleaner');
  const add = async (body: object) => {
    const res = await t.api('POST', '/api/availability/me/blocks', { token: cleaner.token, body });
    expect(res.status).toBe(201);
    return res.body as { id: string };
  };
  const mondays = await add({ kind: 'weekly', weekday: 1, startDate: '2026-02-20', slot: 'morning' });
  await add({ kind: 'one_off', date: '2026-03-02', slot: 'afternoon' });
  expect((await t.api('DELETE', `/api/availability/me/blocks/${mondays.id}/occurrences/2026-03-16`, { token: cleaner.token })).status).toBe(204);
  // 09:30-10:00 on Monday 2026-03-09, busy in an imported calendar (the rows only: calendar-subscriptions.test.ts syncs a real one).
  await t.inContext(async () => {
    const connection = t.server.orm.em.getConnection();
    await connection.execute(
      `insert into availability_calendar_subscriptions (id, cleaner_id, name, url_sealed, url_hash, masked_url, created_at, next_sync_at)
       values (gen_random_uuid(), ?, 'Agenda', 'v1:none:sealed', md5(random()::text), 'https://calendar.example/…/basic.ics', now(), now() + interval '1 day')`,
      [cleaner.user.id],
    );
    await connection.execute(
      `insert into availability_busy_times (subscription_id, cleaner_id, starts_at, ends_at) select id, cleaner_id, ?, ? from availability_calendar_subscriptions where cleaner_id = ?`,
      [at('2026-03-09', '09:30'), at('2026-03-09', '10:00'), cleaner.user.id],
    );
  });
});
afterAll(() => t.close());

/** A Quebec wall time. */
function at(date: string, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  return toInstant(date, h! * 60 + m!);
}
const visit = (date: string, from: string, to: string, toDate = date) => ({ start: at(date, from), end: at(toDate, to) });
const api = () => t.server.app.availability.api;
const read = (intervals: { start: Date; end: Date }[], cleanerId = cleaner.user.id) => t.inContext(() => readOne(t.server.orm.em, api().availabilityRead(cleanerId, intervals)));
const single = (i: { start: Date; end: Date }) => t.inContext(() => api().isAvailable(cleaner.user.id, i.start, i.end));

const CASES: [string, { start: Date; end: Date }, boolean][] = [
  ['inside the Monday morning', visit('2026-03-02', '09:00', '11:00'), true],
  ['across the morning and the one-off afternoon', visit('2026-03-02', '10:00', '15:00'), true],
  ['past the afternoon', visit('2026-03-02', '16:00', '18:00'), false],
  ['a Tuesday (no pattern)', visit('2026-03-03', '09:00', '11:00'), false],
  ['overlapping the imported busy time', visit('2026-03-09', '09:00', '11:00'), false],
  ['touching the busy time’s end', visit('2026-03-09', '10:00', '12:00'), true],
  ['a deleted occurrence', visit('2026-03-16', '09:00', '11:00'), false],
  ['the next Monday', visit('2026-03-23', '09:00', '11:00'), true],
  ['inside the horizon', visit('2026-05-18', '09:00', '11:00'), true],
  ['past the horizon', visit('2026-05-25', '09:00', '11:00'), false],
  ['a past Monday', visit('2026-02-16', '09:00', '11:00'), false],
  ['ending before it starts', visit('2026-03-02', '11:00', '09:00'), false],
  ['ending on another day', visit('2026-03-02', '11:00', '09:00', '2026-03-03'), false],
];

describe('availability.availabilityRead', () => {
  it.each(CASES)('%s: as isAvailable answers', async (_, interval, expected) => {
    expect(await read([interval])).toEqual([expected]);
    expect(await single(interval)).toBe(expected);
  });

  it('answers a series in one read, in order, the early refusals included', async () => {
    expect(await read([visit('2026-03-02', '09:00', '11:00'), visit('2026-03-09', '09:00', '11:00')])).toEqual([true, false]);
    expect(await read(CASES.map(([, interval]) => interval))).toEqual(CASES.map(([, , expected]) => expected));
    expect(await read([])).toEqual([]);
    // Another cleaner's availability is not this one's.
    const other = await loginAs(t, 'cleaner');
    expect(await read([visit('2026-03-02', '09:00', '11:00')], other.user.id)).toEqual([false]);
  });

  it('runs with other reads in one statement, and inside a transaction', async () => {
    const series = [visit('2026-03-02', '09:00', '11:00'), visit('2026-03-03', '09:00', '11:00')];
    const together = await t.inContext(() => readTogether(t.server.orm.em, api().availabilityRead(cleaner.user.id, series), api().availabilityRead(cleaner.user.id, series.slice(0, 1))));
    expect(together).toEqual([[true, false], [true]]);
    const inTx = await t.inContext(() => t.server.orm.em.transactional((em) => readOne(em, api().availabilityRead(cleaner.user.id, series))));
    expect(inTx).toEqual([true, false]);
  });
});
