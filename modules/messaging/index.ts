import type { PersonalDataEraser } from '../../src/shared/personal-data-erasure.js';
import { messagingErasure } from './adapters/persistence/messaging.erasure.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { Mailer } from '../../src/shared/mailer.js';
import type { RealtimeBus } from '../../src/shared/realtime.js';
import { newId } from '../../src/shared/ids.js';
import type { Accounts, Bookings, ConversationChanges, MessageAnnouncement, MessagePush, MessagingDeps } from './application/ports.js';
import { cachedParticipants } from './application/conversation-facts-cache.js';
import { PgMessageRepository, PgPreferencesRepository, PgPresenceRepository } from './adapters/persistence/messaging.repositories.js';
import { MessagingInit } from './adapters/persistence/migrations/2026112280-messaging-init.js';
import { MessagingSenderWindow } from './adapters/persistence/migrations/2026112410-messaging-sender-window.js';
import { MessagingRetention } from './adapters/persistence/migrations/2026112820-messaging-retention.js';
import { purgeOldConversations } from './application/purge-conversations.js';
import { messagingPersonalData } from './adapters/persistence/messaging.personal-data.js';
import type { PersonalDataSource } from '../../src/shared/personal-data.js';
import { messagingRouter } from './adapters/http/messaging.routes.js';
import { listConversations, type ConversationDto } from './application/conversations.js';
import { markMessageRead } from './application/read-messages.js';
import { presenceTracking } from './application/presence.js';
import { sendDigests } from './application/send-digests.js';
import { allowsEmail } from './application/preferences.js';
import type { OptionalEmailCategory } from '../../src/shared/email-preferences.js';
import { MessagingEmailCategories } from './adapters/persistence/migrations/2026120241-messaging-email-categories.js';
import { MessagingSeriesConversations } from './adapters/persistence/migrations/2026121010-messaging-series-conversations.js';
import type { Frequency } from './domain/message.js';

export type { ConversationDto, ChatMessageDto } from './application/conversations.js';
export type { ConversationChanges, ConversationFacts } from './application/ports.js';
export { findContactInfo } from './domain/contact-info.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const messagingPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026112280-messaging-init', class: MessagingInit },
    { name: '2026112410-messaging-sender-window', class: MessagingSenderWindow },
    { name: '2026112820-messaging-retention', class: MessagingRetention },
    { name: '2026120241-messaging-email-categories', class: MessagingEmailCategories },
    { name: '2026121010-messaging-series-conversations', class: MessagingSeriesConversations },
  ] satisfies MigrationObject[],
};

export type { MessageAnnouncement, MessagePush } from './application/ports.js';
export type { Message } from './domain/message.js';

export interface MessagingModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  mailer: Mailer;
  realtime: RealtimeBus;
  /** Identity's accounts (name, email, language, picture). */
  accounts: Accounts;
  /** The booking module: who the two parties are and whether the conversation is open. */
  bookings: Bookings;
  settings: { publicUrl: string; sendsPerMinute?: number; instantEmailWindowMinutes?: number };
  onSideEffectError: (error: unknown) => void;
  /** Integrators' message.created, written by the message's insert statement itself; none when left out. */
  announcement?: MessageAnnouncement;
  /** Push notifications to recipients who are not connected, written by the same statement; none when left out. */
  push?: MessagePush;
  /** The booking module's change announcements: with them, open conversations' facts are kept between messages. */
  conversationChanges?: ConversationChanges;
}

