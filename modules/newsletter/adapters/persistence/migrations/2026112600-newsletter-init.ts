import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletter subscribers (double opt-in) and the consent records that prove each sign-up, confirmation
 * and unsubscription (time, keyed IP hash, language, wording version).
 */
export class NewsletterInit extends Migration {
  override name = '2026112600-newsletter-init';

  override up(): void {
    this.addSql(`
      create table newsletter_subscribers (
        id uuid primary key,
        email text not null check (email = lower(btrim(email)) and char_length(email) between 3 and 254),
        locale text not null check (locale in ('fr', 'en')),
        status text not null check (status in ('pending', 'confirmed', 'unsubscribed')),
        confirm_token_hash text check (confirm_token_hash is null or char_length(confirm_token_hash) = 64),
        confirm_expires_at timestamptz,
        unsubscribe_token text not null check (char_length(unsubscribe_token) between 32 and 128),
        requested_at timestamptz not null,
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint newsletter_subscribers_email_key unique (email),
        constraint newsletter_subscribers_unsubscribe_token_key unique (unsubscribe_token),
        check ((confirm_token_hash is null) = (confirm_expires_at is null)),
        -- Only a pending sign-up has a live confirmation link.
        check (status = 'pending' or confirm_token_hash is null),
        check (status <> 'confirmed' or confirmed_at is not null),
        check (status <> 'unsubscribed' or unsubscribed_at is not null)
      )`);
    this.addSql('create unique index newsletter_subscribers_confirm_token_key on newsletter_subscribers (confirm_token_hash) where confirm_token_hash is not null');
    this.addSql(`create index newsletter_subscribers_unconfirmed_idx on newsletter_subscribers (confirm_expires_at) where status = 'pending' and confirmed_at is null`);
    this.addSql(`
      create table newsletter_consents (
        id uuid primary key,
        subscriber_id uuid not null references newsletter_subscribers (id) on delete cascade,
        action text not null check (action in ('requested', 'confirmed', 'unsubscribed')),
        at timestamptz not null,
        ip_hash text check (ip_hash is null or char_length(ip_hash) = 64),
        locale text not null check (locale in ('fr', 'en')),
        consent_text_version text check (consent_text_version is null or char_length(consent_text_version) between 1 and 64),
        terms_version text check (terms_version is null or char_length(terms_version) between 1 and 64),
        source text not null check (source in ('web_form', 'email_link', 'one_click'))
      )`);
    this.addSql('create index newsletter_consents_subscriber_idx on newsletter_consents (subscriber_id, at)');
  }

  override down(): void {
    this.addSql('drop table if exists newsletter_consents');
    this.addSql('drop table if exists newsletter_subscribers');
  }
}
