import { Migration } from '@mikro-orm/migrations';

/** The per-user send limit counts the sender's own messages of the last minute (one index range, no extra table). */
export class MessagingSenderWindow extends Migration {
  override name = '2026112410-messaging-sender-window';

  override up(): void {
    this.addSql('create index messaging_messages_sender_recent_idx on messaging_messages (sender_id, sent_at)');
  }

  override down(): void {
    this.addSql('drop index messaging_messages_sender_recent_idx');
  }
}
