import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, MessagePage } from './api/types';

/** A message typed and sent but not yet confirmed by the server (or refused). */
export interface PendingMessage {
  clientMessageId: string;
  text: string;
  status: 'sending' | 'failed';
}

function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  return a.uuidId === b.uuidId || (a.clientMessageId === b.clientMessageId && a.senderId === b.senderId);
}

/** A later copy of a message may lack the read time an earlier receipt already gave. */
function combine(known: ChatMessage, incoming: ChatMessage): ChatMessage {
  return { ...incoming, readAt: incoming.readAt ?? known.readAt };
}

function time(message: ChatMessage): number {
  const parsed = Date.parse(message.sentAt);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** Oldest first; the uuid breaks ties so the order is the same on every render. */
function bySentAt(a: ChatMessage, b: ChatMessage): number {
  const difference = time(a) - time(b);
  if (difference !== 0) return difference;
  return a.uuidId < b.uuidId ? -1 : a.uuidId > b.uuidId ? 1 : 0;
}

/** One list, oldest first, each message once (by uuidId, or by the sender's clientMessageId). */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const result: ChatMessage[] = [];
  for (const message of [...current, ...incoming]) {
    const index = result.findIndex((known) => sameMessage(known, message));
    if (index === -1) result.push(message);
    else result[index] = combine(result[index] as ChatMessage, message);
  }
  return result.sort(bySentAt);
}

/** Every page's messages as one list, oldest first. */
export function flattenPages(data: InfiniteData<MessagePage> | undefined): ChatMessage[] {
  if (!data) return [];
  return mergeMessages([], data.pages.flatMap((page) => page.messages));
}

/** Adds messages to the cached pages: a known one is updated where it is, a new one joins the newest page. */
export function withMessages(data: InfiniteData<MessagePage>, incoming: readonly ChatMessage[]): InfiniteData<MessagePage> {
  const pages = data.pages.map((page) => ({ ...page, messages: [...page.messages] }));
  const newest = pages.at(-1);
  if (!newest) return data;
  for (const message of incoming) {
    let placed = false;
    for (const page of pages) {
      const index = page.messages.findIndex((known) => sameMessage(known, message));
      if (index !== -1) {
        page.messages[index] = combine(page.messages[index] as ChatMessage, message);
        placed = true;
        break;
      }
    }
    if (!placed) newest.messages = mergeMessages(newest.messages, [message]);
  }
  return { ...data, pages };
}

/** A read receipt: that message was read at `readAt`. */
export function withReadAt(data: InfiniteData<MessagePage>, messageIds: ReadonlySet<string>, readAt: string): InfiniteData<MessagePage> {
  let changed = false;
  const pages = data.pages.map((page) => ({
    ...page,
    messages: page.messages.map((message) => {
      if (!messageIds.has(message.uuidId) || message.readAt) return message;
      changed = true;
      return { ...message, readAt };
    }),
  }));
  return changed ? { ...data, pages } : data;
}

/** Pending bubbles still to show: the ones the server has not confirmed yet. */
export function stillPending(pending: readonly PendingMessage[], delivered: readonly ChatMessage[]): PendingMessage[] {
  const confirmed = new Set(delivered.map((message) => message.clientMessageId));
  return pending.filter((message) => !confirmed.has(message.clientMessageId));
}

/** Messages sent to `userId` and not read yet (at most 200, the contract's limit per call). */
export function unreadFor(messages: readonly ChatMessage[], userId: string): string[] {
  return messages.filter((message) => message.recipientId === userId && message.readAt === null).map((message) => message.uuidId).slice(0, 200);
}
