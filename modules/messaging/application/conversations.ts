import type { ResponsiveImageView } from '../../../src/shared/image-variants.js';
import type { ChatMessageFrame } from '../../../src/shared/realtime.js';
import type { Message, Presence } from '../domain/message.js';
import { otherParty } from './access.js';
import type { ConversationFacts, MessagingDeps } from './ports.js';
import { presenceOf } from './presence.js';

/** The contract's ChatMessage (and the socket's NEW_MESSAGE payload). */
export type ChatMessageDto = ChatMessageFrame;

/** The contract's Conversation, as GET /api/messages/conversations and CONVERSATIONS_UPDATE carry it. */
export interface ConversationDto {
  bookingId: string;
  booking: { status: string; date: string; time: string; cleaningType: string };
  counterpart: { id: string; name: string; profilePic: string | null; profilePicImage: ResponsiveImageView | null; role: 'client' | 'cleaner'; presence: Presence };
  lastMessage: ChatMessageDto | null;
  unreadCount: number;
  canSend: boolean;
}

export const presentMessage = (m: Message): ChatMessageDto => ({
  uuidId: m.id,
  bookingUuid: m.bookingId,
  clientMessageId: m.clientMessageId,
  senderId: m.senderId,
  recipientId: m.recipientId,
  text: m.text,
  sentAt: m.sentAt.toISOString(),
  readAt: m.readAt ? m.readAt.toISOString() : null,
});

/** Cleaners among these ids with a booking in progress right now (presence "busy"). */
async function cleanersAtWork(deps: MessagingDeps, cleanerIds: string[]): Promise<Set<string>> {
  return new Set(await deps.bookings.cleanersAtWork(cleanerIds));
}

/**
 * The user's conversations, latest activity first: by last message, then conversations without
 * messages yet by visit date (most recent first, as the booking module lists them).
 */
export async function conversationsOf(deps: MessagingDeps, userId: string, facts: ConversationFacts[]): Promise<ConversationDto[]> {
  if (!facts.length) return [];
  const counterpartIds = [...new Set(facts.map((f) => otherParty(f, userId)))];
  const cleanerIds = [...new Set(facts.filter((f) => f.cleanerId !== userId).map((f) => f.cleanerId))];
  const [stats, accounts, atWork] = await Promise.all([deps.messages.stats(userId, facts.map((f) => f.bookingId)), deps.accounts.findMany(counterpartIds), cleanersAtWork(deps, cleanerIds)]);
  const presence = await presenceOf(deps, counterpartIds, atWork);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const list = facts.map((f, index) => {
    const otherId = otherParty(f, userId);
    const account = byId.get(otherId);
    const s = stats.get(f.bookingId);
    const dto: ConversationDto = {
      bookingId: f.bookingId,
      booking: { status: f.status, date: f.date, time: f.time, cleaningType: f.cleaningType },
      counterpart: { id: otherId, name: account?.name ?? '—', profilePic: account?.profilePic ?? null, profilePicImage: account?.profilePicImage ?? null, role: otherId === f.cleanerId ? 'cleaner' : 'client', presence: presence.get(otherId) ?? 'offline' },
      lastMessage: s?.last ? presentMessage(s.last) : null,
      unreadCount: s?.unread ?? 0,
      canSend: f.open,
    };
    return { dto, index, at: s?.last?.sentAt.getTime() ?? null };
  });
  list.sort((a, b) => (a.at !== null && b.at !== null ? b.at - a.at : a.at !== null ? -1 : b.at !== null ? 1 : a.index - b.index));
  return list.map((l) => l.dto);
}

export const listConversations = (deps: MessagingDeps) => async (userId: string) => conversationsOf(deps, userId, await deps.bookings.conversationBookings(userId));
