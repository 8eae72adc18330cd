import { Migration } from '@mikro-orm/migrations';

/**
 * API keys (issue #25): the secret is stored as its SHA-256 only (256 random bits: a slow hash adds
 * nothing, and every request looks the key up by it). The bounds of openapi.yaml hold here too.
 */
export class IntegrationsApiKeys extends Migration {
  override name = '2026113050-integrations-api-keys';

  override up(): void {
    this.addSql(`
      create table integrations_api_keys (
        id uuid primary key,
        owner_id uuid not null,
        name text not null check (char_length(name) between 1 and 80),
        prefix text not null check (char_length(prefix) between 8 and 40),
        token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
        scopes text[] not null check (cardinality(scopes) between 1 and 20),
        expires_at timestamptz,
        created_at timestamptz not null,
        revoked_at timestamptz,
        last_used_at timestamptz,
        last_used_ip text check (char_length(last_used_ip) <= 64)
      )`);
    this.addSql('create index integrations_api_keys_owner on integrations_api_keys (owner_id, created_at desc)');
  }

  override down(): void {
    this.addSql('drop table integrations_api_keys');
  }
}
