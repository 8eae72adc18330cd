import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type RealtimeClientDeps, type SocketLike } from './realtime-client';
import { reconnectDelay, realtimeUrl } from './realtime-constants';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: { code?: number | undefined; reason?: string | undefined } | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  serverSends(data: unknown) {
    this.onmessage?.({ data });
  }
}

function setup(random = () => 0) {
  const sockets: FakeSocket[] = [];
  const deps: RealtimeClientDeps = {
    url: () => 'ws://example.test/ws/messages',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    },
    random,
    now: () => Date.now(),
  };
  const client = new RealtimeClient(deps);
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };
  return { client, sockets, last };
}

/** Runs every timer in order, failing each new socket with `code` as soon as it exists; returns when each was created. */
function failEveryConnection(ctx: ReturnType<typeof setup>, code: number): number[] {
  const createdAt: number[] = [];
  const start = Date.now();
  for (let step = 0; step < 50 && vi.getTimerCount() > 0; step += 1) {
    const before = ctx.sockets.length;
    vi.advanceTimersToNextTimer();
    if (ctx.sockets.length > before) {
      createdAt.push(Date.now() - start);
      ctx.last().serverCloses(code);
    }
  }
  return createdAt;
}

describe('reconnectDelay', () => {
  it('grows 2 s x 1.5 per attempt', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([2000, 3000, 4500, 6750, 10125]);
  });

  it('is capped at 30 s before jitter', () => {
    expect(reconnectDelay(9, () => 0)).toBe(30_000);
    expect(reconnectDelay(20, () => 0)).toBe(30_000);
    expect(reconnectDelay(20, () => 0.999999)).toBe(33_000);
  });

  it('adds at most 10 % jitter', () => {
    for (const r of [0, 0.25, 0.5, 0.9999]) {
      const delay = reconnectDelay(2, () => r);
      expect(delay).toBeGreaterThanOrEqual(4500);
      expect(delay).toBeLessThanOrEqual(4950);
    }
    expect(reconnectDelay(0, () => 0.5)).toBe(2100);
  });
});

describe('realtimeUrl', () => {
  it('uses the page host, wss under https', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'eclat.example' })).toBe('wss://eclat.example/ws/messages');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws/messages');
  });
});

