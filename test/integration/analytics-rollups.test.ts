import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { ownDatabase } from '../support/own-database.js';
import { clientWithProperty, completedVisit, dateInDays, draft, listedCleaner, movableClock } from '../support/booking-fixtures.js';
import { resolvePeriod } from '../../modules/analytics/domain/period.js';
import { addDays } from '../../src/shared/local-time.js';
import type { ReportPeriod } from '../../src/shared/report-period.js';

/**
 * The dashboard's rollups (issue #39) against the definition: every platform figure the dashboard
 * takes from bookings and the payouts ledger, computed by the raw queries (`platformFromRows`) and
 * through the daily rollups (`platform`), over a varied data set (visits of every status, answers at
 * all sorts of delays with ties, cancellations by everyone, no-shows declared and by the 15-minute
 * rule, moved visits, price changes, deletions, ledger lines paid, released and removed) around both
 * 2026 clock changes, after each batch of writes, after folds and after a rebuild. Database of its own.
 */
const clock = movableClock();
let db: Awaited<ReturnType<typeof ownDatabase>>;
let t: TestServer;
let sql: pg.Client;

beforeAll(async () => {
  db = await ownDatabase('rollups');
  t = await createTestServer({ clock, env: { DATABASE_URL: db.url }, configure: longScenarios });
  sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  await sql.query('select setseed(0.39)');
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
  await db?.drop();
});

const period = (from: string, to: string): ReportPeriod => resolvePeriod({ from, to }, new Date(), 10_000);
const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => period(addDays(from, i), addDays(from, i)));
/** Single days around both clock changes and midnights, 30-day and 62-day (daily bars), longer (weekly bars), and all of it. */
const PERIODS: ReportPeriod[] = [
  ...days('2026-03-06', 5),
  ...days('2026-10-30', 5),
  period('2026-03-01', '2026-03-30'),
  period('2026-02-20', '2026-04-22'),
  period('2026-04-01', '2026-06-30'),
  period('2026-10-15', '2027-01-15'),
  period('2026-01-01', '2027-12-31'),
  period('2025-01-01', '2025-12-31'),
  period('2028-01-01', '2028-12-31'),
];
/** Instants the next payout run is seen from: before, inside and after the data. */
const NOWS = [new Date('2026-03-09T16:00:00Z'), new Date('2026-05-20T12:00:00Z'), new Date('2026-11-02T05:30:00Z'), new Date('2027-02-01T12:00:00Z')];

async function expectRollupsMatch(label: string) {
  const analytics = t.server.app.booking.api.analytics;
  const payouts = t.server.app.payouts.api.analytics;
  for (const p of PERIODS) {
    const [fromRollups, fromRows] = await t.inContext(() => Promise.all([analytics.platform(p), analytics.platformFromRows(p)]));
    expect(fromRollups, `${label}: bookings ${p.from}..${p.to}`).toEqual(fromRows);
    for (const now of NOWS) {
      clock.set(now);
      const [ledger, ledgerRows] = await t.inContext(() => Promise.all([payouts.platform(p), payouts.platformFromRows(p)]));
      expect(ledger, `${label}: payouts ${p.from}..${p.to} seen ${now.toISOString()}`).toEqual(ledgerRows);
    }
    clock.set(null);
  }
}

const fold = () => sql.query('select booking_stats_fold(), payout_stats_fold()');

