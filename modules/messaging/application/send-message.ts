import { RateLimitedError } from '../../../src/shared/domain-error.js';
import { messageText, type Message } from '../domain/message.js';
import { messagingErrors } from '../domain/messaging.errors.js';
import { conversationFor, otherParty } from './access.js';
import { notifyInstantly } from './message-emails.js';
import type { MessagingDeps } from './ports.js';
import { presentMessage } from './conversations.js';

export interface SendMessageInput {
  bookingId: string;
  clientMessageId: string;
  text: string;
}

/**
 * Stores the message, then tells the recipient (NEW_MESSAGE) and both parties' screens (refresh),
 * then emails the recipient if they are not connected. A retry with the same clientMessageId
 * answers the stored message and tells no one again.
 */
export const sendMessage = (deps: MessagingDeps) => async (senderId: string, input: SendMessageInput): Promise<{ message: Message; created: boolean }> => {
  const facts = await conversationFor(deps, input.bookingId, senderId);
  const earlier = await deps.messages.findByClientId(senderId, input.clientMessageId);
  if (earlier && earlier.bookingId === facts.bookingId) return { message: earlier, created: false };
  if (!facts.open) throw messagingErrors.conversationClosed();
  const text = messageText(input.text);
  const hit = await deps.rateLimiter.hit(`messaging:send:${senderId}`, deps.settings.sendsPerMinute, 60);
  if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds);
  const stored = await deps.messages.insert({
    id: deps.newId(),
    bookingId: facts.bookingId,
    clientMessageId: input.clientMessageId,
    senderId,
    recipientId: otherParty(facts, senderId),
    text,
    sentAt: deps.clock.now(),
    readAt: null,
  });
  // The same clientMessageId on another booking: the unique key keeps the first; answer it as is.
  if (!stored.created) return stored;
  const m = stored.message;
  // Committed (a single insert outside any transaction): now the others may be told.
  await deps.realtime.publish({ kind: 'frame', to: [m.recipientId], frame: { type: 'NEW_MESSAGE', message: presentMessage(m) } }).catch(deps.onSideEffectError);
  await deps.realtime.publish({ kind: 'refresh', to: [m.recipientId, m.senderId] }).catch(deps.onSideEffectError);
  void notifyInstantly(deps, m).catch(deps.onSideEffectError);
  return stored;
};
