import type { Clock } from '../../../src/shared/clock.js';
import type { ResponsiveImageView } from '../../../src/shared/image-variants.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import type { RealtimeBus } from '../../../src/shared/realtime.js';
import type { ConversationScope } from '../domain/conversation.js';
import type { Frequency, Message, NotificationPreferences } from '../domain/message.js';

/** What messaging needs to know of a booking (the booking module answers). */
export interface ConversationFacts {
  bookingId: string;
  /** The visit's series (null: a single visit); a series' visits share one conversation. */
  seriesId: string | null;
  clientId: string;
  cleanerId: string;
  status: string;
  date: string;
  time: string;
  startsAt: Date;
  cleaningType: string;
  /** Messages may be sent (confirmed or in progress); otherwise the conversation is read only. */
  open: boolean;
}

export interface Bookings {
  participants(bookingId: string): Promise<ConversationFacts | null>;
  /** Every booking of this user that was accepted at some point (a series' visits make one conversation). */
  conversationBookings(userId: string): Promise<ConversationFacts[]>;
  /** Every visit of the series, whatever its state (read fresh: a visit's state may have changed since its own facts were kept). */
  seriesConversationFacts(seriesId: string): Promise<ConversationFacts[]>;
  /** Of these cleaners, those with a visit in progress now (presence "busy"). */
  cleanersAtWork(cleanerIds: string[]): Promise<string[]>;
  /** When each of these visits ended (retention); unknown bookings are left out. */
  visitEnds(bookingIds: string[]): Promise<Map<string, Date>>;
}

/**
 * Changes to bookings' conversation facts, from any instance or plain SQL (the booking module's
 * notifications): what lets an instance keep facts between messages without ever using stale ones.
 */
export interface ConversationChanges {
  /** Calls back with the id of a booking whose facts changed, or `*` for every booking. */
  subscribe(onChanged: (bookingId: string) => void): void;
  /** Calls back when changes may have been missed (the listening connection came back). */
  onReset(then: () => void): void;
  /** Resolves once every change committed before the call was called back; rejects when that cannot be known. */
  heard(): Promise<void>;
}

export interface Account {
  id: string;
  name: string;
  email: string;
  locale: Locale;
  profilePic: string | null;
  /** The picture with its AVIF/WebP variants (identity's view); null without a picture. */
  profilePicImage: ResponsiveImageView | null;
  active: boolean;
}

export interface Accounts {
  find(id: string): Promise<Account | null>;
  findMany(ids: string[]): Promise<Account[]>;
}

export interface ConversationStats {
  last: Message | null;
  unread: number;
}

export type { ConversationScope } from '../domain/conversation.js';

/** A sliding window over the sender's own stored messages (the per-user send limit, shared by every instance). */
export interface SendLimit {
  max: number;
  since: Date;
}

/**
 * Integrators' message.created (issue #25), written by the message's own insert statement, so that
 * sending a message costs no statement more (src/flows/integration-flows.ts builds it).
 */
export interface MessageAnnouncement {
  /**
   * `announced as (insert ... returning id, key, owner_ids)`: a CTE over `stored` (the inserted rows, one
   * or several), writing at most one row per message, keyed by the message's id (`key`).
   */
  cte: string;
  /** The statement wrote the row (committed with the message) for these parties: run its step. */
  written(rowId: string, message: Message, ownerIds: string[]): Promise<void>;
}

/**
 * A push notification of the message to its recipient's devices (issue #34), written by the message's
 * own insert statement when the recipient had no live connection (the instant email's rule), so that
 * sending a message costs no statement more (src/flows/push-flow.ts builds it).
 */
export interface MessagePush {
  /**
   * `pushed as (insert ... returning id, message_id)`: a CTE over `offline` (the stored messages whose
   * recipient had no connection seen since the send's `connectedSince`), at most one row per message.
   */
  cte: string;
  /** The statement wrote the push's row (committed with the message): run its step. */
  written(rowId: string, message: Message): Promise<void>;
}

/**
 * `announced`: the message.created row the statement wrote, and for which parties (null: neither uses integrations).
 * `pushRowId`: the push notification's row it wrote (null: the recipient was connected, has no device or turned messages off).
 */
export type InsertOutcome =
  | { outcome: 'created'; message: Message; instantEmailDue: boolean; announced: { rowId: string; ownerIds: string[] } | null; pushRowId: string | null }
  | { outcome: 'duplicate'; message: Message }
  | { outcome: 'limited'; oldestSentAt: Date };