/** 1 200 visits 5 hours apart (never overlapping, whatever their cleaner), from late February and from late October 2026. */
const SEED = `
  with base as (
    select i, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5,
           (case when i <= 600 then timestamptz '2026-02-25 05:00:00+00' + i * interval '5 hours'
                 else timestamptz '2026-10-20 04:00:00+00' + (i - 600) * interval '5 hours' end) as d
      from generate_series(1, 1200) as i),
  shaped as (
    select *, case when r1 < 0.10 then 'pending' when r1 < 0.25 then 'confirmed' when r1 < 0.30 then 'in_progress' when r1 < 0.60 then 'completed'
                   when r1 < 0.70 then 'declined' when r1 < 0.75 then 'declined_by_client' when r1 < 0.90 then 'cancelled' else 'expired' end as status,
              d - r2 * interval '20 days' - (i % 1440) * interval '1 minute' as requested,
              -- Delays to answer: whole minutes (ties), exact bucket bounds, fractions of seconds, none at all, long ones.
              case when r3 < 0.3 then (i % 90) * interval '1 minute' when r3 < 0.4 then (array[60, 599, 600, 3600])[1 + i % 4] * interval '1 second'
                   when r3 < 0.45 then interval '0' when r3 < 0.9 then r4 * interval '30 hours' else r4 * interval '9 days' end as delay
      from base)
  insert into bookings (id, visit_number, series_visits, client_id, cleaner_id, property_id, status, payment_status, cleaning_type, frequency, date, start_minute,
    starts_at, ends_at, duration_minutes, has_pets, pet_kinds, supplies_provided, allow_photos, payment_method, money, total_cents, quote, property_snapshot, checklist,
    requested_at, expires_at, responded_at, punch_in, punch_out, cancellation, no_show_at, created_at, updated_at)
  select gen_random_uuid(), 1, 1,
    ('00000000-0000-4000-8000-' || lpad((1 + i % 37)::text, 12, '0'))::uuid, ('20000000-0000-4000-8000-' || lpad((1 + i % 23)::text, 12, '0'))::uuid,
    gen_random_uuid(), status, 'fully_paid', 'regular', 'once', (d at time zone 'America/Toronto')::date,
    (extract(hour from d at time zone 'America/Toronto') * 60 + extract(minute from d at time zone 'America/Toronto'))::int,
    d, d + interval '4 hours', 240, false, '[]', false, false, 'card', '{}', 5000 + (r5 * 25000)::int,
    case when r5 < 0.1 then '{}'::jsonb else jsonb_build_object('serviceFeeCents', (r5 * 2000)::int) end, '{}', '[]',
    requested, requested + interval '1 day',
    case when status in ('confirmed', 'in_progress', 'completed', 'declined', 'declined_by_client') or (status = 'cancelled' and r2 < 0.7) then requested + delay end,
    case when status in ('in_progress', 'completed') or (status = 'cancelled' and r4 < 0.1) then jsonb_build_object('at', d) end,
    case when status = 'completed' then jsonb_build_object('at', d + interval '4 hours') end,
    case when status = 'cancelled' and r3 >= 0.15 then jsonb_build_object('by', (array['client', 'cleaner', 'admin'])[1 + i % 3], 'at', d + (r4 - 0.5) * interval '2 hours' + (i % 2) * interval '15 minutes') end,
    case when status = 'cancelled' and not (r4 < 0.1) and r5 < 0.25 then d + interval '40 minutes' end,
    requested, requested
  from shaped`;

/** Ledger lines: one per completed visit, tips, and adjustments (negative ones too) recorded around midnights and clock changes. */
const LEDGER = `
  insert into payout_earnings (id, cleaner_id, kind, booking_id, source_key, service_date, gross_cents, commission_cents, tax_cents, amount_cents, earned_at)
  select gen_random_uuid(), cleaner_id, 'booking', id, 'booking:' || id, date, total_cents - 1000, 900, (total_cents % 3) * 100, total_cents - 1900 + (total_cents % 3) * 100, ends_at
    from bookings where status = 'completed' and cleaner_id::text like '20000000-%'
  union all
  select gen_random_uuid(), cleaner_id, 'tip', id, 'tip:' || id, date, 500, 0, 0, 500, ends_at + interval '1 day' from bookings where status = 'completed' and total_cents % 4 = 0 and cleaner_id::text like '20000000-%'
  union all
  select gen_random_uuid(), ('20000000-0000-4000-8000-' || lpad((1 + i % 23)::text, 12, '0'))::uuid, 'adjustment', null, 'adjustment:' || i, null,
         (i % 7 - 3) * 700, 0, 0, (i % 7 - 3) * 700, timestamptz '2026-03-07 04:30:00+00' + i * interval '7 hours 13 minutes'
    from generate_series(1, 300) as i`;

