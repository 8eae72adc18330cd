import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, MessagePage } from './api/types';
import { flattenPages, mergeMessages, stillPending, unreadFor, withMessages, withReadAt } from './message-list';

const ME = 'me';
const THEM = 'them';

function message(id: string, minute: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    uuidId: id,
    bookingUuid: 'b1',
    conversationId: 'b1',
    clientMessageId: `c-${id}`,
    senderId: THEM,
    recipientId: ME,
    text: `text ${id}`,
    sentAt: new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString(),
    readAt: null,
    ...over,
  };
}

function pages(...lists: ChatMessage[][]): InfiniteData<MessagePage> {
  return {
    pages: lists.map((messages) => ({ conversation: {} as MessagePage['conversation'], messages, hasMore: false })),
    pageParams: lists.map(() => undefined),
  };
}

describe('mergeMessages', () => {
  it('keeps each message once, oldest first', () => {
    const merged = mergeMessages([message('b', 2), message('a', 1)], [message('c', 3), message('a', 1)]);
    expect(merged.map((m) => m.uuidId)).toEqual(['a', 'b', 'c']);
  });

  it('recognises a message by the sender and its clientMessageId', () => {
    const first = message('x', 1, { clientMessageId: 'same', senderId: ME, recipientId: THEM });
    const retry = message('x2', 1, { clientMessageId: 'same', senderId: ME, recipientId: THEM, text: 'stored' });
    expect(mergeMessages([first], [retry])).toEqual([retry]);
  });

  it('does not merge the same clientMessageId from two senders', () => {
    const mine = message('m', 1, { clientMessageId: 'same', senderId: ME });
    const theirs = message('t', 2, { clientMessageId: 'same', senderId: THEM });
    expect(mergeMessages([mine], [theirs])).toHaveLength(2);
  });

  it('keeps a known read time when a later copy lacks it', () => {
    const read = message('a', 1, { readAt: '2026-11-22T10:05:00.000Z' });
    expect(mergeMessages([read], [message('a', 1)])[0]?.readAt).toBe('2026-11-22T10:05:00.000Z');
  });

  it('orders by instant, ties by id', () => {
    const a = message('a', 1, { sentAt: '2026-11-22T06:00:00-04:00' });
    const b = message('b', 1, { sentAt: '2026-11-22T09:59:00Z' });
    const c = message('c', 1, { sentAt: '2026-11-22T10:00:00.000Z' });
    expect(mergeMessages([c, a], [b]).map((m) => m.uuidId)).toEqual(['b', 'a', 'c']);
  });
});

describe('cached pages', () => {
  it('flattens the pages oldest first', () => {
    expect(flattenPages(pages([message('a', 1)], [message('b', 2), message('c', 3)])).map((m) => m.uuidId)).toEqual(['a', 'b', 'c']);
    expect(flattenPages(undefined)).toEqual([]);
  });

  it('appends a new message to the newest page and updates a known one in place', () => {
    const data = pages([message('a', 1)], [message('b', 2)]);
    const next = withMessages(data, [message('c', 3), message('a', 1, { text: 'edited' })]);
    expect(next.pages[0]?.messages.map((m) => m.text)).toEqual(['edited']);
    expect(next.pages[1]?.messages.map((m) => m.uuidId)).toEqual(['b', 'c']);
    expect(data.pages[1]?.messages).toHaveLength(1);
  });

  it('applies a read receipt once', () => {
    const data = pages([message('a', 1, { senderId: ME, recipientId: THEM })]);
    const read = withReadAt(data, new Set(['a']), '2026-11-22T11:00:00.000Z');
    expect(read.pages[0]?.messages[0]?.readAt).toBe('2026-11-22T11:00:00.000Z');
    expect(withReadAt(read, new Set(['a']), '2026-11-22T12:00:00.000Z')).toBe(read);
    expect(withReadAt(data, new Set(['zzz']), '2026-11-22T12:00:00.000Z')).toBe(data);
  });
});

describe('pending and unread', () => {
  it('drops pending bubbles once the server confirmed them', () => {
    const pending = [
      { clientMessageId: 'c-a', text: 'a', status: 'sending' as const },
      { clientMessageId: 'c-z', text: 'z', status: 'failed' as const },
    ];
    expect(stillPending(pending, [message('a', 1)]).map((p) => p.clientMessageId)).toEqual(['c-z']);
  });

  it('lists the unread messages sent to me, at most 200', () => {
    const list = [message('a', 1), message('b', 2, { readAt: '2026-11-22T10:03:00Z' }), message('c', 3, { senderId: ME, recipientId: THEM })];
    expect(unreadFor(list, ME)).toEqual(['a']);
    const many = Array.from({ length: 250 }, (_, index) => message(`m${index}`, 1));
    expect(unreadFor(many, ME)).toHaveLength(200);
  });
});
