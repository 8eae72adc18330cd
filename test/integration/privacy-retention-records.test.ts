import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, movableClock } from '../support/booking-fixtures.js';
import type { RetentionOutcome } from '../../src/jobs/retention.js';

/**
 * Issue #17, the periods the privacy policy states for records other than documents, photos and
 * messages (privacy-retention.test.ts has those), with the default configuration: ended sign-in
 * sessions 90 days after their end, handled reports 2 years after the decision, the terms acceptances
 * and notices of a deleted account 3 years after the deletion, a deleted property's access details 30
 * days after. Each rule on both sides of its boundary, then a second run that finds nothing. The job is
 * global: a database of its own.
 */
const clock = movableClock();
const DAY = 86_400_000;
const HOUR = 3_600_000;
let db: Awaited<ReturnType<typeof ownDatabase>>;
let t: TestServer;
const now = new Date();

const sql = <T>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(query, params);
const ago = (ms: number) => new Date(now.getTime() - ms);
const monthsAgo = (months: number, plusMs = 0) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return new Date(d.getTime() + plusMs);
};

async function retentionAt(at: Date): Promise<RetentionOutcome> {
  clock.set(at);
  try {
    return await t.inContext(() => t.server.app.retention());
  } finally {
    clock.set(null);
  }
}

beforeAll(async () => {
  db = await ownDatabase('retention-records');
  t = await createTestServer({ clock, env: { DATABASE_URL: db.url }, configure: longScenarios });
});
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