describe('dashboard rollups (booking_stats, payout_earning_stats, payout_unpaid_stats)', () => {
  it('give exactly the raw queries\' figures through API writes, bulk writes, folds and a rebuild', async () => {
    // Through the API: a completed visit, an answered request cancelled late by the client (a no-show), a declined one, a withdrawn one, an expired one.
    const admin = (await loginAs(t, 'admin')).token;
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    await completedVisit(t, clock, cleaner, client, dateInDays(3));
    const asked: string[] = [];
    for (const n of [4, 5, 6, 7]) {
      clock.set(null);
      const res = await t.api('POST', '/api/bookings', { token: client.token, body: { paymentMethod: 'card', ...draft(cleaner.user.id, client.property.id, { date: dateInDays(n), time: '09:00', tasks: [], allowPhotos: false }) } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      asked.push(res.body.booking.id as string);
    }
    const act = async (token: string, id: string, action: string, body?: unknown) => expect((await t.api('POST', `/api/bookings/${id}/${action}`, { token, body })).status).toBe(200);
    await act(cleaner.token, asked[0]!, 'accept');
    await act(cleaner.token, asked[1]!, 'decline');
    await act(client.token, asked[2]!, 'withdraw');
    const startsAt = (await sql.query<{ s: Date }>('select starts_at as s from bookings where id = $1', [asked[0]])).rows[0]!.s;
    clock.set(new Date(startsAt.getTime() + 20 * 60_000));
    await act(client.token, asked[0]!, 'cancel');
    clock.set(new Date(Date.now() + 3 * 86_400_000));
    expect(await t.inContext(() => t.server.app.booking.api.expireRequests())).toBeGreaterThanOrEqual(1);
    clock.set(null);
    PERIODS.push(period(dateInDays(-2), dateInDays(10)));
    await expectRollupsMatch('API writes');

    await sql.query(SEED);
    await sql.query(LEDGER);
    await expectRollupsMatch('seeded');
    // Not a vacuous comparison: the whole of 2026 has answers, no-shows, commission and cleaners owed.
    const year = period('2026-01-01', '2026-12-31');
    const figures = await t.inContext(() => t.server.app.booking.api.analytics.platform(year));
    expect(figures).toMatchObject({ received: expect.any(Number), medianResponseSeconds: expect.any(Number) });
    expect(Math.min(figures.received, figures.accepted, figures.declined, figures.expired, figures.cancellations.noShows, figures.cancellations.paymentFailed, figures.serviceFeeCents)).toBeGreaterThan(0);
    clock.set(NOWS[1]!);
    const ledger = await t.inContext(() => t.server.app.payouts.api.analytics.platform(year));
    clock.set(null);
    expect(Math.min(ledger.commissionCents, ledger.nextRun.cleaners, ledger.nextRun.totalCents)).toBeGreaterThan(0);
    expect((await sql.query(`select count(*)::int as n from booking_stats where not compacted`)).rows[0].n).toBeGreaterThan(0);

    // Answers, cancellations (late ones are no-shows by the rule), completions, declared no-shows, expiries: many rows per statement.
    await sql.query(`update bookings set status = 'confirmed', responded_at = requested_at + interval '17 minutes 3.25 seconds' where status = 'pending' and total_cents % 2 = 0`);
    await sql.query(`update bookings set status = 'cancelled', cancellation = jsonb_build_object('by', 'client', 'at', starts_at + interval '20 minutes') where status = 'confirmed' and total_cents % 3 = 0`);
    await sql.query(`update bookings set status = 'completed', punch_out = jsonb_build_object('at', ends_at) where status = 'in_progress' and total_cents % 2 = 1`);
    await sql.query(`update bookings set status = 'cancelled', cancellation = jsonb_build_object('by', 'client', 'at', starts_at + interval '30 minutes'), no_show_at = starts_at + interval '30 minutes'
                      where status = 'confirmed' and total_cents % 5 = 0`);
    await sql.query(`update bookings set status = 'expired' where status = 'pending'`);
    await expectRollupsMatch('answered, cancelled, completed, expired');
    await fold();
    expect((await sql.query(`select count(*)::int as n from booking_stats where not compacted`)).rows[0].n).toBe(0);
    await expectRollupsMatch('folded');

    // Four writers at once, two statements per transaction, on rows of their own: no writer waits for another's rollup rows, folds included.
    const writers = await Promise.all([0, 1, 2, 3].map(async () => {
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      return c;
    }));
    const ids = (await sql.query<{ id: string }>(`select id from bookings where status in ('declined', 'expired') and cleaner_id::text like '20000000-%' order by id limit 400`)).rows.map((r) => r.id);
    try {
      await Promise.all(writers.map(async (c, w) => {
        await c.query(`set lock_timeout = '2s'`);
        for (let k = w; k + 4 < ids.length; k += 8) {
          await c.query('begin');
          await c.query(`update bookings set status = case when status = 'declined' then 'expired' else 'declined' end, total_cents = total_cents + 1 where id = $1`, [ids[k]]);
          await c.query(`update bookings set responded_at = coalesce(responded_at, requested_at) + interval '41 seconds' where id = $1`, [ids[k + 4]]);
          await c.query('commit');
        }
      }));
    } finally {
      await Promise.all(writers.map((c) => c.end()));
    }
    expect(ids.length).toBeGreaterThan(100);
    await expectRollupsMatch('concurrent writers');

    // Moved two years on (a new date), repriced, fees changed, deleted; an update that changes no counted fact.
    await sql.query(`update bookings set starts_at = starts_at + interval '2 years', ends_at = ends_at + interval '2 years', date = date + 730 where total_cents % 11 = 0`);
    await sql.query(`update bookings set total_cents = total_cents + 1234, quote = jsonb_build_object('serviceFeeCents', 777) where total_cents % 7 = 0`);
    await sql.query(`update bookings set updated_at = now(), checklist = '[]'`);
    await sql.query(`delete from bookings where total_cents % 13 = 0 and status not in ('completed')`);
    await expectRollupsMatch('moved, repriced, deleted');

    // Payouts: lines paid (some cleaners in full), one payout failed and its lines released, lines removed.
    await sql.query(`
      insert into payouts (id, cleaner_id, kind, status, week, gross_cents, fee_cents, amount_cents, idempotency_key, attempt_key, created_at, updated_at, paid_at)
      select ('30000000-0000-4000-8000-' || lpad(c::text, 12, '0'))::uuid, ('20000000-0000-4000-8000-' || lpad(c::text, 12, '0'))::uuid, 'weekly', 'paid', '2026-W10',
             1000, 0, 1000, 'payout:' || c, 'payout:' || c, now(), now(), now() from generate_series(1, 23) as c`);
    await sql.query(`update payout_earnings set payout_id = ('30000000-0000-4000-8000-' || lpad((1 + (substr(cleaner_id::text, 25)::int - 1))::text, 12, '0'))::uuid
                      where cleaner_id::text like '20000000-%' and (earned_at < '2026-05-01' or substr(cleaner_id::text, 25)::int in (2, 3))`);
    await sql.query(`update payout_earnings set payout_id = null where payout_id = '30000000-0000-4000-8000-000000000002'`);
    await sql.query(`delete from payout_earnings where kind = 'adjustment' and amount_cents < 0 and earned_at > '2026-05-01'`);
    await expectRollupsMatch('paid, released, removed');
    await fold();
    await expectRollupsMatch('folded again');

    // The migration's backfill gives the same rows as the triggers and folds did.
    const snapshot = async () => (await sql.query(`select fact, day::text, status, grp, bucket, n::text, total_cents::text, fee_cents::text from booking_stats where n <> 0 or total_cents <> 0 or fee_cents <> 0 order by 1, 2, 3, 4, 5`)).rows;
    const kept = await snapshot();
    await sql.query('select booking_stats_rebuild(), payout_stats_rebuild()');
    expect(await snapshot()).toEqual(kept);
    await expectRollupsMatch('rebuilt');
  });
});
