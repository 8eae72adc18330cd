import type { ChatMessage, Conversation } from '../api/types';

/** Spec section 7, server -> client (the JSON documented beside src/shared/realtime.ts). */
export type ServerFrame =
  | { type: 'NEW_MESSAGE'; message: ChatMessage }
  | { type: 'READ_RECEIPT'; messageId: string; bookingId: string; readAt: string }
  | { type: 'USER_TYPING'; senderId: string; isTyping: boolean; timestamp: number }
  | { type: 'UNREAD_COUNT_UPDATE'; count: number }
  | { type: 'CONVERSATIONS_UPDATE'; conversations: Conversation[] }
  | { type: 'PONG'; timestamp: number }
  | { type: 'ERROR'; code: string; message: string };

/** Spec section 7, client -> server. */
export type ClientFrame =
  | { type: 'PING'; timestamp: number }
  | { type: 'USER_TYPING'; recipientId: string; isTyping: boolean; timestamp: number }
  | { type: 'READ_RECEIPT'; messageId: string; timestamp: number }
  | { type: 'REQUEST_UNREAD_COUNT' }
  | { type: 'REQUEST_CONVERSATIONS' };

const SERVER_TYPES: ReadonlySet<string> = new Set([
  'NEW_MESSAGE',
  'READ_RECEIPT',
  'USER_TYPING',
  'UNREAD_COUNT_UPDATE',
  'CONVERSATIONS_UPDATE',
  'PONG',
  'ERROR',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the envelope and the fields each screen reads; anything else is a parse failure.
 * The server is trusted for the inner shapes of messages and conversations (its contract).
 */
export function parseServerFrame(raw: unknown): ServerFrame | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.type !== 'string' || !SERVER_TYPES.has(value.type)) return null;
  switch (value.type) {
    case 'NEW_MESSAGE':
      return isRecord(value.message) && typeof value.message.uuidId === 'string' ? (value as unknown as ServerFrame) : null;
    case 'READ_RECEIPT':
      return typeof value.messageId === 'string' && typeof value.readAt === 'string' ? (value as unknown as ServerFrame) : null;
    case 'USER_TYPING':
      return typeof value.senderId === 'string' && typeof value.isTyping === 'boolean' ? (value as unknown as ServerFrame) : null;
    case 'UNREAD_COUNT_UPDATE':
      return typeof value.count === 'number' ? (value as unknown as ServerFrame) : null;
    case 'CONVERSATIONS_UPDATE':
      return Array.isArray(value.conversations) ? (value as unknown as ServerFrame) : null;
    default:
      return value as unknown as ServerFrame;
  }
}
