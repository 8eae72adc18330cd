import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner } from '../support/booking-fixtures.js';

/**
 * Issue #4 "Done means": 50 simultaneous requests for overlapping slots of one cleaner, 20 times;
 * the database's exclusion constraint lets exactly one through, every other caller gets a 409.
 */
const ROUNDS = 20;
const CONCURRENT = 50;
const CLIENTS = 10;
const ACTIVE = `('pending', 'confirmed', 'in_progress')`;

let t: TestServer;
let cleanerId: string;
let clients: Awaited<ReturnType<typeof clientWithProperty>>[];

beforeAll(async () => {
  t = await createTestServer({ env: { LOG_LEVEL: 'error' }, configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  const admin = (await loginAs(t, 'admin')).token;
  cleanerId = (await listedCleaner(t, admin)).user.id;
  // Cheap to reuse: one client may hold several of a round's requests.
  clients = await Promise.all(Array.from({ length: CLIENTS }, () => clientWithProperty(t)));
});
afterAll(() => t.close());

const sql = <R extends Record<string, unknown>>(query: string, params: unknown[]) => t.server.orm.em.getConnection().execute<R[]>(query, params);

/** 09:00 + i x 4 min: 50 starts within 3 h 16 min, so every pair of 4-hour visits overlaps. */
const startOf = (i: number) => {
  const minute = 9 * 60 + i * 4;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};

describe('POST /api/bookings under contention', () => {
  it(`lets exactly one of ${CONCURRENT} overlapping requests win, ${ROUNDS} rounds in a row`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const date = dateInDays(3 + round);
      const answers: ApiResponse[] = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) => {
          const client = clients[i % CLIENTS]!;
          return t.api('POST', '/api/bookings', {
            token: client.token,
            body: { ...draft(cleanerId, client.property.id, { date, time: startOf(i) }), paymentMethod: 'card' },
          });
        }),
      );
      const won = answers.filter((a) => a.status === 201);
      const lost = answers.filter((a) => a.status !== 201);
      expect(won, `round ${round}: ${JSON.stringify(answers.map((a) => a.status))}`).toHaveLength(1);
      for (const a of lost) {
        expect(a.status, `round ${round}: ${JSON.stringify(a.body)}`).toBe(409);
        expect(['booking.slot_taken', 'booking.cleaner_unavailable']).toContain(a.body.error);
      }
      const [row] = await sql<{ n: string }>(`select count(*) as n from bookings where cleaner_id = ? and date = ? and status in ${ACTIVE}`, [cleanerId, date]);
      expect(Number(row!.n), `round ${round}`).toBe(1);
      const [winner] = await sql<{ id: string; payment_reference: string | null }>(`select id, payment_reference from bookings where cleaner_id = ? and date = ? and status in ${ACTIVE}`, [cleanerId, date]);
      expect(winner!.id).toBe(won[0]!.body.booking.id);
      // The winner's deposit authorisation was recorded after its slot was taken.
      expect(winner!.payment_reference, `round ${round}`).not.toBeNull();
    }

    const overlapping = await sql<{ a: string; b: string }>(
      `select a.id as a, b.id as b from bookings a join bookings b
         on a.cleaner_id = b.cleaner_id and a.id < b.id and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
       where a.cleaner_id = ? and a.status in ${ACTIVE} and b.status in ${ACTIVE}`,
      [cleanerId],
    );
    expect(overlapping).toEqual([]);
    const [total] = await sql<{ n: string }>(`select count(*) as n from bookings where cleaner_id = ? and status in ${ACTIVE}`, [cleanerId]);
    expect(Number(total!.n)).toBe(ROUNDS);
  }, 120_000);
});
