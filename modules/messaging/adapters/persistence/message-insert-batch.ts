import type { PreparedStatement } from '../../../../src/shared/prepared-sql.js';
import { OverloadedError } from '../../../../src/shared/overloaded.js';

/** A stored message's row (MESSAGE_COLUMNS). */
export interface MessageRow {
  id: string;
  booking_id: string;
  conversation_id: string;
  sender_id: string;
  recipient_id: string;
  client_message_id: string;
  text: string;
  sent_at: Date | string;
  read_at: Date | string | null;
}

/** One message to store (dates as JSON carries them), with what its statement checks (the sender's window, the recipient's presence). */
export interface PendingInsert extends Omit<MessageRow, 'sent_at' | 'read_at'> {
  sent_at: string;
  /** The send window: stored only if the sender sent fewer than `max` messages after `since`. */
  since: string;
  max: number;
  /** An instant email is due unless the recipient was seen connected after this. */
  connected_since: string;
}

export const MESSAGE_COLUMNS = 'id, booking_id, conversation_id, sender_id, recipient_id, client_message_id, text, sent_at, read_at';

/**
 * The messages of a batch in one statement ($1: a JSON array of PendingInsert; $2, $3: the default
 * preferences). A row comes back for each message stored; none for a duplicate clientMessageId or a
 * sender over the window. The window counts at most `max` rows (index messaging_messages_sender_recent_idx)
 * and sees only what was committed before the statement: a batch never holds two messages of one
 * sender (MessageInsertBatcher), so only sends at the very same instant may both pass at max - 1
 * (docs/decisions.md, "Messaging"). `announcement`: integrators' message.created CTE over `stored`;
 * `push`: the push notification's CTE over `offline` (MessagePush), the recipients without a live connection.
 */
export function messageInsertStatement(announcement: string | null, push: string | null = null): PreparedStatement {
  const offline = `offline as (
             select stored.* from stored join given g on g.id = stored.id
              where not exists (select 1 from messaging_presence c where c.user_id = stored.recipient_id and c.last_seen_at > g.connected_since))`;
  return {
    name: `messaging.insert_messages${announcement ? '_announced' : ''}${push ? '_pushed' : ''}`,
    text: `with given as (
             select * from jsonb_to_recordset($1::jsonb) as g(id uuid, booking_id uuid, conversation_id uuid, sender_id uuid, recipient_id uuid, client_message_id uuid,
                                                              text text, sent_at timestamptz, since timestamptz, max int, connected_since timestamptz)),
           stored as (
             insert into messaging_messages (id, booking_id, conversation_id, sender_id, recipient_id, client_message_id, text, sent_at)
             select g.id, g.booking_id, g.conversation_id, g.sender_id, g.recipient_id, g.client_message_id, g.text, g.sent_at from given g
              where (select count(*) from (select 1 from messaging_messages m where m.sender_id = g.sender_id and m.sent_at > g.since limit g.max) recent) < g.max
             on conflict (sender_id, client_message_id) do nothing returning ${MESSAGE_COLUMNS})${announcement ? `, ${announcement}` : ''}${push ? `, ${offline}, ${push}` : ''}
           select stored.*, coalesce(p.email_enabled, $2) and coalesce(p.frequency, $3) = 'instant'
                  and not exists (select 1 from messaging_presence c where c.user_id = stored.recipient_id and c.last_seen_at > g.connected_since) as instant_email_due
                  ${announcement ? ', a.id as announce_row_id, a.owner_ids as announced_to' : ''}${push ? ', pu.id as push_row_id' : ''}
             from stored join given g on g.id = stored.id
             left join messaging_preferences p on p.user_id = stored.recipient_id
             ${announcement ? 'left join announced a on a.key = stored.id::text' : ''}
             ${push ? 'left join pushed pu on pu.message_id = stored.id' : ''}`,
  };
}

/** What a refused send is asked to wait: the statements ahead of it are long done by then. */
const OVERLOADED_RETRY_SECONDS = 2;

interface Waiting<R> {
  item: PendingInsert;
  resolve(row: R | null): void;
  reject(error: unknown): void;
}

/**
 * Sends that arrive while earlier ones are being written go together in the next statement (issue
 * #24): at a thousand messages a second, writing each alone cost a round trip, a socket write on
 * both sides and a commit per message. Alone, a send is written at once (at most `inFlight`
 * statements run together, so nothing waits while the database is idle). A batch holds at most one
 * message per sender (the send window counts committed rows) and at most `maxBatch` messages. A
 * failed batch is written again one message at a time, so one bad message fails only its own send.
 *
 * Sends beyond what the next statements can carry (`maxWaiting`, by default two rounds of `inFlight`
 * full batches) are refused at once with OverloadedError (503 with Retry-After, issue #37) rather than
 * queued: a queue longer than the database's pace only makes every sender wait longer, until clients
 * time out.
 */
export class MessageInsertBatcher<R extends { id: string }> {
  private readonly queue: Waiting<R>[] = [];
  private running = 0;

  constructor(
    private readonly write: (items: PendingInsert[]) => Promise<R[]>,
    private readonly options: { inFlight: number; maxBatch: number; maxWaiting?: number } = { inFlight: 2, maxBatch: 64 },
  ) {}

  insert(item: PendingInsert): Promise<R | null> {
    if (this.queue.length >= (this.options.maxWaiting ?? 2 * this.options.inFlight * this.options.maxBatch)) {
      return Promise.reject(new OverloadedError(OVERLOADED_RETRY_SECONDS, 'message sends'));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.options.inFlight && this.queue.length) {
      const batch = this.take();
      this.running += 1;
      void this.run(batch).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  /** The oldest waiting sends, one per sender; the others keep their place for the next batch. */
  private take(): Waiting<R>[] {
    const senders = new Set<string>();
    const batch: Waiting<R>[] = [];
    for (let i = 0; i < this.queue.length && batch.length < this.options.maxBatch; ) {
      const waiting = this.queue[i]!;
      if (senders.has(waiting.item.sender_id)) {
        i++;
        continue;
      }
      senders.add(waiting.item.sender_id);
      batch.push(waiting);
      this.queue.splice(i, 1);
    }
    return batch;
  }

  private async run(batch: Waiting<R>[]): Promise<void> {
    try {
      const rows = await this.write(batch.map((w) => w.item));
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const w of batch) w.resolve(byId.get(w.item.id) ?? null);
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(batch.map((w) => this.run([w])));
    }
  }
}
