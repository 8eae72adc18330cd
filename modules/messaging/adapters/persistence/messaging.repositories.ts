import type { EntityManager } from '@mikro-orm/postgresql';
import { pooledRows, preparedRows, type PreparedStatement } from '../../../../src/shared/prepared-sql.js';
import { MESSAGE_COLUMNS as COLUMNS, MessageInsertBatcher, messageInsertStatement, type MessageRow, type PendingInsert } from './message-insert-batch.js';
import { DEFAULT_PREFERENCES, type Frequency, type Message, type NotificationPreferences } from '../../domain/message.js';
import type { ConversationScope, ConversationStats, InsertOutcome, LiveUser, MessageRepository, SendLimit, PreferencesRepository, PresenceRepository } from '../../application/ports.js';
import { sqlDate as date } from '../../../../src/shared/sql-values.js';
import { scopeKey } from '../../domain/conversation.js';

/** A stored message as the insert statement answers it. */
type InsertedRow = MessageRow & { instant_email_due: boolean; announce_row_id?: string | null; announced_to?: string[] | null; push_row_id?: string | null };
/** A PostgreSQL array literal: array bindings are otherwise expanded into lists by the query builder. */
const pgArray = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

const toMessage = (r: MessageRow): Message => ({
  id: r.id,
  bookingId: r.booking_id,
  conversationId: r.conversation_id,
  clientMessageId: r.client_message_id,
  senderId: r.sender_id,
  recipientId: r.recipient_id,
  text: r.text,
  sentAt: date(r.sent_at),
  readAt: r.read_at === null ? null : date(r.read_at),
});

// Every instance, every ~30 s, with all of its sockets (thousands of ids).
const PRESENCE_HEARTBEAT: PreparedStatement = {
  name: 'messaging.presence_heartbeat',
  text: `update messaging_presence set last_seen_at = $1, last_active_at = case when user_id = any($2::uuid[]) then $1 else last_active_at end
          where connection_id = any($3::text[])`,
};
const UNREAD_COUNTS: PreparedStatement = {
  name: 'messaging.unread_counts',
  text: 'select recipient_id, count(*) as n from messaging_messages where recipient_id = any($1::uuid[]) and read_at is null group by recipient_id',
};

/**
 * A conversation's messages: its key and its two parties, both ways (domain/conversation.ts); `m` is
 * messaging_messages. Parameters: conversation id, client, cleaner, cleaner, client.
 */
const IN_SCOPE = '(m.conversation_id = ? and ((m.sender_id = ? and m.recipient_id = ?) or (m.sender_id = ? and m.recipient_id = ?)))';
const scopeParams = (s: ConversationScope) => [s.conversationId, s.clientId, s.cleanerId, s.cleanerId, s.clientId];
/** Several conversations as rows of a statement (`scopes`), keyed by scopeKey. */
const SCOPES = `scopes as (select * from jsonb_to_recordset(?::jsonb) as s(key text, conversation_id uuid, client_id uuid, cleaner_id uuid))`;
const QUALIFIED_COLUMNS = COLUMNS.split(', ').map((c) => `m.${c}`).join(', ');
const scopesJson = (scopes: ConversationScope[]) =>
  JSON.stringify(scopes.map((s) => ({ key: scopeKey(s), conversation_id: s.conversationId, client_id: s.clientId, cleaner_id: s.cleanerId })));

/**
 * Plain SQL: the rules here are set operations (upserts, SKIP LOCKED batches, aggregates) that read
 * best as SQL. `em()` is the request's or the running transaction's entity manager.
 */
export class PgMessageRepository implements MessageRepository {
  private readonly insertStatement: PreparedStatement;
  private readonly batcher: MessageInsertBatcher<InsertedRow>;
  constructor(
    private readonly em: () => EntityManager,
    announcementCte: string | null = null,
    pushCte: string | null = null,
  ) {
    this.insertStatement = messageInsertStatement(announcementCte, pushCte);
    this.batcher = new MessageInsertBatcher((items) => pooledRows<InsertedRow>(this.em(), this.insertStatement, this.values(items)));
  }

