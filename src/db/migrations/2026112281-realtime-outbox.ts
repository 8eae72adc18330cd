import { Migration } from '@mikro-orm/migrations';

/**
 * Realtime events too large for a NOTIFY payload (8000 bytes): the publisher stores the event here and
 * notifies its id; every instance reads the row. Rows are short-lived (swept after a few minutes).
 */
export class RealtimeOutbox extends Migration {
  override name = '2026112281-realtime-outbox';

  override up(): void {
    this.addSql(`
      create table platform_realtime_outbox (
        id uuid primary key,
        payload jsonb not null,
        created_at timestamptz not null default now()
      )`);
    this.addSql('create index platform_realtime_outbox_created_at on platform_realtime_outbox (created_at)');
  }

  override down(): void {
    this.addSql('drop table platform_realtime_outbox');
  }
}
