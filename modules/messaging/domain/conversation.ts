/**
 * Which conversation a visit's messages belong to (issue #42). The visits of a series share one
 * conversation between its client and its cleaner; a single visit has its own. Each message keeps the
 * visit it is about (its booking id), so the thread can mark its visits.
 *
 * A conversation is its key (the series' id, else the booking's) and its two parties: a visit of the
 * series given to another cleaner never shows that cleaner what was said with the first one, and the
 * first one keeps their own messages (docs/decisions.md, "One conversation per series").
 */
export interface ConversationScope {
  /** The series' id for a visit of a series, else the booking's id. */
  conversationId: string;
  clientId: string;
  cleanerId: string;
}

/** The little messaging needs of a visit to place it in its conversation. */
export interface VisitFacts {
  bookingId: string;
  seriesId: string | null;
  clientId: string;
  cleanerId: string;
  startsAt: Date;
  open: boolean;
}

export const conversationIdOf = (visit: Pick<VisitFacts, 'bookingId' | 'seriesId'>): string => visit.seriesId ?? visit.bookingId;

export const scopeOf = (visit: VisitFacts): ConversationScope => ({ conversationId: conversationIdOf(visit), clientId: visit.clientId, cleanerId: visit.cleanerId });

/** A scope's own key (one conversation per key and pair of parties). */
export const scopeKey = (s: ConversationScope): string => `${s.conversationId}:${s.clientId}:${s.cleanerId}`;

/** Is this visit one of the conversation's (same series or booking, same two parties)? */
export const inScope = (s: ConversationScope, visit: VisitFacts): boolean =>
  conversationIdOf(visit) === s.conversationId && visit.clientId === s.clientId && visit.cleanerId === s.cleanerId;

/**
 * The visit a message sent from `from`'s page is about: that visit while messaging is allowed for it,
 * else the conversation's open visit that starts first (the current or next one). Null when no visit of
 * the conversation is open: the spec allows messages only while a visit is confirmed or in progress,
 * so every message is about a visit that was open when it was sent (retention counts from its end).
 */
export function visitToWrite<V extends VisitFacts>(from: V, visits: readonly V[]): V | null {
  if (from.open) return from;
  const scope = scopeOf(from);
  const open = visits.filter((v) => v.open && inScope(scope, v)).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.bookingId < b.bookingId ? -1 : 1));
  return open[0] ?? null;
}

/**
 * The visit a conversation's entry in the list stands for (its header, its link, where a message from
 * the list goes): the open visit that starts first, else the latest visit.
 */
export function leadVisit<V extends VisitFacts>(visits: readonly V[]): V {
  const open = visits.filter((v) => v.open).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  if (open[0]) return open[0];
  return [...visits].sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())[0]!;
}
