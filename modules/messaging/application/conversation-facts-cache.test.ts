import { describe, expect, it } from 'vitest';
import { cachedParticipants } from './conversation-facts-cache.js';
import type { Bookings, ConversationChanges, ConversationFacts } from './ports.js';

const facts = (bookingId: string, status: string): ConversationFacts => ({
  bookingId,
  seriesId: null,
  clientId: 'client',
  cleanerId: 'cleaner',
  status,
  date: '2026-12-01',
  time: '09:00',
  startsAt: new Date('2026-12-01T14:00:00Z'),
  cleaningType: 'standard',
  open: status === 'confirmed' || status === 'in_progress',
});

/** Bookings whose status the test changes, counting the reads; a change feed the test drives. */
function setup(settings = { maxEntries: 100, ttlMs: 60_000 }) {
  const status = new Map<string, string>([
    ['b1', 'confirmed'],
    ['b2', 'confirmed'],
    ['b3', 'pending'],
  ]);
  let reads = 0;
  let beforeAnswer: (() => void) | null = null;
  const bookings: Bookings = {
    participants: async (id) => {
      reads++;
      const answer = status.has(id) ? facts(id, status.get(id)!) : null;
      await Promise.resolve();
      beforeAnswer?.();
      return answer;
    },
    conversationBookings: async () => [],
    seriesConversationFacts: async () => [],
    cleanersAtWork: async () => [],
    visitEnds: async () => new Map(),
  };
  const subscribers: ((id: string) => void)[] = [];
  const resets: (() => void)[] = [];
  let duringHeard: (() => void) | null = null;
  let listening = true;
  let heardCalls = 0;
  const changes: ConversationChanges = {
    subscribe: (then) => void subscribers.push(then),
    onReset: (then) => void resets.push(then),
    heard: async () => {
      heardCalls++;
      if (!listening) throw new Error('down');
      duringHeard?.();
    },
  };
  let clock = 0;
  const cache = cachedParticipants(bookings, changes, settings, () => clock);
  return {
    cache,
    status,
    reads: () => reads,
    heardCalls: () => heardCalls,
    change: (id: string) => subscribers.forEach((then) => then(id)),
    reset: () => resets.forEach((then) => then()),
    setListening: (on: boolean) => (listening = on),
    onHeard: (then: (() => void) | null) => (duringHeard = then),
    beforeAnswer: (then: (() => void) | null) => (beforeAnswer = then),
    advance: (ms: number) => (clock += ms),
  };
}

describe('conversation facts kept per process', () => {
  it('reads an open conversation once, then answers it after hearing every earlier change', async () => {
    const s = setup();
    expect((await s.cache.participants('b1'))?.open).toBe(true);
    expect((await s.cache.participants('b1'))?.open).toBe(true);
    expect([s.reads(), s.heardCalls()]).toEqual([1, 1]);
  });

  it('never keeps closed or unknown conversations: a pending visit that is accepted is seen at once', async () => {
    const s = setup();
    expect((await s.cache.participants('b3'))?.open).toBe(false);
    s.status.set('b3', 'confirmed');
    expect((await s.cache.participants('b3'))?.open).toBe(true);
    expect(await s.cache.participants('nope')).toBeNull();
    expect(await s.cache.participants('nope')).toBeNull();
    expect(s.reads()).toBe(4);
  });

  it('drops a booking when its change is heard, also when heard while the send waits for the feed', async () => {
    const s = setup();
    await s.cache.participants('b1');
    await s.cache.participants('b2');
    s.status.set('b1', 'cancelled');
    s.change('b1');
    expect((await s.cache.participants('b1'))?.open).toBe(false);
    // The cancellation committed before this send: announced before heard() resolves.
    s.onHeard(() => {
      s.status.set('b2', 'completed');
      s.change('b2');
    });
    expect((await s.cache.participants('b2'))?.open).toBe(false);
    expect(s.reads()).toBe(4);
  });

  it('does not keep a read that a change overlapped (it may predate the change)', async () => {
    const s = setup();
    s.beforeAnswer(() => s.change('b9'));
    await s.cache.participants('b1');
    s.beforeAnswer(null);
    await s.cache.participants('b1');
    await s.cache.participants('b1');
    expect(s.reads()).toBe(2);
  });

  it('forgets everything on `*` and when changes may have been missed; reads every time while the feed is down', async () => {
    const s = setup();
    await s.cache.participants('b1');
    s.change('*');
    await s.cache.participants('b1');
    s.reset();
    await s.cache.participants('b1');
    expect(s.reads()).toBe(3);
    s.setListening(false);
    await s.cache.participants('b1');
    await s.cache.participants('b1');
    expect(s.reads()).toBe(5);
    // Back: the bus says changes may have been missed meanwhile.
    s.setListening(true);
    s.reset();
    await s.cache.participants('b1');
    await s.cache.participants('b1');
    expect(s.reads()).toBe(6);
  });

  it('bounds the entries by count and age', async () => {
    const s = setup({ maxEntries: 1, ttlMs: 1000 });
    await s.cache.participants('b1');
    await s.cache.participants('b2');
    expect(s.cache.size()).toBe(1);
    await s.cache.participants('b1');
    expect(s.reads()).toBe(3);
    s.advance(1001);
    await s.cache.participants('b1');
    expect(s.reads()).toBe(4);
  });
});
