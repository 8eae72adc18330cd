import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (issue #25): endpoints per account, one delivery per event and endpoint, and each attempt
 * of a delivery for the log (status, latency, response code, body excerpt).
 */
export class IntegrationsWebhooks extends Migration {
  override name = '2026113051-integrations-webhooks';

  override up(): void {
    this.addSql(`
      create table integrations_webhook_endpoints (
        id uuid primary key,
        owner_id uuid not null,
        url text not null check (char_length(url) between 8 and 2000),
        event_types text[] not null check (cardinality(event_types) between 1 and 20),
        secret text not null check (secret ~ '^whsec_[A-Za-z0-9_-]{43}$'),
        enabled boolean not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create index integrations_webhook_endpoints_owner on integrations_webhook_endpoints (owner_id)');
    this.addSql(`
      create table integrations_webhook_deliveries (
        id uuid primary key,
        endpoint_id uuid not null references integrations_webhook_endpoints (id) on delete cascade,
        event_id uuid not null,
        event_type text not null check (char_length(event_type) <= 60),
        payload jsonb not null,
        status text not null check (status in ('pending', 'succeeded', 'failed')),
        attempts integer not null default 0 check (attempts >= 0),
        next_attempt_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        unique (endpoint_id, event_id)
      )`);
    this.addSql('create index integrations_webhook_deliveries_endpoint on integrations_webhook_deliveries (endpoint_id, created_at desc)');
    this.addSql(`
      create table integrations_webhook_attempts (
        id uuid primary key,
        delivery_id uuid not null references integrations_webhook_deliveries (id) on delete cascade,
        attempt integer not null check (attempt >= 1),
        at timestamptz not null,
        response_status integer check (response_status between 100 and 599),
        latency_ms integer not null check (latency_ms >= 0),
        response_excerpt text check (char_length(response_excerpt) <= 500),
        error text check (char_length(error) <= 500),
        unique (delivery_id, attempt)
      )`);
  }

  override down(): void {
    this.addSql('drop table integrations_webhook_attempts');
    this.addSql('drop table integrations_webhook_deliveries');
    this.addSql('drop table integrations_webhook_endpoints');
  }
}
