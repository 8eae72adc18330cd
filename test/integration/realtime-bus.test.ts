import { databaseUrl } from '../support/database-url.js';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';

import { PgRealtimeBus } from '../../src/realtime/pg-realtime-bus.js';
import type { RealtimeEvent } from '../../src/shared/realtime.js';

const log = pino({ level: 'silent' });
// Its own channel: test files run in parallel on one database and the servers share the default one.
const channel = `eclat_realtime_test_${process.pid}`;
const buses: PgRealtimeBus[] = [];

async function bus(): Promise<{ bus: PgRealtimeBus; events: RealtimeEvent[] }> {
  const b = new PgRealtimeBus(databaseUrl(), log, { channel, reconnectBaseMs: 50 });
  await b.start();
  buses.push(b);
  const events: RealtimeEvent[] = [];
  b.subscribe((e) => events.push(e));
  return { bus: b, events };
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

afterAll(async () => {
  await Promise.all(buses.map((b) => b.close()));
});

describe('PostgreSQL realtime bus', () => {
  it('delivers an event to the other instance, and exactly once to the publisher', async () => {
    const a = await bus();
    const b = await bus();
    await a.bus.publish({ kind: 'refresh', to: ['u1'], unread: true });
    await until(() => b.events.length === 1);
    await new Promise((r) => setTimeout(r, 150));
    expect(a.events).toEqual([{ kind: 'refresh', to: ['u1'], unread: true }]);
    expect(b.events).toEqual([{ kind: 'refresh', to: ['u1'], unread: true }]);
  });

  it('carries the events published in one turn of the event loop in one notification, in order', async () => {
    const a = await bus();
    const b = await bus();
    const together: RealtimeEvent[] = [
      { kind: 'frame', to: ['u4'], frame: { type: 'UNREAD_COUNT_UPDATE', count: 3 } },
      { kind: 'refresh', to: ['u4'], unread: true },
      { kind: 'refresh', to: ['u5'], unread: false },
    ];
    const admin = new pg.Client({ connectionString: databaseUrl() });
    await admin.connect();
    await admin.query(`listen ${channel}`);
    const notifications: string[] = [];
    admin.on('notification', (n) => notifications.push(n.payload ?? ''));
    // Two requests finishing in the same turn: one NOTIFY.
    await Promise.all([a.bus.publish(together[0]!), a.bus.publish(...together.slice(1))]);
    await until(() => b.events.length === 3 && notifications.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    await admin.end();
    expect(b.events).toEqual(together);
    expect(a.events).toEqual(together);
    expect(notifications).toHaveLength(1);
  });

  it('sends the publications made while a notification is on its way together, split under the size limit, in order', async () => {
    const a = await bus();
    const b = await bus();
    // The first statement is held 100 ms, so that the next publications find it in flight.
    const pool = (a.bus as unknown as { pool: { query: (...args: unknown[]) => Promise<unknown> } }).pool;
    const query = pool.query.bind(pool);
    const statements: unknown[][] = [];
    pool.query = async (...args: unknown[]) => {
      statements.push(args);
      if (statements.length === 1) await new Promise((r) => setTimeout(r, 100));
      return query(...args);
    };
    const event = (n: number): RealtimeEvent => ({ kind: 'frame', to: ['u6'], frame: { type: 'USER_TYPING', senderId: `${n}-${'s'.repeat(150)}`, isTyping: true, timestamp: n } });
    const first = a.bus.publish(event(0));
    const later: Promise<void>[] = [];
    // 120 publications over separate turns of the event loop, about 24 kB in all: more than one NOTIFY payload.
    for (let n = 1; n <= 120; n++) {
      await new Promise((r) => setImmediate(r));
      later.push(a.bus.publish(event(n)));
    }
    await Promise.all([first, ...later]);
    await until(() => b.events.length === 121);
    expect(b.events).toEqual(Array.from({ length: 121 }, (_, n) => event(n)));
    expect(a.events).toHaveLength(121);
    expect(statements).toHaveLength(2);
    const payloads = (statements[1]![0] as { values: [string, string[]] }).values[1];
    expect(payloads.length).toBeGreaterThan(2);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
  });

  it('carries events larger than a NOTIFY payload through the outbox, in order', async () => {
    const a = await bus();
    const b = await bus();
    const big: RealtimeEvent = { kind: 'frame', to: ['u2'], frame: { type: 'CONVERSATIONS_UPDATE', conversations: Array.from({ length: 200 }, (_, i) => ({ n: i, text: 'x'.repeat(100) })) } };
    await a.bus.publish(big);
    await a.bus.publish({ kind: 'refresh', to: ['u2'], unread: false });
    await until(() => b.events.length === 2);
    expect(JSON.stringify(big).length).toBeGreaterThan(8000);
    expect(b.events[0]).toEqual(big);
    expect(b.events[1]).toEqual({ kind: 'refresh', to: ['u2'], unread: false });
    expect(a.events).toHaveLength(2);
  });

  it('heard() resolves only after the notifications committed before it were delivered, and rejects while the connection is down', async () => {
    const feedChannel = `eclat_feed_test_${process.pid}`;
    const b = new PgRealtimeBus(databaseUrl(), log, { channel, reconnectBaseMs: 50 });
    const feed = b.changes(feedChannel);
    const heard: string[] = [];
    feed.subscribe((id) => heard.push(id));
    await b.start();
    buses.push(b);
    const writer = new pg.Client({ connectionString: databaseUrl() });
    await writer.connect();
    for (let round = 0; round < 20; round++) {
      // Committed (the statement returned) before heard() is asked: already delivered when it resolves.
      await writer.query('select pg_notify($1, $2)', [feedChannel, `b${round}`]);
      await Promise.all([feed.heard(), feed.heard()]);
      expect(heard).toHaveLength(round + 1);
      expect(heard.at(-1)).toBe(`b${round}`);
    }
    let resets = 0;
    feed.onReset(() => resets++);
    await writer.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [`eclat-realtime-${b.instanceId.slice(0, 8)}`]);
    await until(() => !!(b as unknown as { client: unknown }).client === false);
    await expect(feed.heard()).rejects.toThrow();
    await until(() => resets === 1);
    await writer.query('select pg_notify($1, $2)', [feedChannel, 'after']);
    await feed.heard();
    expect(heard.at(-1)).toBe('after');
    await writer.end();
  });

  it('listens again after its connection is cut, and says so', async () => {
    const a = await bus();
    const b = await bus();
    let reconnected = 0;
    b.bus.onReconnected(() => reconnected++);
    const admin = new pg.Client({ connectionString: databaseUrl() });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [`eclat-realtime-${b.bus.instanceId.slice(0, 8)}`]);
    await admin.end();
    await until(() => reconnected === 1);
    await a.bus.publish({ kind: 'refresh', to: ['u3'], unread: true });
    await until(() => b.events.length === 1);
    expect(b.events).toEqual([{ kind: 'refresh', to: ['u3'], unread: true }]);
  });
});
