import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletters written in the console (issue #16) and one delivery row per recipient. The unique
 * (campaign, subscriber) pair is what makes a send happen once per subscriber per newsletter: rows are
 * created once when sending starts, and the sender takes each with FOR UPDATE SKIP LOCKED and marks it
 * in the same transaction (modules/newsletter/application/deliver-newsletters.ts).
 */
export class NewsletterCampaigns extends Migration {
  override name = '2026112900-newsletter-campaigns';

  override up(): void {
    this.addSql(`
      create table newsletter_campaigns (
        id uuid primary key,
        subject_fr text not null check (char_length(subject_fr) between 1 and 150),
        subject_en text not null check (char_length(subject_en) between 1 and 150),
        body_fr text not null check (char_length(body_fr) between 1 and 20000),
        body_en text not null check (char_length(body_en) between 1 and 20000),
        status text not null check (status in ('draft', 'sending', 'sent')),
        created_by uuid not null,
        updated_by uuid not null,
        send_requested_by uuid,
        send_requested_at timestamptz,
        finished_at timestamptz,
        last_test_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check ((status = 'draft') = (send_requested_at is null)),
        check ((send_requested_at is null) = (send_requested_by is null)),
        check (status = 'sent' or finished_at is null)
      )`);
    this.addSql('create index newsletter_campaigns_created_idx on newsletter_campaigns (created_at desc)');
    this.addSql(`
      create table newsletter_deliveries (
        id uuid primary key,
        campaign_id uuid not null references newsletter_campaigns (id) on delete cascade,
        -- A subscriber forgotten (account deletion) takes their deliveries along.
        subscriber_id uuid not null references newsletter_subscribers (id) on delete cascade,
        status text not null check (status in ('pending', 'sent', 'failed', 'skipped')),
        -- The language the email went out in (the subscriber's at the time of sending).
        locale text check (locale is null or locale in ('fr', 'en')),
        attempts integer not null default 0 check (attempts >= 0),
        last_error text check (last_error is null or char_length(last_error) <= 500),
        available_at timestamptz not null,
        sent_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint newsletter_deliveries_once unique (campaign_id, subscriber_id),
        check ((status = 'sent') = (sent_at is not null)),
        check (status <> 'sent' or locale is not null)
      )`);
    this.addSql(`create index newsletter_deliveries_due_idx on newsletter_deliveries (available_at) where status = 'pending'`);
    this.addSql('create index newsletter_deliveries_subscriber_idx on newsletter_deliveries (subscriber_id)');
  }

  override down(): void {
    this.addSql('drop table if exists newsletter_deliveries');
    this.addSql('drop table if exists newsletter_campaigns');
  }
}
