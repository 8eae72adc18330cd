import { Migration } from '@mikro-orm/migrations';

/**
 * One conversation per series (issue #42, docs/decisions.md "One conversation per series"): each message
 * gets its conversation's key, the visit's series when it has one, else the visit itself; booking_id stays
 * the visit it is about. Messages already written join their series' conversation here, once, from the
 * booking module's rows (a series id never changes after the request); a message whose booking is gone
 * keeps a conversation of its own. The instant-email throttle is per conversation from now on.
 */
export class MessagingSeriesConversations extends Migration {
  override name = '2026121010-messaging-series-conversations';

  override up(): void {
    this.addSql('alter table messaging_messages add column conversation_id uuid');
    this.addSql('update messaging_messages m set conversation_id = coalesce((select b.series_id from bookings b where b.id = m.booking_id), m.booking_id)');
    this.addSql('alter table messaging_messages alter column conversation_id set not null');
    this.addSql('create index messaging_messages_conversation_idx on messaging_messages (conversation_id, seq desc)');
    this.addSql('drop index messaging_messages_unread_idx');
    this.addSql('create index messaging_messages_unread_idx on messaging_messages (recipient_id, conversation_id) where read_at is null');
    // Marks of a series' visits were per visit: they only throttle for a few minutes, so they stay as they are.
    this.addSql('alter table messaging_instant_notices rename column booking_id to conversation_id');
  }

  override down(): void {
    this.addSql('alter table messaging_instant_notices rename column conversation_id to booking_id');
    this.addSql('drop index messaging_messages_unread_idx');
    this.addSql('create index messaging_messages_unread_idx on messaging_messages (recipient_id, booking_id) where read_at is null');
    this.addSql('drop index messaging_messages_conversation_idx');
    this.addSql('alter table messaging_messages drop column conversation_id');
  }
}
