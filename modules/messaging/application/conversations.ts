import type { ResponsiveImageView } from '../../../src/shared/image-variants.js';
import type { ChatMessageFrame } from '../../../src/shared/realtime.js';
import type { Message, Presence } from '../domain/message.js';
import { conversationIdOf, leadVisit, scopeKey, scopeOf } from '../domain/conversation.js';
import { otherParty } from './access.js';
import type { ConversationFacts, MessagingDeps } from './ports.js';
import { presenceOf } from './presence.js';

/** The contract's ChatMessage (and the socket's NEW_MESSAGE payload). */
export type ChatMessageDto = ChatMessageFrame;

/** One visit of a conversation (a series' conversation has several): what its marker in the thread says. */
export interface ConversationVisitDto {
  bookingId: string;
  status: string;
  date: string;
  time: string;
}

/** The contract's Conversation, as GET /api/messages/conversations and CONVERSATIONS_UPDATE carry it. */
export interface ConversationDto {
  /** The visit the entry stands for: its header and where a message goes (a series' open visit that starts first). */
  bookingId: string;
  /** The series' id for a series' conversation, else the booking's (ChatMessage.conversationId). */
  conversationId: string;
  seriesId: string | null;
  booking: { status: string; date: string; time: string; cleaningType: string };
  /** The conversation's visits, in date order (one for a single visit). */
  visits: ConversationVisitDto[];
  counterpart: { id: string; name: string; profilePic: string | null; profilePicImage: ResponsiveImageView | null; role: 'client' | 'cleaner'; presence: Presence };
  lastMessage: ChatMessageDto | null;
  /** Summed over the conversation's visits. */
  unreadCount: number;
  /** While one of its visits is confirmed or in progress. */
  canSend: boolean;
}

/** A conversation as listed: the visit it stands for, and its visits. */
export interface ConversationEntry {
  lead: ConversationFacts;
  visits: ConversationFacts[];
}

export const presentMessage = (m: Message): ChatMessageDto => ({
  uuidId: m.id,
  bookingUuid: m.bookingId,
  conversationId: m.conversationId,
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

const visitOf = (f: ConversationFacts): ConversationVisitDto => ({ bookingId: f.bookingId, status: f.status, date: f.date, time: f.time });
const byStart = (a: ConversationFacts, b: ConversationFacts) => a.startsAt.getTime() - b.startsAt.getTime() || (a.bookingId < b.bookingId ? -1 : 1);

/**
 * The user's conversations, latest activity first: by last message, then conversations without
 * messages yet in the order given (most recent visit first, as the booking module lists them).
 */
export async function conversationsOf(deps: MessagingDeps, userId: string, entries: ConversationEntry[]): Promise<ConversationDto[]> {
  if (!entries.length) return [];
  const counterpartIds = [...new Set(entries.map((e) => otherParty(e.lead, userId)))];
  const cleanerIds = [...new Set(entries.filter((e) => e.lead.cleanerId !== userId).map((e) => e.lead.cleanerId))];
  const scopes = entries.map((e) => scopeOf(e.lead));
  const [stats, accounts, atWork] = await Promise.all([deps.messages.stats(userId, scopes), deps.accounts.findMany(counterpartIds), cleanersAtWork(deps, cleanerIds)]);
  const presence = await presenceOf(deps, counterpartIds, atWork);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const list = entries.map(({ lead: f, visits }, index) => {
    const otherId = otherParty(f, userId);
    const account = byId.get(otherId);
    const s = stats.get(scopeKey(scopes[index]!));
    const dto: ConversationDto = {
      bookingId: f.bookingId,
      conversationId: conversationIdOf(f),
      seriesId: f.seriesId,
      booking: { status: f.status, date: f.date, time: f.time, cleaningType: f.cleaningType },
      visits: [...visits].sort(byStart).map(visitOf),
      counterpart: { id: otherId, name: account?.name ?? '—', profilePic: account?.profilePic ?? null, profilePicImage: account?.profilePicImage ?? null, role: otherId === f.cleanerId ? 'cleaner' : 'client', presence: presence.get(otherId) ?? 'offline' },
      lastMessage: s?.last ? presentMessage(s.last) : null,
      unreadCount: s?.unread ?? 0,
      canSend: visits.some((v) => v.open),
    };
    return { dto, index, at: s?.last?.sentAt.getTime() ?? null };
  });
  list.sort((a, b) => (a.at !== null && b.at !== null ? b.at - a.at : a.at !== null ? -1 : b.at !== null ? 1 : a.index - b.index));
  return list.map((l) => l.dto);
}

/** The user's visits grouped by conversation (a series' visits with the same two parties make one), in the order given. */
export function groupConversations(facts: ConversationFacts[]): ConversationEntry[] {
  const groups = new Map<string, ConversationFacts[]>();
  for (const f of facts) {
    const key = scopeKey(scopeOf(f));
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.values()].map((visits) => ({ lead: leadVisit(visits), visits }));
}

export const listConversations = (deps: MessagingDeps) => async (userId: string) => conversationsOf(deps, userId, groupConversations(await deps.bookings.conversationBookings(userId)));