describe('the daily retention run, for sessions, reports, acceptances and deleted properties', () => {
  it('deletes sessions 90 days after they ended (signed out or expired), never a live one', async () => {
    const person = await loginAs(t, 'client');
    const [live] = await sql<{ id: string }>('select id from identity_sessions where user_id = ?', [person.user.id]);
    const insert = (endedBy: 'revoked' | 'expired', at: Date) =>
      sql<{ id: string }>(
        `insert into identity_sessions (id, user_id, token_hash, remember_me, created_at, last_seen_at, expires_at, revoked_at)
         values (?, ?, ?, false, ?, ?, ?, ?) returning id`,
        [randomUUID(), person.user.id, randomUUID(), ago(200 * DAY), at, endedBy === 'expired' ? at : now, endedBy === 'revoked' ? at : null],
      ).then((r) => r[0]!.id);
    const gone = [await insert('revoked', ago(90 * DAY + HOUR)), await insert('expired', ago(90 * DAY + HOUR))];
    const kept = [await insert('revoked', ago(90 * DAY - HOUR)), await insert('expired', ago(90 * DAY - HOUR)), live!.id];
    const outcome = await retentionAt(now);
    expect(outcome.endedSessions).toBe(2);
    const left = (await sql<{ id: string }>('select id from identity_sessions where user_id = ?', [person.user.id])).map((r) => r.id);
    expect(left.sort()).toEqual([...kept].sort());
    for (const id of gone) expect(left).not.toContain(id);
    // The person is still signed in.
    expect((await t.api('GET', '/api/users/me', { token: person.token })).status).toBe(200);
  });

  it('deletes reports 2 years after they were handled; open reports stay', async () => {
    const client = await loginAs(t, 'client');
    const cleaner = await loginAs(t, 'cleaner');
    const report = (status: 'open' | 'resolved' | 'dismissed', createdAt: Date, decidedAt: Date | null) =>
      sql<{ id: string }>(
        `insert into cleaner_reports (id, client_id, cleaner_id, reason, comment, status, note, created_at, decided_at, decided_by)
         values (?, ?, ?, 'other', null, ?, null, ?, ?, ?) returning id`,
        [randomUUID(), client.user.id, cleaner.user.id, status, createdAt, decidedAt, decidedAt ? client.user.id : null],
      ).then((r) => r[0]!.id);
    const old = await report('resolved', monthsAgo(30), monthsAgo(24, -HOUR));
    const dismissed = await report('dismissed', monthsAgo(30), monthsAgo(24, -HOUR));
    const recent = await report('resolved', monthsAgo(30), monthsAgo(24, HOUR));
    const open = await report('open', monthsAgo(40), null);
    expect((await retentionAt(now)).handledReports).toBe(2);
    const left = (await sql<{ id: string }>('select id from cleaner_reports')).map((r) => r.id);
    expect(left.sort()).toEqual([recent, open].sort());
    expect(left).not.toContain(old);
    expect(left).not.toContain(dismissed);
  });

  it('keeps a deleted account’s acceptances of the terms 3 years from the deletion, then deletes them', async () => {
    const leaving = await loginAs(t, 'client');
    const staying = await loginAs(t, 'client');
    const acceptances = (userId: string) => sql<{ account_deleted_at: Date | null }>('select account_deleted_at from legal_acceptances where user_id = ?', [userId]);
    // What signing up with the terms records (the test accounts are made without them).
    for (const p of [leaving, staying]) {
      for (const [document, version] of [['terms', '1.0'], ['privacy', '1.2']]) {
        await sql("insert into legal_acceptances (id, user_id, document, version, language, accepted_at, source) values (?, ?, ?, ?, 'fr', ?, 'signup')", [randomUUID(), p.user.id, document, version, ago(DAY)]);
      }
    }
    expect(await acceptances(leaving.user.id)).toHaveLength(2);
    expect((await t.api('DELETE', '/api/users/me', { token: leaving.token, body: { confirmation: 'SUPPRIMER' } })).status).toBe(204);
    // The deletion flow marks them (in the background) instead of deleting them.
    for (let i = 0; i < 100 && (await acceptances(leaving.user.id)).some((a) => a.account_deleted_at === null); i++) await new Promise((r) => setTimeout(r, 50));
    const marked = await acceptances(leaving.user.id);
    expect(marked.length).toBeGreaterThan(0);
    for (const a of marked) expect(new Date(a.account_deleted_at!).getTime()).toBeGreaterThan(now.getTime() - 60_000);
    const deletedAt = new Date(marked[0]!.account_deleted_at!);
    const threeYearsLater = new Date(deletedAt);
    threeYearsLater.setUTCFullYear(threeYearsLater.getUTCFullYear() + 3);
    // A day before the three years: kept; an hour after: deleted. Another person's stay.
    expect((await retentionAt(new Date(threeYearsLater.getTime() - DAY))).acceptancesAfterDeletion).toBe(0);
    expect(await acceptances(leaving.user.id)).toHaveLength(marked.length);
    expect((await retentionAt(new Date(threeYearsLater.getTime() + HOUR))).acceptancesAfterDeletion).toBe(marked.length);
    expect(await acceptances(leaving.user.id)).toHaveLength(0);
    expect((await acceptances(staying.user.id)).length).toBeGreaterThan(0);
  });

  it('erases a deleted property’s Wi-Fi and access instructions 30 days after its deletion, and only those', async () => {
    const a = await clientWithProperty(t);
    const b = await clientWithProperty(t);
    for (const c of [a, b]) expect((await t.api('DELETE', `/api/properties/${c.property.id}`, { token: c.token })).status).toBe(204);
    await sql('update properties set deleted_at = ? where id = ?', [ago(30 * DAY + HOUR), a.property.id]);
    await sql('update properties set deleted_at = ? where id = ?', [ago(30 * DAY - HOUR), b.property.id]);
    const live = await clientWithProperty(t);
    const details = (id: string) =>
      sql<{ wifi_name: string | null; wifi_password: string | null; access_instructions: string | null; address_line1: string }>(
        'select wifi_name, wifi_password, access_instructions, address_line1 from properties where id = ?',
        [id],
      ).then((r) => r[0]!);
    expect((await retentionAt(now)).propertyAccessDetails).toBe(1);
    expect(await details(a.property.id)).toMatchObject({ wifi_name: null, wifi_password: null, access_instructions: null, address_line1: expect.any(String) });
    for (const kept of [b, live]) expect(await details(kept.property.id)).toMatchObject({ wifi_name: 'Maison-WiFi', wifi_password: 'motdepasse', access_instructions: 'Code 1234' });
  });

  it('finds nothing more to do when run again', async () => {
    const again = await retentionAt(now);
    expect({ endedSessions: again.endedSessions, handledReports: again.handledReports, acceptancesAfterDeletion: again.acceptancesAfterDeletion, propertyAccessDetails: again.propertyAccessDetails }).toEqual({
      endedSessions: 0,
      handledReports: 0,
      acceptancesAfterDeletion: 0,
      propertyAccessDetails: 0,
    });
  });
});
