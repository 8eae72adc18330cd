import type { Bookings, ConversationChanges, ConversationFacts } from './ports.js';

export interface FactsCacheSettings {
  /** Bookings kept at most (the oldest entry goes first). */
  maxEntries: number;
  /** Bounds how long an idle entry stays; correctness comes from the change feed, not from this. */
  ttlMs: number;
}

export const FACTS_CACHE_DEFAULTS: FactsCacheSettings = { maxEntries: 50_000, ttlMs: 60_000 };

/**
 * Every message read its booking's facts (one statement of two per send, issue #24). Facts of open
 * conversations are kept per process; closed ones (pending, completed, cancelled) are always read, so
 * a conversation that opens is seen at once. A kept entry is used only after `heard()`: every change
 * committed before the send began has been announced by then and has dropped the entry, so a send never
 * uses facts older than a fresh read would (a cancelled visit's conversation is closed at once, on every
 * instance, whatever made the change). A read that overlapped any change is not kept (it may predate it).
 */
export function cachedParticipants(bookings: Bookings, changes: ConversationChanges, settings: FactsCacheSettings = FACTS_CACHE_DEFAULTS, now: () => number = () => performance.now()) {
  const entries = new Map<string, { facts: ConversationFacts; at: number }>();
  /** Bumped by every change heard: a read that saw it move is not kept. */
  let changesHeard = 0;
  const forget = (bookingId: string) => {
    changesHeard++;
    if (bookingId === '*') entries.clear();
    else entries.delete(bookingId);
  };
  changes.subscribe(forget);
  changes.onReset(() => forget('*'));

  const read = async (bookingId: string): Promise<ConversationFacts | null> => {
    const before = changesHeard;
    const facts = await bookings.participants(bookingId);
    if (facts?.open && before === changesHeard) {
      entries.delete(bookingId);
      entries.set(bookingId, { facts, at: now() });
      if (entries.size > settings.maxEntries) entries.delete(entries.keys().next().value!);
    }
    return facts;
  };

  const participants = async (bookingId: string): Promise<ConversationFacts | null> => {
    const kept = entries.get(bookingId);
    if (!kept) return read(bookingId);
    if (now() - kept.at > settings.ttlMs) {
      entries.delete(bookingId);
      return read(bookingId);
    }
    try {
      await changes.heard();
    } catch {
      // Unknown whether a change was missed (the listening connection is down): read, keep nothing.
      entries.delete(bookingId);
      return bookings.participants(bookingId);
    }
    return entries.get(bookingId) === kept ? kept.facts : read(bookingId);
  };
  return { participants, size: () => entries.size };
}
