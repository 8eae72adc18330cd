import { describe, expect, it } from 'vitest';
import { MessageInsertBatcher, type PendingInsert } from './message-insert-batch.js';

const item = (id: string, sender = `sender-${id}`): PendingInsert => ({
  id,
  booking_id: 'b',
  conversation_id: 'b',
  sender_id: sender,
  recipient_id: 'r',
  client_message_id: `c-${id}`,
  text: 'Bonjour',
  sent_at: '2026-11-27T12:00:00.000Z',
  since: '2026-11-27T11:59:00.000Z',
  max: 30,
  connected_since: '2026-11-27T11:59:15.000Z',
});

/** A database stand-in: each write waits until released, and stores what `stores` accepts. */
function fakeWrites(stores: (i: PendingInsert) => boolean = () => true) {
  const writes: { ids: string[]; release: () => void; fail: (e: Error) => void }[] = [];
  const write = (items: PendingInsert[]) =>
    new Promise<{ id: string }[]>((resolve, reject) => {
      writes.push({ ids: items.map((i) => i.id), release: () => resolve(items.filter(stores).map((i) => ({ id: i.id }))), fail: reject });
    });
  return { writes, write };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('MessageInsertBatcher', () => {
  it('writes a send at once while the database is idle, and the sends that arrive meanwhile together', async () => {
    const db = fakeWrites();
    const batcher = new MessageInsertBatcher(db.write, { inFlight: 1, maxBatch: 10 });
    const first = batcher.insert(item('1'));
    expect(db.writes.map((w) => w.ids)).toEqual([['1']]);
    const later = ['2', '3', '4'].map((id) => batcher.insert(item(id)));
    db.writes[0]!.release();
    expect(await first).toEqual({ id: '1' });
    await tick();
    expect(db.writes.map((w) => w.ids)).toEqual([['1'], ['2', '3', '4']]);
    db.writes[1]!.release();
    expect(await Promise.all(later)).toEqual([{ id: '2' }, { id: '3' }, { id: '4' }]);
  });

  it('answers null for a message the statement did not store (duplicate, or over the window)', async () => {
    const db = fakeWrites((i) => i.id !== '2');
    const batcher = new MessageInsertBatcher(db.write, { inFlight: 1, maxBatch: 10 });
    const sends = ['1', '2', '3'].map((id) => batcher.insert(item(id)));
    db.writes[0]!.release();
    await tick();
    db.writes[1]!.release();
    expect(await Promise.all(sends)).toEqual([{ id: '1' }, null, { id: '3' }]);
  });

  it('never puts two messages of one sender in a batch, and keeps the order of the others', async () => {
    const db = fakeWrites();
    const batcher = new MessageInsertBatcher(db.write, { inFlight: 1, maxBatch: 10 });
    const sends = [item('0'), item('1', 'anne'), item('2', 'anne'), item('3', 'bob'), item('4', 'anne')].map((i) => batcher.insert(i));
    for (let n = 0; n < 4; n++) {
      db.writes[n]!.release();
      await tick();
    }
    expect(db.writes.map((w) => w.ids)).toEqual([['0'], ['1', '3'], ['2'], ['4']]);
    expect((await Promise.all(sends)).map((r) => r?.id)).toEqual(['0', '1', '2', '3', '4']);
  });

  it('runs at most inFlight statements and at most maxBatch messages in one', async () => {
    const db = fakeWrites();
    const batcher = new MessageInsertBatcher(db.write, { inFlight: 2, maxBatch: 3 });
    const sends = Array.from({ length: 9 }, (_, n) => batcher.insert(item(String(n))));
    expect(db.writes.map((w) => w.ids)).toEqual([['0'], ['1']]);
    db.writes[0]!.release();
    db.writes[1]!.release();
    await tick();
    expect(db.writes.slice(2).map((w) => w.ids)).toEqual([['2', '3', '4'], ['5', '6', '7']]);
    db.writes[2]!.release();
    db.writes[3]!.release();
    await tick();
    db.writes[4]!.release();
    expect(await Promise.all(sends)).toHaveLength(9);
  });

  it('writes a failed batch again one message at a time: only the bad message fails', async () => {
    const bad = new Error('check constraint');
    const written: string[][] = [];
    const batcher = new MessageInsertBatcher(
      async (items) => {
        written.push(items.map((i) => i.id));
        if (items.some((i) => i.id === 'bad')) throw bad;
        return items.map((i) => ({ id: i.id }));
      },
      { inFlight: 1, maxBatch: 10 },
    );
    const first = batcher.insert(item('first'));
    const batch = ['a', 'bad', 'b'].map((id) => batcher.insert(item(id)));
    expect(await first).toEqual({ id: 'first' });
    const outcomes = await Promise.allSettled(batch);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBe(bad);
    expect(written).toEqual([['first'], ['a', 'bad', 'b'], ['a'], ['bad'], ['b']]);
  });
});

describe('MessageInsertBatcher under pressure (issue #37)', () => {
  it('refuses a send at once, with a delay to come back after, when more wait than the next statements can carry', async () => {
    const db = fakeWrites();
    const batcher = new MessageInsertBatcher(db.write, { inFlight: 1, maxBatch: 2, maxWaiting: 3 });
    const first = batcher.insert(item('0'));
    const waiting = ['1', '2', '3'].map((id) => batcher.insert(item(id)));
    await expect(batcher.insert(item('4'))).rejects.toMatchObject({ name: 'OverloadedError', retryAfterSeconds: 2 });
    // Nothing was written for the refused send; the others go on.
    db.writes[0]!.release();
    await first;
    await tick();
    db.writes[1]!.release();
    await tick();
    db.writes[2]!.release();
    expect((await Promise.all(waiting)).map((r) => r?.id)).toEqual(['1', '2', '3']);
    expect(db.writes.flatMap((w) => w.ids)).not.toContain('4');
    // Room again: the next send is taken.
    const later = batcher.insert(item('5'));
    db.writes[3]!.release();
    expect(await later).toEqual({ id: '5' });
  });
});