  private rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  async insert(m: Message, limit: SendLimit, connectedSince: Date): Promise<InsertOutcome> {
    const item: PendingInsert = {
      id: m.id,
      booking_id: m.bookingId,
      conversation_id: m.conversationId,
      sender_id: m.senderId,
      recipient_id: m.recipientId,
      client_message_id: m.clientMessageId,
      text: m.text,
      sent_at: m.sentAt.toISOString(),
      since: limit.since.toISOString(),
      max: limit.max,
      connected_since: connectedSince.toISOString(),
    };
    const em = this.em();
    // Inside a transaction the message is written with it; otherwise with the sends arriving meanwhile.
    const row = em.isInTransaction() ? ((await preparedRows<InsertedRow>(em, this.insertStatement, this.values([item])))[0] ?? null) : await this.batcher.insert(item);
    if (row) {
      const announced = row.announce_row_id && row.announced_to ? { rowId: row.announce_row_id, ownerIds: row.announced_to } : null;
      return { outcome: 'created', message: toMessage(row), instantEmailDue: row.instant_email_due, announced, pushRowId: row.push_row_id ?? null };
    }
    const earlier = await this.findByClientId(m.senderId, m.clientMessageId);
    if (earlier) return { outcome: 'duplicate', message: earlier };
    // The newest `max` messages of the window: the window reopens when the oldest of them leaves it.
    const [window] = await this.rows<{ oldest: Date | string | null }>(
      'select min(sent_at) as oldest from (select sent_at from messaging_messages where sender_id = ? and sent_at > ? order by sent_at desc limit ?) recent',
      [m.senderId, limit.since, limit.max],
    );
    return { outcome: 'limited', oldestSentAt: window?.oldest ? date(window.oldest) : limit.since };
  }

  private values(items: PendingInsert[]): unknown[] {
    return [JSON.stringify(items), DEFAULT_PREFERENCES.emailEnabled, DEFAULT_PREFERENCES.frequency];
  }

  async findByClientId(senderId: string, clientMessageId: string) {
    const [row] = await this.rows<MessageRow>(`select ${COLUMNS} from messaging_messages where sender_id = ? and client_message_id = ?`, [senderId, clientMessageId]);
    return row ? toMessage(row) : null;
  }

  async page(scope: ConversationScope, beforeId: string | null, limit: number) {
    let beforeSeq: string | null = null;
    if (beforeId) {
      const [anchor] = await this.rows<{ seq: string }>(`select seq from messaging_messages m where m.id = ? and ${IN_SCOPE}`, [beforeId, ...scopeParams(scope)]);
      if (!anchor) return null;
      beforeSeq = anchor.seq;
    }
    const rows = await this.rows<MessageRow>(
      `select ${COLUMNS} from messaging_messages m where ${IN_SCOPE} ${beforeSeq ? 'and m.seq < ?' : ''} order by m.seq desc limit ?`,
      beforeSeq ? [...scopeParams(scope), beforeSeq, limit + 1] : [...scopeParams(scope), limit + 1],
    );
    return { messages: rows.slice(0, limit).reverse().map(toMessage), hasMore: rows.length > limit };
  }

  async markRead(recipientId: string, scope: ConversationScope, ids: string[] | null, at: Date) {
    const rows = await this.rows<MessageRow>(
      `update messaging_messages m set read_at = ? where m.recipient_id = ? and m.read_at is null and ${IN_SCOPE} ${ids ? 'and m.id = any(?::uuid[])' : ''} returning ${COLUMNS}, seq`,
      ids ? [at, recipientId, ...scopeParams(scope), pgArray(ids)] : [at, recipientId, ...scopeParams(scope)],
    );
    return rows.sort((a, b) => Number((a as unknown as { seq: string }).seq) - Number((b as unknown as { seq: string }).seq)).map(toMessage);
  }

