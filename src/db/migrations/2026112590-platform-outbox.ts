import { Migration } from '@mikro-orm/migrations';

/**
 * The transactional outbox (issue #13): each step of a cross-module flow is a row written in the
 * same transaction as the change that starts it, then done once by a worker (src/flows/outbox.ts).
 * One row per step and key: a step asked twice is one step.
 */
export class PlatformOutbox extends Migration {
  override name = '2026112590-platform-outbox';

  override up(): void {
    this.addSql(`
      create table platform_outbox (
        id uuid primary key,
        flow text not null,
        step text not null,
        key text not null,
        payload jsonb not null,
        created_at timestamptz not null,
        available_at timestamptz not null,
        attempts integer not null default 0,
        last_error text,
        processed_at timestamptz,
        constraint platform_outbox_step_once unique (flow, step, key)
      )`);
    this.addSql('create index platform_outbox_due on platform_outbox (available_at) where processed_at is null');
    this.addSql('create index platform_outbox_processed on platform_outbox (processed_at) where processed_at is not null');
  }

  override down(): void {
    this.addSql('drop table platform_outbox');
  }
}
