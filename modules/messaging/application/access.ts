import { messagingErrors } from '../domain/messaging.errors.js';
import type { ConversationFacts, MessagingDeps } from './ports.js';

/** The booking's conversation, for one of its two parties only (admins never read messages). */
export async function conversationFor(deps: MessagingDeps, bookingId: string, userId: string): Promise<ConversationFacts> {
  const facts = await deps.bookings.participants(bookingId);
  if (!facts) throw messagingErrors.bookingNotFound();
  if (facts.clientId !== userId && facts.cleanerId !== userId) throw messagingErrors.forbidden();
  return facts;
}

export const otherParty = (facts: ConversationFacts, userId: string): string => (facts.clientId === userId ? facts.cleanerId : facts.clientId);
