import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency-Key (issue #25): per caller and key, the request's fingerprint and, once answered, the
 * status and body replayed for IDEMPOTENCY_KEY_HOURS (24). `answered_at` null: the first request is
 * still running (others get 409; after a minute it is taken as abandoned).
 */
export class IntegrationsIdempotency extends Migration {
  override name = '2026120251-integrations-idempotency';

  override up(): void {
    this.addSql(`
      create table integrations_idempotency_keys (
        caller_id uuid not null,
        key text not null check (char_length(key) between 1 and 255),
        request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
        started_at timestamptz not null,
        answered_at timestamptz,
        status integer check (status between 100 and 599),
        body jsonb,
        expires_at timestamptz not null,
        primary key (caller_id, key)
      )`);
    this.addSql('create index integrations_idempotency_expiry on integrations_idempotency_keys (expires_at)');
  }

  override down(): void {
    this.addSql('drop table integrations_idempotency_keys');
  }
}
