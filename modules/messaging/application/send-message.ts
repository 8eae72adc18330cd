import { RateLimitedError } from '../../../src/shared/domain-error.js';
import { messageText, type Message } from '../domain/message.js';
import { messagingErrors } from '../domain/messaging.errors.js';
import { conversationIdOf, visitToWrite } from '../domain/conversation.js';
import { conversationFor, otherParty } from './access.js';
import { notifyInstantly } from './message-emails.js';
import type { ConversationFacts, MessagingDeps } from './ports.js';
import { connectedSince } from './presence.js';
import { presentMessage } from './conversations.js';

export interface SendMessageInput {
  bookingId: string;
  clientMessageId: string;
  text: string;
}

const SEND_WINDOW_MS = 60_000;

/**
 * The visit the message is about: the one named while it is open (its facts alone, the hot path), else
 * the open visit of its series' conversation that starts first (issue #42: any visit's page writes to
 * the series' conversation). Null when no visit of the conversation is open.
 */
async function visitWritten(deps: MessagingDeps, facts: ConversationFacts): Promise<ConversationFacts | null> {
  if (facts.open || !facts.seriesId) return facts.open ? facts : null;
  return visitToWrite(facts, await deps.bookings.seriesConversationFacts(facts.seriesId));
}

/**
 * Stores the message, then tells the recipient (NEW_MESSAGE, and a new count) and both parties'
 * conversation lists in one event, then emails the recipient if they were not connected. A retry with
 * the same clientMessageId answers the stored message and tells no one again.
 */
export const sendMessage = (deps: MessagingDeps) => async (senderId: string, input: SendMessageInput): Promise<{ message: Message; created: boolean }> => {
  const facts = await conversationFor(deps, input.bookingId, senderId);
  const visit = await visitWritten(deps, facts);
  if (!visit) {
    // A retry of a message stored before the visit ended still gets its answer.
    const earlier = await deps.messages.findByClientId(senderId, input.clientMessageId);
    if (earlier && earlier.conversationId === conversationIdOf(facts)) return { message: earlier, created: false };
    throw messagingErrors.conversationClosed();
  }
  const text = messageText(input.text);
  const now = deps.clock.now();
  const stored = await deps.messages.insert(
    {
      id: deps.newId(),
      bookingId: visit.bookingId,
      conversationId: conversationIdOf(visit),
      clientMessageId: input.clientMessageId,
      senderId,
      recipientId: otherParty(visit, senderId),
      text,
      sentAt: now,
      readAt: null,
    },
    { max: deps.settings.sendsPerMinute, since: new Date(now.getTime() - SEND_WINDOW_MS) },
    connectedSince(deps),
  );
  if (stored.outcome === 'limited') throw new RateLimitedError(Math.max(1, Math.ceil((stored.oldestSentAt.getTime() + SEND_WINDOW_MS - now.getTime()) / 1000)));
  // A retry (or the same clientMessageId on another booking: the unique key keeps the first): answered as stored.
  if (stored.outcome === 'duplicate') return { message: stored.message, created: false };
  const m = stored.message;
  // Integrators' message.created: its row was written by the insert above, only when a party uses integrations.
  if (stored.announced && deps.announcement) await deps.announcement.written(stored.announced.rowId, m, stored.announced.ownerIds).catch(deps.onSideEffectError);
  // Committed (a single insert outside any transaction): now the others may be told.
  await deps.realtime
    .publish(
      { kind: 'frame', to: [m.recipientId], frame: { type: 'NEW_MESSAGE', message: presentMessage(m) } },
      { kind: 'refresh', to: [m.recipientId], unread: true },
      { kind: 'refresh', to: [m.senderId], unread: false },
    )
    .catch(deps.onSideEffectError);
  if (stored.instantEmailDue) void notifyInstantly(deps, m).catch(deps.onSideEffectError);
  // The recipient's devices (issue #34): the row was written by the insert above, only for a recipient without a connection.
  if (stored.pushRowId && deps.push) await deps.push.written(stored.pushRowId, m).catch(deps.onSideEffectError);
  return { message: m, created: true };
};
