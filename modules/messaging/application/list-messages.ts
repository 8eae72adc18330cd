import { messagingErrors } from '../domain/messaging.errors.js';
import { threadFor } from './access.js';
import { conversationsOf, presentMessage, type ChatMessageDto, type ConversationDto } from './conversations.js';
import type { MessagingDeps } from './ports.js';

/**
 * A page of the visit's conversation for one of its parties, newest last, with the conversation's
 * header: a visit of a series shows the series' conversation (issue #42), headed by the visit named.
 */
export const listMessages =
  (deps: MessagingDeps) =>
  async (userId: string, bookingId: string, before: string | null, limit: number): Promise<{ conversation: ConversationDto; messages: ChatMessageDto[]; hasMore: boolean }> => {
    const thread = await threadFor(deps, bookingId, userId);
    const page = await deps.messages.page(thread.scope, before, limit);
    if (!page) throw messagingErrors.unknownBefore();
    // A message about a visit since given to another cleaner still names its visit (the reader wrote or received it).
    const named = new Set(thread.visits.map((v) => v.bookingId));
    const others = page.messages.filter((m) => !named.has(m.bookingId)).map((m) => m.bookingId);
    const visits = others.length ? [...thread.visits, ...thread.series.filter((v) => others.includes(v.bookingId))] : thread.visits;
    const [conversation] = await conversationsOf(deps, userId, [{ lead: thread.facts, visits }]);
    // canSend is the conversation's own: a visit given to another cleaner does not open it.
    return { conversation: { ...conversation!, canSend: thread.visits.some((v) => v.open) }, messages: page.messages.map(presentMessage), hasMore: page.hasMore };
  };
