import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { connect, type TestSocket } from '../support/realtime-client.js';

/** The server's heartbeat, on a short period: pings spread over the period, silent peers dropped. */
const PERIOD_MS = 600;
let t: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestServer({ gateway: { heartbeatMs: PERIOD_MS } });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

describe('heartbeat', () => {
  it('pings every socket once per period, spread over it, and drops a peer that stopped answering', async () => {
    const user = await loginAs(t, 'client');
    const live = await Promise.all(Array.from({ length: 12 }, () => connect(t.url, { token: user.token })));
    const silent = await connect(t.url, { token: user.token, autoPong: false });
    sockets.push(...live, silent);
    const pings: { socket: number; at: number }[] = [];
    live.forEach((s, socket) => s.ws.on('ping', () => pings.push({ socket, at: performance.now() })));
    const started = performance.now();

    // A peer that never answers is cut at its next turn after the unanswered ping (about two periods).
    const closed = await silent.closed;
    expect(closed.code).toBe(1006);
    expect(performance.now() - started).toBeLessThan(3 * PERIOD_MS + 1000);

    await new Promise((r) => setTimeout(r, PERIOD_MS));
    // Sockets that answer stay, every one pinged; a round of pings is spread over the period, not sent at once.
    for (const s of live) expect(s.ws.readyState).toBe(s.ws.OPEN);
    expect(new Set(pings.map((p) => p.socket)).size).toBe(live.length);
    const firstRound = pings.slice(0, live.length).map((p) => p.at);
    expect(Math.max(...firstRound) - Math.min(...firstRound)).toBeGreaterThan(PERIOD_MS / 3);
    expect(t.server.gateway.connectionCount()).toBe(live.length);
  });
});