describe('RealtimeClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes connecting -> open and pings every 30 s while open', () => {
    const ctx = setup();
    const states: string[] = [];
    ctx.client.onStatus((status) => states.push(status.state));
    ctx.client.connect();
    expect(ctx.client.getStatus().state).toBe('connecting');
    ctx.last().serverOpens();
    expect(ctx.client.getStatus().state).toBe('open');
    vi.advanceTimersByTime(29_999);
    expect(ctx.last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ctx.last().sent.map((data) => JSON.parse(data).type)).toEqual(['PING']);
    vi.advanceTimersByTime(60_000);
    expect(ctx.last().sent).toHaveLength(3);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('stops pinging once closed', () => {
    const ctx = setup();
    ctx.client.connect();
    ctx.last().serverOpens();
    ctx.client.disconnect();
    vi.advanceTimersByTime(120_000);
    expect(ctx.sockets[0]?.sent).toEqual([]);
  });

  it('gives up connecting after 10 s with "Connection timeout" and then reconnects', () => {
    const ctx = setup();
    ctx.client.connect();
    vi.advanceTimersByTime(9_999);
    expect(ctx.client.getStatus().state).toBe('connecting');
    vi.advanceTimersByTime(1);
    expect(ctx.client.getStatus()).toMatchObject({ state: 'closed', error: 'connectionTimeout', willReconnect: true, reconnectAttempt: 1 });
    expect(ctx.sockets[0]?.closedWith).not.toBeNull();
    vi.advanceTimersByTime(2_000);
    expect(ctx.sockets).toHaveLength(2);
  });

  it('reconnects after an abnormal close with 2 s, 3 s, 4.5 s, 6.75 s, 10.125 s, then stops after 5 attempts', () => {
    const ctx = setup();
    ctx.client.connect();
    ctx.last().serverOpens();
    ctx.last().serverCloses(1006);
    const createdAt = failEveryConnection(ctx, 1006);
    const gaps = createdAt.map((at, index) => at - (createdAt[index - 1] ?? 0));
    expect(gaps).toEqual([2000, 3000, 4500, 6750, 10125]);
    expect(ctx.sockets).toHaveLength(6);
    expect(ctx.client.getStatus()).toMatchObject({ state: 'closed', willReconnect: false, reconnectAttempt: 5 });
    vi.advanceTimersByTime(600_000);
    expect(ctx.sockets).toHaveLength(6);
  });

  it('adds the jitter to each delay', () => {
    const ctx = setup(() => 0.5);
    ctx.client.connect();
    ctx.last().serverCloses(1006);
    vi.advanceTimersByTime(2_099);
    expect(ctx.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ctx.sockets).toHaveLength(2);
  });

  it('counts attempts again after a successful reconnect', () => {
    const ctx = setup();
    ctx.client.connect();
    ctx.last().serverCloses(1006);
    vi.advanceTimersByTime(2_000);
    ctx.last().serverOpens();
    expect(ctx.client.getStatus().reconnectAttempt).toBe(0);
    ctx.last().serverCloses(1011);
    vi.advanceTimersByTime(1_999);
    expect(ctx.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(ctx.sockets).toHaveLength(3);
  });

  it.each([1000, 1001, 1005])('does not reconnect after close code %i', (code) => {
    const ctx = setup();
    ctx.client.connect();
    ctx.last().serverOpens();
    ctx.last().serverCloses(code);
    vi.advanceTimersByTime(120_000);
    expect(ctx.sockets).toHaveLength(1);
    expect(ctx.client.getStatus()).toMatchObject({ state: 'closed', willReconnect: false });
  });

  it('closes with 1000 on an intentional disconnect and never reconnects', () => {
    const ctx = setup();
    ctx.client.connect();
    ctx.last().serverOpens();
    const socket = ctx.last();
    ctx.client.disconnect();
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'logout' });
    socket.serverCloses(1006);
    vi.advanceTimersByTime(120_000);
    expect(ctx.sockets).toHaveLength(1);
    expect(ctx.client.getStatus().state).toBe('closed');
  });

  it('cancels a scheduled reconnect on disconnect', () => {
    const ctx = setup();
    ctx.client.connect();
    ctx.last().serverCloses(1006);
    ctx.client.disconnect();
    vi.advanceTimersByTime(120_000);
    expect(ctx.sockets).toHaveLength(1);
  });

  it('reports "WebSocket connection failed" on a socket error', () => {
    const ctx = setup();
    ctx.client.connect();
    ctx.last().onerror?.({});
    expect(ctx.client.getStatus().error).toBe('connectionFailed');
  });

  it('delivers parsed frames and reports "Failed to parse message" for bad ones', () => {
    const ctx = setup();
    const frames: unknown[] = [];
    ctx.client.subscribe((frame) => frames.push(frame));
    ctx.client.connect();
    ctx.last().serverOpens();
    ctx.last().serverSends(JSON.stringify({ type: 'UNREAD_COUNT_UPDATE', count: 3 }));
    expect(frames).toEqual([{ type: 'UNREAD_COUNT_UPDATE', count: 3 }]);
    for (const bad of ['{not json', JSON.stringify({ count: 1 }), JSON.stringify({ type: 'UNREAD_COUNT_UPDATE', count: 'x' }), JSON.stringify({ type: 'NOPE' })]) {
      ctx.last().serverSends(bad);
    }
    expect(frames).toHaveLength(1);
    expect(ctx.client.getStatus()).toMatchObject({ state: 'open', error: 'parseFailed' });
  });

  it('reports "Failed to send message" when not open or when send throws', () => {
    const ctx = setup();
    expect(ctx.client.send({ type: 'REQUEST_UNREAD_COUNT' })).toBe(false);
    expect(ctx.client.getStatus().error).toBe('sendFailed');
    ctx.client.connect();
    ctx.last().serverOpens();
    expect(ctx.client.send({ type: 'REQUEST_CONVERSATIONS' })).toBe(true);
    ctx.last().send = () => {
      throw new Error('boom');
    };
    expect(ctx.client.send({ type: 'REQUEST_CONVERSATIONS' })).toBe(false);
    expect(ctx.client.getStatus().error).toBe('sendFailed');
  });
});