  async markOneRead(recipientId: string, messageId: string, at: Date) {
    const [row] = await this.rows<MessageRow>(`update messaging_messages set read_at = ? where id = ? and recipient_id = ? and read_at is null returning ${COLUMNS}`, [at, messageId, recipientId]);
    return row ? toMessage(row) : null;
  }

  async unreadCount(userId: string) {
    const [row] = await this.rows<{ n: string }>('select count(*) as n from messaging_messages where recipient_id = ? and read_at is null', [userId]);
    return Number(row?.n ?? 0);
  }

  async countOfBooking(bookingId: string) {
    const [row] = await this.rows<{ n: string }>('select count(*) as n from messaging_messages where booking_id = ?', [bookingId]);
    return Number(row?.n ?? 0);
  }

  async unreadCounts(userIds: string[]) {
    if (!userIds.length) return new Map<string, number>();
    const rows = await preparedRows<{ recipient_id: string; n: string }>(this.em(), UNREAD_COUNTS, [userIds]);
    return new Map(rows.map((r) => [r.recipient_id, Number(r.n)]));
  }

  async stats(userId: string, scopes: ConversationScope[]) {
    const result = new Map<string, ConversationStats>();
    if (!scopes.length) return result;
    // The last message of each conversation from its index (conversation_id, seq desc), the pair of parties checked on the way.
    const last = await this.rows<MessageRow & { key: string }>(
      `with ${SCOPES}
       select s.key, l.* from scopes s cross join lateral (
         select ${QUALIFIED_COLUMNS} from messaging_messages m
          where m.conversation_id = s.conversation_id
            and ((m.sender_id = s.client_id and m.recipient_id = s.cleaner_id) or (m.sender_id = s.cleaner_id and m.recipient_id = s.client_id))
          order by m.seq desc limit 1) l`,
      [scopesJson(scopes)],
    );
    const unread = await this.rows<{ key: string; n: string }>(
      `with ${SCOPES}
       select s.key, count(*) as n from scopes s
         join messaging_messages m on m.recipient_id = ? and m.read_at is null and m.conversation_id = s.conversation_id and m.sender_id in (s.client_id, s.cleaner_id)
        group by s.key`,
      [scopesJson(scopes), userId],
    );
    for (const r of last) result.set(r.key, { last: toMessage(r), unread: 0 });
    for (const r of unread) result.set(r.key, { last: result.get(r.key)?.last ?? null, unread: Number(r.n) });
    return result;
  }

  async markNotified(ids: string[], at: Date) {
    if (ids.length) await this.em().execute('update messaging_messages set notified_at = ? where id = any(?::uuid[])', [at, pgArray(ids)]);
  }

  async lockDigestBatch(frequency: Exclude<Frequency, 'instant'>, before: Date, limit: number) {
    const rows = await this.rows<MessageRow>(
      `select ${QUALIFIED_COLUMNS} from messaging_messages m
       join messaging_preferences p on p.user_id = m.recipient_id and p.email_enabled and p.frequency = ?
       where m.read_at is null and m.notified_at is null and m.sent_at <= ?
       order by m.recipient_id, m.seq limit ? for update of m skip locked`,
      [frequency, before, limit],
    );
    return rows.map(toMessage);
  }

  async claimInstantNotice(recipientId: string, conversationId: string, at: Date, windowMinutes: number) {
    const rows = await this.rows<{ sent_at: Date }>(
      `insert into messaging_instant_notices (recipient_id, conversation_id, sent_at) values (?, ?, ?)
       on conflict (recipient_id, conversation_id) do update set sent_at = excluded.sent_at
       where messaging_instant_notices.sent_at <= excluded.sent_at - make_interval(mins => ?)
       returning sent_at`,
      [recipientId, conversationId, at, windowMinutes],
    );
    return rows.length > 0;
  }

