import { describe, expect, it } from 'vitest';
import type { ServerFrame } from '../shared/realtime.js';
import { readClientFrame, serverFrameErrors } from './frames.js';

const id = '6f1c1c1e-1f7a-4d2b-9a3e-1c2b3d4e5f60';

describe('client frames (asyncapi.yaml)', () => {
  it.each([
    { type: 'PING' },
    { type: 'PING', timestamp: 1_700_000_000_000 },
    { type: 'USER_TYPING', recipientId: id, isTyping: false, timestamp: 1 },
    { type: 'READ_RECEIPT', messageId: id, timestamp: 1 },
    { type: 'REQUEST_UNREAD_COUNT' },
    { type: 'REQUEST_CONVERSATIONS' },
  ])('accepts $type', (frame) => {
    expect(readClientFrame(JSON.stringify(frame))).toEqual({ ok: true, frame });
  });

  it.each([
    ['{', 'realtime.invalid_json'],
    ['', 'realtime.invalid_json'],
    ['null', 'realtime.invalid_frame'],
    ['"PING"', 'realtime.invalid_frame'],
    ['[{"type":"PING"}]', 'realtime.invalid_frame'],
    ['{}', 'realtime.unknown_type'],
    ['{"type":"NEW_MESSAGE"}', 'realtime.unknown_type'],
    ['{"type":"PONG","timestamp":1}', 'realtime.unknown_type'],
    ['{"type":"USER_TYPING","recipientId":"x","isTyping":true,"timestamp":1}', 'realtime.invalid_frame'],
    [`{"type":"USER_TYPING","recipientId":"${id}","timestamp":1}`, 'realtime.invalid_frame'],
    [`{"type":"READ_RECEIPT","messageId":"${id}","timestamp":-1}`, 'realtime.invalid_frame'],
    ['{"type":"PING","extra":true}', 'realtime.invalid_frame'],
  ])('refuses %s with %s', (text, code) => {
    expect(readClientFrame(text)).toMatchObject({ ok: false, code });
  });
});

describe('server frames (asyncapi.yaml)', () => {
  const message = { uuidId: id, bookingUuid: id, conversationId: id, clientMessageId: id, senderId: id, recipientId: id, text: 'Bonjour', sentAt: '2026-11-22T10:00:00.000Z', readAt: null };
  // One of each ServerFrame member: a type added to src/shared/realtime.ts without its schema fails here.
  const frames: Record<ServerFrame['type'], ServerFrame> = {
    NEW_MESSAGE: { type: 'NEW_MESSAGE', message },
    READ_RECEIPT: { type: 'READ_RECEIPT', messageId: id, bookingId: id, readAt: '2026-11-22T10:00:00.000Z' },
    USER_TYPING: { type: 'USER_TYPING', senderId: id, isTyping: true, timestamp: 1 },
    UNREAD_COUNT_UPDATE: { type: 'UNREAD_COUNT_UPDATE', count: 3 },
    CONVERSATIONS_UPDATE: { type: 'CONVERSATIONS_UPDATE', conversations: [] },
    PONG: { type: 'PONG', timestamp: 1 },
    ERROR: { type: 'ERROR', code: 'realtime.invalid_json', message: 'x' },
  };
  it.each(Object.values(frames))('documents $type', (frame) => {
    expect(serverFrameErrors(frame)).toBeNull();
  });

  it('holds chat objects to the REST contract', () => {
    expect(serverFrameErrors({ type: 'NEW_MESSAGE', message: { ...message, text: undefined } })).toMatch(/text/);
    expect(serverFrameErrors({ type: 'CONVERSATIONS_UPDATE', conversations: [{ bookingId: id }] })).toMatch(/required/);
    expect(serverFrameErrors({ type: 'UNREAD_COUNT_UPDATE', count: -1 })).not.toBeNull();
  });
});
