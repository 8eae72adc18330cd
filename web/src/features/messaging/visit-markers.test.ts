import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './api/types';
import { holdsMessage, withVisitMarkers } from './visit-markers';

const message = (id: string, bookingUuid: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  uuidId: id,
  bookingUuid,
  conversationId: 'series',
  clientMessageId: `c-${id}`,
  senderId: 'them',
  recipientId: 'me',
  text: id,
  sentAt: '2026-12-03T15:00:00.000Z',
  readAt: null,
  ...over,
});
const visits = ['v1', 'v2', 'v3'].map((bookingId, i) => ({ bookingId, status: 'confirmed' as const, date: `2026-12-1${i}`, time: '10:00' }));

describe('visit markers', () => {
  it('names the visit above each run of messages about it in a series conversation', () => {
    const items = withVisitMarkers([message('a', 'v1'), message('b', 'v1'), message('c', 'v3'), message('d', 'v1')], { seriesId: 'series', visits });
    expect(items.map((item) => item.visit?.bookingId ?? null)).toEqual(['v1', null, 'v3', 'v1']);
  });

  it('names none in a single visit conversation', () => {
    expect(withVisitMarkers([message('a', 'v1')], { seriesId: null, visits: visits.slice(0, 1) }).map((item) => item.visit)).toEqual([null]);
  });

  it('holds only messages of its key between its two parties', () => {
    const conversation = { conversationId: 'series', counterpart: { id: 'them' } } as Parameters<typeof holdsMessage>[0];
    expect(holdsMessage(conversation, message('a', 'v1'))).toBe(true);
    expect(holdsMessage(conversation, message('b', 'v1', { senderId: 'someone else' }))).toBe(false);
    expect(holdsMessage(conversation, message('c', 'v1', { conversationId: 'other' }))).toBe(false);
  });
});
