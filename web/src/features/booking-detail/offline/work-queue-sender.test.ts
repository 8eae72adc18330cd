import { describe, expect, it } from 'vitest';
import { flushWorkQueue, type QueueStore } from './work-queue-sender';
import type { QueuedItem } from './work-queue-store';

function item(seq: number, action: QueuedItem['action']): QueuedItem {
  return { seq, key: `key-${seq}`, bookingId: 'b1', userId: 'u1', action, token: 'tok', language: 'fr', createdAt: '2026-12-02T10:00:00Z', refused: null };
}

function memoryStore(items: QueuedItem[]): QueueStore & { items: QueuedItem[] } {
  const store = {
    items,
    listQueued: async () => store.items.map((i) => ({ ...i })),
    removeQueued: async (seq: number) => {
      store.items = store.items.filter((i) => i.seq !== seq);
    },
    markRefused: async (seq: number, refused: { status: number; message: string }) => {
      store.items = store.items.map((i) => (i.seq === seq ? { ...i, refused } : i));
    },
  };
  return store;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sending the work day queued on the phone (issue #34)', () => {
  it('sends in order with the idempotency key, the session and the language, and empties the queue', async () => {
    const store = memoryStore([item(1, { kind: 'tick', taskId: 't1', done: true }), item(2, { kind: 'photo', photoKind: 'before', file: new Blob(['x'], { type: 'image/png' }), fileName: 'a.png' })]);
    const seen: Request[] = [];
    const result = await flushWorkQueue('https://eclat.test', async (input) => {
      seen.push(input as Request);
      return json(200, {});
    }, store);
    expect(result).toEqual({ sent: 2, refused: 0, left: 0, stopped: null });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT https://eclat.test/api/bookings/b1/checklist/t1', 'POST https://eclat.test/api/bookings/b1/photos']);
    expect(seen.map((r) => r.headers.get('Idempotency-Key'))).toEqual(['key-1', 'key-2']);
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(seen[0]!.headers.get('Accept-Language')).toBe('fr');
    expect(await seen[0]!.json()).toEqual({ done: true });
    const form = await seen[1]!.formData();
    expect([form.get('kind'), (form.get('file') as File).name]).toEqual(['before', 'a.png']);
    expect(store.items).toEqual([]);
  });

  it('stops at the first action that cannot reach the server, keeping it and the ones after it', async () => {
    const store = memoryStore([item(1, { kind: 'tick', taskId: 't1', done: true }), item(2, { kind: 'tick', taskId: 't2', done: true })]);
    let calls = 0;
    const result = await flushWorkQueue('https://eclat.test', async () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    }, store);
    expect([result.stopped, result.left, calls, store.items.length]).toEqual(['offline', 2, 1, 2]);
  });

  it('keeps the queue for a busy server (503, 429, a first copy still running) and an expired session (401)', async () => {
    for (const [response, stopped] of [
      [json(503, { error: 'service_unavailable' }), 'server_busy'],
      [json(429, { error: 'rate_limited' }), 'server_busy'],
      [json(409, { error: 'integrations.idempotency_in_progress' }), 'server_busy'],
      [json(401, { error: 'unauthorized' }), 'signed_out'],
    ] as const) {
      const store = memoryStore([item(1, { kind: 'tick', taskId: 't1', done: true })]);
      const result = await flushWorkQueue('https://eclat.test', async () => response.clone(), store);
      expect([result.stopped, store.items.length, store.items[0]!.refused], String(response.status)).toEqual([stopped, 1, null]);
    }
  });

  it('sets aside an action the server refuses, with its message, and goes on with the next', async () => {
    const store = memoryStore([item(1, { kind: 'tick', taskId: 't1', done: true }), item(2, { kind: 'tick', taskId: 't2', done: true })]);
    const answers = [json(409, { error: 'booking.illegal_transition', message: 'La visite est terminée.' }), json(200, {})];
    const result = await flushWorkQueue('https://eclat.test', async () => answers.shift()!, store);
    expect(result).toEqual({ sent: 1, refused: 1, left: 0, stopped: null });
    expect(store.items).toMatchObject([{ seq: 1, refused: { status: 409, message: 'La visite est terminée.' } }]);
    // Set aside, it is never sent again.
    let calls = 0;
    await flushWorkQueue('https://eclat.test', async () => {
      calls += 1;
      return json(200, {});
    }, store);
    expect(calls).toBe(0);
  });
});
