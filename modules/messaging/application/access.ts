import { inScope, scopeOf, type ConversationScope } from '../domain/conversation.js';
import { messagingErrors } from '../domain/messaging.errors.js';
import type { ConversationFacts, MessagingDeps } from './ports.js';

/** The booking's facts, for one of its two parties only (admins never read messages). */
export async function conversationFor(deps: MessagingDeps, bookingId: string, userId: string): Promise<ConversationFacts> {
  const facts = await deps.bookings.participants(bookingId);
  if (!facts) throw messagingErrors.bookingNotFound();
  if (facts.clientId !== userId && facts.cleanerId !== userId) throw messagingErrors.forbidden();
  return facts;
}

export interface Thread {
  /** The visit the request named. */
  facts: ConversationFacts;
  scope: ConversationScope;
  /** The conversation's visits (the series' visits with the same two parties, in visit order; the visit alone otherwise). */
  visits: ConversationFacts[];
  /** Every visit of the series, whoever its parties are now (empty for a single visit). */
  series: ConversationFacts[];
}

/** Visits that were accepted at some point (the booking module lists the same as conversations). */
const ACCEPTED = new Set(['confirmed', 'in_progress', 'completed', 'cancelled']);

/**
 * The conversation a visit's page shows: for a visit of a series, the series' conversation between
 * the same two parties (issue #42); the access rule stays the visit's own (one of its two parties).
 */
export async function threadFor(deps: MessagingDeps, bookingId: string, userId: string): Promise<Thread> {
  const facts = await conversationFor(deps, bookingId, userId);
  const scope = scopeOf(facts);
  if (!facts.seriesId) return { facts, scope, visits: [facts], series: [] };
  const series = await deps.bookings.seriesConversationFacts(facts.seriesId);
  const visits = series.filter((v) => v.bookingId === facts.bookingId || (inScope(scope, v) && ACCEPTED.has(v.status))).map((v) => (v.bookingId === facts.bookingId ? facts : v));
  return { facts, scope, visits: visits.length ? visits : [facts], series };
}

export const otherParty = (facts: Pick<ConversationFacts, 'clientId' | 'cleanerId'>, userId: string): string => (facts.clientId === userId ? facts.cleanerId : facts.clientId);
