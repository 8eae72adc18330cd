import { Migration } from '@mikro-orm/migrations';

/**
 * The daily retention run (docs/decisions.md, "Retention") reads the messages older than its cutoff.
 * A BRIN index: messages arrive in time order, so it stays tiny and costs the send path next to nothing.
 */
export class MessagingRetention extends Migration {
  override name = '2026112820-messaging-retention';

  override up(): void {
    this.addSql('create index messaging_messages_sent_at_brin on messaging_messages using brin (sent_at)');
  }

  override down(): void {
    this.addSql('drop index messaging_messages_sent_at_brin');
  }
}
