import type { RealtimeEvent } from '../../../src/shared/realtime.js';
import type { Message } from '../domain/message.js';
import { threadFor } from './access.js';
import type { MessagingDeps } from './ports.js';

export interface ReadReceiptDto {
  messageId: string;
  bookingId: string;
  readAt: string;
}

const receiptOf = (m: Message): ReadReceiptDto => ({ messageId: m.id, bookingId: m.bookingId, readAt: m.readAt!.toISOString() });

/** READ_RECEIPT frames to each sender, then a refresh of the reader's badge and conversations. */
async function announce(deps: MessagingDeps, readerId: string, read: Message[]): Promise<void> {
  if (!read.length) return;
  await deps.realtime
    .publish(
      ...read.map((m): RealtimeEvent => ({ kind: 'frame', to: [m.senderId], frame: { type: 'READ_RECEIPT', ...receiptOf(m) } })),
      { kind: 'refresh', to: [readerId], unread: true },
      // The senders' lists show whether their last message was read.
      { kind: 'refresh', to: [...new Set(read.map((m) => m.senderId))], unread: false },
    )
    .catch(deps.onSideEffectError);
}

/** POST /api/messages/:bookingId/read: these received messages (or all of them) of the visit's conversation are read now. */
export const markConversationRead = (deps: MessagingDeps) => async (userId: string, bookingId: string, messageIds: string[] | null): Promise<{ receipts: ReadReceiptDto[]; unread: number }> => {
  const { scope } = await threadFor(deps, bookingId, userId);
  const read = await deps.messages.markRead(userId, scope, messageIds, deps.clock.now());
  await announce(deps, userId, read);
  return { receipts: read.map(receiptOf), unread: await deps.messages.unreadCount(userId) };
};

/** A READ_RECEIPT frame from the socket: a no-op unless userId received that message and had not read it. */
export const markMessageRead = (deps: MessagingDeps) => async (userId: string, messageId: string): Promise<void> => {
  const read = await deps.messages.markOneRead(userId, messageId, deps.clock.now());
  if (read) await announce(deps, userId, [read]);
};
