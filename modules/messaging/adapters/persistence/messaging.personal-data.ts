import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';
import type { Accounts } from '../../application/ports.js';

/**
 * A person's conversations for their data export: per conversation (a visit, or the visits of a series,
 * issue #42), the other party's name and the messages this person wrote, each with the visit it is about. The other party's messages stay out: they are that person's words (their own data,
 * in their own export), and a conversation is still readable in the app until its retention period ends.
 */
export const messagingPersonalData =
  (em: () => EntityManager, accounts: Pick<Accounts, 'findMany'>) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const [preferences] = await em().execute<object[]>('select email_enabled, frequency, booking_reminders, review_emails, updated_at from messaging_preferences where user_id = ?', [subject.userId]);
    // bookingId: the conversation's first visit (a single visit's conversation has only that one).
    const parties = await em().execute<{ conversation_id: string; other_id: string; booking_id: string; booking_ids: string[] }[]>(
      `select conversation_id, other_id, (array_agg(booking_id order by seq))[1] as booking_id, array_agg(distinct booking_id::text) as booking_ids
         from (select conversation_id, booking_id, seq, case when sender_id = ? then recipient_id else sender_id end as other_id
                 from messaging_messages where sender_id = ? or recipient_id = ?) m
        group by conversation_id, other_id`,
      [subject.userId, subject.userId, subject.userId],
    );
    const mine = await em().execute<{ conversation_id: string; recipient_id: string; booking_id: string; id: string; text: string; sent_at: Date | string }[]>(
      'select conversation_id, recipient_id, booking_id, id, text, sent_at from messaging_messages where sender_id = ? order by seq',
      [subject.userId],
    );
    const names = new Map((await accounts.findMany([...new Set(parties.map((p) => p.other_id))])).map((a) => [a.id, a.name]));
    const conversations = parties
      .map((p) => ({
        bookingId: p.booking_id,
        conversationId: p.conversation_id,
        visitIds: [...p.booking_ids].sort(),
        otherPartyName: names.get(p.other_id) ?? null,
        myMessages: mine
          .filter((m) => m.conversation_id === p.conversation_id && m.recipient_id === p.other_id)
          .map(({ conversation_id: _c, recipient_id: _r, ...m }) => exportRow(m)),
      }))
      .sort((a, b) => String(a.myMessages[0]?.sentAt ?? '').localeCompare(String(b.myMessages[0]?.sentAt ?? '')));
    return { data: { notificationPreferences: preferences ? exportRow(preferences) : null, conversations }, files: [] };
  };
