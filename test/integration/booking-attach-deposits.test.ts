import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, requestVisit } from '../support/booking-fixtures.js';
import { MikroOrmBookingRepository } from '../../modules/booking/adapters/persistence/booking.repository.js';

/**
 * A request's deposits join its visits, with the request's flow rows, in one statement (issue #24):
 * all or nothing. When the reconciler gave one visit up meanwhile, nothing is written (no reference on
 * the other visits, no email to the cleaner), and the request path releases the holds.
 */
let t: TestServer;
let cleanerId: string;
let visits: string[];
const em = () => t.server.orm.em as unknown as EntityManager;
const sql = <R extends object>(query: string, params: unknown[] = []) => t.inContext(() => em().execute<R[]>(query, params));
const references = (ids: string[]) => sql<{ id: string; payment_reference: string | null }>('select id, payment_reference from bookings where id = any(?::uuid[]) order by id', [`{${ids.join(',')}}`]);
const flowRows = (key: string) => sql<{ step: string }>('select step from platform_outbox where key = ?', [key]);

beforeAll(async () => {
  t = await createTestServer();
  const admin = (await loginAs(t, 'admin')).token;
  const cleaner = await listedCleaner(t, admin);
  cleanerId = cleaner.user.id;
  const client = await clientWithProperty(t);
  visits = [];
  for (const days of [3, 4]) visits.push((await requestVisit(t, client.token, draft(cleanerId, client.property.id, { date: dateInDays(days), time: '09:00' }))).booking.id);
}, 120_000);
afterAll(async () => t?.close());

describe('attaching a request\'s deposits', () => {
  const attach = (key: string) =>
    t.inContext(() =>
      new MikroOrmBookingRepository(em).attachDeposits(
        cleanerId,
        new Map(visits.map((id, i) => [id, `pi_attach_${key.slice(0, 8)}_${i}`])),
        t.server.app.outbox.stage('booking.requested', key, { bookingIds: visits, nonce: 'n'.repeat(24) }),
      ),
    );

  it('writes every reference and the flow when every visit is still pending', async () => {
    const key = randomUUID();
    expect(await attach(key)).toBe(true);
    expect((await references(visits)).every((r) => r.payment_reference?.startsWith(`pi_attach_${key.slice(0, 8)}`))).toBe(true);
    expect((await flowRows(key)).length).toBeGreaterThan(0);
  });

  it('writes nothing when one visit was given up meanwhile', async () => {
    const before = await references(visits);
    await sql("update bookings set status = 'expired' where id = ?", [visits[1]]);
    const key = randomUUID();
    expect(await attach(key)).toBe(false);
    expect(await references(visits)).toEqual(before);
    expect(await flowRows(key)).toEqual([]);
  });
});
