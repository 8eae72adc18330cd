import type { ChatMessage, Conversation } from './api/types';

export type ConversationVisit = Conversation['visits'][number];

/** A message of the thread, with the visit to name above it (when it starts a run of messages about another visit). */
export interface ThreadItem {
  message: ChatMessage;
  visit: ConversationVisit | null;
}

/**
 * A series' conversation (issue #42) names the visit each run of messages is about, above its first
 * message; a single visit's conversation names none (its header says which visit it is).
 */
export function withVisitMarkers(messages: readonly ChatMessage[], conversation: Pick<Conversation, 'seriesId' | 'visits'>): ThreadItem[] {
  const visits = new Map(conversation.visits.map((visit) => [visit.bookingId, visit]));
  let previous: string | null = null;
  return messages.map((message) => {
    const starts = conversation.seriesId !== null && message.bookingUuid !== previous;
    previous = message.bookingUuid;
    return { message, visit: starts ? (visits.get(message.bookingUuid) ?? null) : null };
  });
}

/** Does this conversation hold the message (its key and its two parties: a visit given to another cleaner is another conversation)? */
export function holdsMessage(conversation: Pick<Conversation, 'conversationId' | 'counterpart'>, message: ChatMessage): boolean {
  return message.conversationId === conversation.conversationId && (message.senderId === conversation.counterpart.id || message.recipientId === conversation.counterpart.id);
}

/** Is this visit one of the conversation's? */
export const aboutVisit = (conversation: Pick<Conversation, 'visits'>, bookingId: string): boolean => conversation.visits.some((visit) => visit.bookingId === bookingId);