export interface MessageRepository {
  /**
   * Stores the message in one statement unless this sender already used its clientMessageId
   * (`duplicate`: the stored one) or already sent `limit.max` messages since `limit.since` (`limited`,
   * with when the oldest of those leaves the window's start). The same statement answers whether the
   * recipient wants an instant email now (instant emails on, no connection seen since `connectedSince`):
   * every send asks, so it costs no statement of its own.
   */
  insert(message: Message, limit: SendLimit, connectedSince: Date): Promise<InsertOutcome>;
  findByClientId(senderId: string, clientMessageId: string): Promise<Message | null>;
  /** Up to `limit` messages of the conversation sent before `beforeId` (all when null), newest last; null when beforeId is not in it. */
  page(scope: ConversationScope, beforeId: string | null, limit: number): Promise<{ messages: Message[]; hasMore: boolean } | null>;
  /** Marks read what this recipient received in the conversation (these ids, or all); answers the rows changed now. */
  markRead(recipientId: string, scope: ConversationScope, ids: string[] | null, at: Date): Promise<Message[]>;
  markOneRead(recipientId: string, messageId: string, at: Date): Promise<Message | null>;
  unreadCount(userId: string): Promise<number>;
  /** Every message of a booking, both ways (a card dispute's evidence tells that they talked). */
  countOfBooking(bookingId: string): Promise<number>;
  /** Unread counts of several recipients at once; those with none are missing. */
  unreadCounts(userIds: string[]): Promise<Map<string, number>>;
  /** Per conversation (by scopeKey): its last message and what this user has not read in it. */
  stats(userId: string, scopes: ConversationScope[]): Promise<Map<string, ConversationStats>>;
  markNotified(ids: string[], at: Date): Promise<void>;
  /** Unread, not yet notified messages of users with this digest frequency, locked (SKIP LOCKED) until the transaction ends. */
  lockDigestBatch(frequency: Exclude<Frequency, 'instant'>, before: Date, limit: number): Promise<Message[]>;
  /**
   * Records an instant email for this conversation unless one was sent less than `windowMinutes`
   * ago; answers whether this caller may send it (atomic, so two senders never both do).
   */
  claimInstantNotice(recipientId: string, conversationId: string, at: Date, windowMinutes: number): Promise<boolean>;
  /** Up to `limit` bookings, in id order after `afterBookingId`, with a message sent before `before` (retention's candidates). */
  bookingsWithMessagesBefore(before: Date, afterBookingId: string | null, limit: number): Promise<string[]>;
  /** Deletes every message about these visits; answers how many messages. */
  deleteConversations(bookingIds: string[]): Promise<number>;
  /** Forgets the instant-email marks older than `before` (a mark only matters for a few minutes). */
  forgetInstantNoticesBefore(before: Date): Promise<void>;
}

export interface PreferencesRepository {
  get(userId: string): Promise<NotificationPreferences>;
  put(userId: string, preferences: NotificationPreferences, at: Date): Promise<void>;
}

export interface LiveUser {
  userId: string;
  lastActiveAt: Date;
}

export interface PresenceRepository {
  connect(connection: { id: string; userId: string; instanceId: string }, at: Date): Promise<void>;
  /** Forgets the connection; answers its user (null when unknown). */
  disconnect(connectionId: string): Promise<string | null>;
  heartbeat(connectionIds: string[], activeUserIds: string[], at: Date): Promise<void>;
  /** Users with a connection seen since `since`, with their latest activity. */
  live(userIds: string[], since: Date): Promise<LiveUser[]>;
  forgetStale(before: Date): Promise<void>;
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface MessagingSettings {
  publicUrl: string;
  /** Messages a user may send per minute (spec: a per-user rate limit). */
  sendsPerMinute: number;
  /** At most one instant email per conversation in this many minutes. */
  instantEmailWindowMinutes: number;
}

export interface MessagingDeps {
  messages: MessageRepository;
  preferences: PreferencesRepository;
  presence: PresenceRepository;
  tx: Transactor;
  bookings: Bookings;
  accounts: Accounts;
  mailer: Mailer;
  realtime: RealtimeBus;
  clock: Clock;
  newId: () => string;
  settings: MessagingSettings;
  onSideEffectError: (error: unknown) => void;
  /** Integrators' message.created; none when left out. */
  announcement?: MessageAnnouncement;
  /** Push notifications of messages to recipients who are not connected; none when left out. */
  push?: MessagePush;
}
