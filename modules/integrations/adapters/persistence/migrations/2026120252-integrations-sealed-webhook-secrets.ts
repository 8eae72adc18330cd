import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook secrets sealed at rest (issue #25): AES-256-GCM under a key derived from APP_SECRET
 * (src/shared/sealed-secret.ts), as the SIN is. Secrets stored in clear before this are read as they
 * are and sealed by the daily retention run (SQL cannot reach APP_SECRET).
 */
export class IntegrationsSealedWebhookSecrets extends Migration {
  override name = '2026120252-integrations-sealed-webhook-secrets';

  override up(): void {
    this.addSql('alter table integrations_webhook_endpoints drop constraint integrations_webhook_endpoints_secret_check');
    this.addSql(`alter table integrations_webhook_endpoints add constraint integrations_webhook_endpoints_secret_check
      check (secret ~ '^whsec_[A-Za-z0-9_-]{43}$' or secret ~ '^v2:[A-Za-z0-9_-]{10}:[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$')`);
  }

  override down(): void {
    this.addSql('alter table integrations_webhook_endpoints drop constraint integrations_webhook_endpoints_secret_check');
    this.addSql(`alter table integrations_webhook_endpoints add constraint integrations_webhook_endpoints_secret_check check (secret ~ '^whsec_[A-Za-z0-9_-]{43}$')`);
  }
}
