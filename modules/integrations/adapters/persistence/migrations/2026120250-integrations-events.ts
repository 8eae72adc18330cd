import { Migration } from '@mikro-orm/migrations';

/**
 * The events feed (issue #25): one row per event and account that may see it, the payload that
 * account's webhooks receive. `txid` is the writing transaction's id: the feed shows only rows of
 * transactions older than every one still running, in (txid, seq) order, so a row committed late can
 * never fall behind a cursor already handed out. Kept INTEGRATION_EVENTS_RETENTION_DAYS (30).
 */
export class IntegrationsEvents extends Migration {
  override name = '2026120250-integrations-events';

  override up(): void {
    this.addSql(`
      create table integrations_events (
        seq bigserial primary key,
        txid xid8 not null default pg_current_xact_id(),
        owner_id uuid not null,
        event_id uuid not null,
        event_type text not null check (char_length(event_type) <= 60),
        payload jsonb not null,
        created_at timestamptz not null,
        unique (owner_id, event_id)
      )`);
    this.addSql('create index integrations_events_feed on integrations_events (owner_id, txid, seq)');
    this.addSql('create index integrations_events_created on integrations_events (created_at)');
  }

  override down(): void {
    this.addSql('drop table integrations_events');
  }
}
