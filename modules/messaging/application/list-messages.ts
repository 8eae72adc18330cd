import { messagingErrors } from '../domain/messaging.errors.js';
import { conversationFor } from './access.js';
import { conversationsOf, presentMessage, type ChatMessageDto, type ConversationDto } from './conversations.js';
import type { MessagingDeps } from './ports.js';

/** A page of the booking's messages for one of its parties, newest last, with the conversation's header. */
export const listMessages =
  (deps: MessagingDeps) =>
  async (userId: string, bookingId: string, before: string | null, limit: number): Promise<{ conversation: ConversationDto; messages: ChatMessageDto[]; hasMore: boolean }> => {
    const facts = await conversationFor(deps, bookingId, userId);
    const page = await deps.messages.page(bookingId, before, limit);
    if (!page) throw messagingErrors.unknownBefore();
    const [conversation] = await conversationsOf(deps, userId, [facts]);
    return { conversation: conversation!, messages: page.messages.map(presentMessage), hasMore: page.hasMore };
  };