/** The messaging module's api, as the socket gateway (src/realtime) and the jobs use it. */
export interface MessagingApi {
  unreadCount(userId: string): Promise<number>;
  /** How many messages the two parties exchanged about this visit (a card dispute's evidence). */
  messageCount(bookingId: string): Promise<number>;
  /** Several users' unread counts in one query (users without unread messages may be missing). */
  unreadCounts(userIds: string[]): Promise<Map<string, number>>;
  /** Presented exactly as the contract's Conversation objects (same as GET /api/messages/conversations). */
  conversations(userId: string): Promise<ConversationDto[]>;
  /** A READ_RECEIPT frame from the socket: marks that message read if userId is its recipient (no-op otherwise); publishes the receipt to the sender and a refresh to the reader. */
  markRead(userId: string, messageId: string): Promise<void>;
  /** May userId send typing indicators to recipientId (they share a booking whose conversation is open)? */
  mayTalkTo(userId: string, recipientId: string): Promise<boolean>;
  presence: {
    connected(connection: { id: string; userId: string; instanceId: string }): Promise<void>;
    disconnected(connectionId: string): Promise<void>;
    /** Every ~30 s per instance: these connections are alive; `activeUserIds` sent a frame since the last beat. */
    heartbeat(connectionIds: string[], activeUserIds: string[]): Promise<void>;
  };
  /** Did this person leave this optional category of emails on (Mon compte, Notifications)? */
  allowsEmail(userId: string, category: OptionalEmailCategory): Promise<boolean>;
  /** The scheduled digest: emails each user with that frequency their unread, not yet notified messages, once; returns emails sent. */
  sendDigests(frequency: Exclude<Frequency, 'instant'>): Promise<number>;
  /** Retention job: deletes the conversations of visits that ended before `before` (about `limit` per call); answers how many. */
  purgeOldConversations(before: Date, limit: number): Promise<number>;
  /** The data export (portability): per conversation, the other party's name and the person's own messages. */
  personalData: PersonalDataSource;
  /** Account deletion: the person's conversations, preferences and connections are deleted. */
  erasePersonalData: PersonalDataEraser;
}

/** The send path's facts from the per-process cache; the lists (several bookings each) are read as before. */
const withKeptFacts = (bookings: Bookings, changes: ConversationChanges): Bookings => ({
  participants: cachedParticipants(bookings, changes).participants,
  conversationBookings: (userId) => bookings.conversationBookings(userId),
  seriesConversationFacts: (seriesId) => bookings.seriesConversationFacts(seriesId),
  cleanersAtWork: (ids) => bookings.cleanersAtWork(ids),
  visitEnds: (ids) => bookings.visitEnds(ids),
});

export function createMessagingModule(d: MessagingModuleDeps) {
  const deps: MessagingDeps = {
    messages: new PgMessageRepository(d.em, d.announcement?.cte ?? null, d.push?.cte ?? null),
    preferences: new PgPreferencesRepository(d.em),
    presence: new PgPresenceRepository(d.em),
    tx: new OrmTransactor(d.em),
    bookings: d.conversationChanges ? withKeptFacts(d.bookings, d.conversationChanges) : d.bookings,
    accounts: d.accounts,
    mailer: d.mailer,
    realtime: d.realtime,
    clock: d.clock,
    newId,
    settings: { publicUrl: d.settings.publicUrl, sendsPerMinute: d.settings.sendsPerMinute ?? 30, instantEmailWindowMinutes: d.settings.instantEmailWindowMinutes ?? 15 },
    onSideEffectError: d.onSideEffectError,
    ...(d.announcement ? { announcement: d.announcement } : {}),
    ...(d.push ? { push: d.push } : {}),
  };
  const api: MessagingApi = {
    unreadCount: (userId) => deps.messages.unreadCount(userId),
    messageCount: (bookingId) => deps.messages.countOfBooking(bookingId),
    unreadCounts: (userIds) => deps.messages.unreadCounts(userIds),
    conversations: listConversations(deps),
    markRead: markMessageRead(deps),
    mayTalkTo: async (userId, recipientId) =>
      userId !== recipientId && (await d.bookings.conversationBookings(userId)).some((f) => f.open && ((f.clientId === userId && f.cleanerId === recipientId) || (f.cleanerId === userId && f.clientId === recipientId))),
    presence: presenceTracking(deps),
    sendDigests: sendDigests(deps),
    allowsEmail: allowsEmail(deps),
    purgeOldConversations: purgeOldConversations(deps),
    personalData: messagingPersonalData(d.em, d.accounts),
    erasePersonalData: messagingErasure(d.em),
  };
  return { routers: [messagingRouter(deps)], api, deps };
}

export type MessagingModule = ReturnType<typeof createMessagingModule>;
