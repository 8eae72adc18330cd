/**
 * The realtime fan-out, in domain words. Modules publish; the gateway in src/realtime delivers each
 * event to the sockets of its recipients on every instance (PostgreSQL LISTEN/NOTIFY between
 * instances). The frames are the spec's socket protocol (section 7), documented in asyncapi.yaml.
 */
export interface ChatMessageFrame {
  uuidId: string;
  /** The visit the message is about. */
  bookingUuid: string;
  /** Its conversation: the visit's series, else the visit (one conversation per series, issue #42). */
  conversationId: string;
  clientMessageId: string;
  senderId: string;
  recipientId: string;
  text: string;
  sentAt: string;
  readAt: string | null;
}

export type ServerFrame =
  | { type: 'NEW_MESSAGE'; message: ChatMessageFrame }
  | { type: 'READ_RECEIPT'; messageId: string; bookingId: string; readAt: string }
  | { type: 'USER_TYPING'; senderId: string; isTyping: boolean; timestamp: number }
  | { type: 'UNREAD_COUNT_UPDATE'; count: number }
  | { type: 'CONVERSATIONS_UPDATE'; conversations: unknown[] }
  | { type: 'PONG'; timestamp: number }
  | { type: 'ERROR'; code: string; message: string };

export type RealtimeEvent =
  /** Deliver this frame as is to every socket of these users. */
  | { kind: 'frame'; to: string[]; frame: ServerFrame }
  /**
   * Something changed for these users: each gateway recomputes and sends their UNREAD_COUNT_UPDATE
   * (when `unread`: their count may have changed) and, to the sockets that asked for conversations,
   * CONVERSATIONS_UPDATE.
   */
  | { kind: 'refresh'; to: string[]; unread: boolean }
  /** Public search's read model changed: every instance forgets its cached search answers (modules/cleaners). */
  | { kind: 'search_changed' };

export interface RealtimeBus {
  /**
   * Resolves once the events are on their way to every instance (after the data they announce is
   * committed). Events published together travel together (one notification), in order.
   */
  publish(...events: RealtimeEvent[]): Promise<void>;
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
}
