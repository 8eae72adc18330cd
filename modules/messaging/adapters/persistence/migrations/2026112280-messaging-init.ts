import { Migration } from '@mikro-orm/migrations';

export class MessagingInit extends Migration {
  override name = '2026112280-messaging-init';

  override up(): void {
    // seq orders a conversation exactly (many messages can share a millisecond); ids stay UUIDs.
    this.addSql(`
      create table messaging_messages (
        id uuid primary key,
        seq bigserial not null,
        booking_id uuid not null,
        sender_id uuid not null,
        recipient_id uuid not null,
        client_message_id uuid not null,
        text text not null check (char_length(text) between 1 and 2000),
        sent_at timestamptz not null,
        read_at timestamptz,
        notified_at timestamptz,
        constraint messaging_messages_client_id_unique unique (sender_id, client_message_id)
      )`);
    this.addSql('create index messaging_messages_booking_idx on messaging_messages (booking_id, seq desc)');
    this.addSql('create index messaging_messages_unread_idx on messaging_messages (recipient_id, booking_id) where read_at is null');
    this.addSql('create index messaging_messages_digest_idx on messaging_messages (recipient_id, seq) where read_at is null and notified_at is null');
    this.addSql(`
      create table messaging_preferences (
        user_id uuid primary key,
        email_enabled boolean not null,
        frequency text not null check (frequency in ('instant', 'daily', 'weekly', 'monthly')),
        updated_at timestamptz not null
      )`);
    this.addSql('create index messaging_preferences_digest_idx on messaging_preferences (frequency) where email_enabled');
    // One row per open socket, on any instance; rows of a dead instance age out (last_seen_at).
    this.addSql(`
      create table messaging_presence (
        connection_id text primary key,
        user_id uuid not null,
        instance_id text not null,
        connected_at timestamptz not null,
        last_seen_at timestamptz not null,
        last_active_at timestamptz not null
      )`);
    this.addSql('create index messaging_presence_user_idx on messaging_presence (user_id, last_seen_at)');
    // The last instant email per conversation and recipient (at most one per window).
    this.addSql(`
      create table messaging_instant_notices (
        recipient_id uuid not null,
        booking_id uuid not null,
        sent_at timestamptz not null,
        primary key (recipient_id, booking_id)
      )`);
  }

  override down(): void {
    this.addSql('drop table messaging_instant_notices');
    this.addSql('drop table messaging_presence');
    this.addSql('drop table messaging_preferences');
    this.addSql('drop table messaging_messages');
  }
}