  async bookingsWithMessagesBefore(before: Date, afterBookingId: string | null, limit: number) {
    const rows = await this.rows<{ booking_id: string }>(
      `select booking_id from messaging_messages where sent_at < ? and booking_id > ? group by booking_id order by booking_id limit ?`,
      [before, afterBookingId ?? '00000000-0000-0000-0000-000000000000', limit],
    );
    return rows.map((r) => r.booking_id);
  }

  async deleteConversations(bookingIds: string[]) {
    if (!bookingIds.length) return 0;
    const list = bookingIds.map(() => '?').join(', ');
    const rows = await this.rows<{ id: string }>(`delete from messaging_messages where booking_id in (${list}) returning id`, bookingIds);
    return rows.length;
  }

  async forgetInstantNoticesBefore(before: Date) {
    await this.rows('delete from messaging_instant_notices where sent_at < ?', [before]);
  }
}

export class PgPreferencesRepository implements PreferencesRepository {
  constructor(private readonly em: () => EntityManager) {}

  async get(userId: string): Promise<NotificationPreferences> {
    const [row] = await this.em().execute<{ email_enabled: boolean; frequency: Frequency; booking_reminders: boolean; review_emails: boolean }[]>(
      'select email_enabled, frequency, booking_reminders, review_emails from messaging_preferences where user_id = ?',
      [userId],
    );
    return row ? { emailEnabled: row.email_enabled, frequency: row.frequency, bookingReminders: row.booking_reminders, reviewEmails: row.review_emails } : { ...DEFAULT_PREFERENCES };
  }

  async put(userId: string, p: NotificationPreferences, at: Date) {
    await this.em().execute(
      `insert into messaging_preferences (user_id, email_enabled, frequency, booking_reminders, review_emails, updated_at) values (?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set email_enabled = excluded.email_enabled, frequency = excluded.frequency,
         booking_reminders = excluded.booking_reminders, review_emails = excluded.review_emails, updated_at = excluded.updated_at`,
      [userId, p.emailEnabled, p.frequency, p.bookingReminders, p.reviewEmails, at],
    );
  }
}

export class PgPresenceRepository implements PresenceRepository {
  constructor(private readonly em: () => EntityManager) {}

  async connect(c: { id: string; userId: string; instanceId: string }, at: Date) {
    await this.em().execute(
      `insert into messaging_presence (connection_id, user_id, instance_id, connected_at, last_seen_at, last_active_at) values (?, ?, ?, ?, ?, ?)
       on conflict (connection_id) do update set user_id = excluded.user_id, instance_id = excluded.instance_id, last_seen_at = excluded.last_seen_at, last_active_at = excluded.last_active_at`,
      [c.id, c.userId, c.instanceId, at, at, at],
    );
  }

  async disconnect(connectionId: string) {
    const [row] = await this.em().execute<{ user_id: string }[]>('delete from messaging_presence where connection_id = ? returning user_id', [connectionId]);
    return row?.user_id ?? null;
  }

  async heartbeat(connectionIds: string[], activeUserIds: string[], at: Date) {
    if (!connectionIds.length) return;
    await preparedRows(this.em(), PRESENCE_HEARTBEAT, [at, activeUserIds, connectionIds]);
  }

  async live(userIds: string[], since: Date): Promise<LiveUser[]> {
    if (!userIds.length) return [];
    const rows = await this.em().execute<{ user_id: string; last_active_at: Date | string }[]>(
      'select user_id, max(last_active_at) as last_active_at from messaging_presence where user_id = any(?::uuid[]) and last_seen_at > ? group by user_id',
      [pgArray(userIds), since],
    );
    return rows.map((r) => ({ userId: r.user_id, lastActiveAt: date(r.last_active_at) }));
  }

  async forgetStale(before: Date) {
    await this.em().execute('delete from messaging_presence where last_seen_at < ?', [before]);
  }
}
