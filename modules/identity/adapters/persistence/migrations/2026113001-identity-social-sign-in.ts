import { Migration } from '@mikro-orm/migrations';

/**
 * Social sign-in (issue #19): identities at OpenID Connect providers linked to accounts, and links to
 * an existing account waiting for the password confirmation that completes them.
 */
export class IdentitySocialSignIn extends Migration {
  override name = '2026113001-identity-social-sign-in';

  override up(): void {
    this.addSql(`
      create table identity_linked_identities (
        id uuid primary key,
        user_id uuid not null references identity_users (id) on delete cascade,
        provider text not null check (provider in ('google', 'apple', 'microsoft', 'oidc')),
        subject text not null check (length(subject) between 1 and 255),
        email text check (email is null or length(email) <= 254),
        created_at timestamptz not null,
        last_used_at timestamptz
      )`);
    // One person at a provider signs in to one account; an account has one identity per provider.
    this.addSql('create unique index identity_linked_identities_subject_key on identity_linked_identities (provider, subject)');
    this.addSql('create unique index identity_linked_identities_user_provider_key on identity_linked_identities (user_id, provider)');
    this.addSql(`
      create table identity_pending_links (
        id uuid primary key,
        user_id uuid not null references identity_users (id) on delete cascade,
        provider text not null check (provider in ('google', 'apple', 'microsoft', 'oidc')),
        subject text not null check (length(subject) between 1 and 255),
        email text not null check (length(email) <= 254),
        token_hash text not null unique,
        expires_at timestamptz not null,
        created_at timestamptz not null
      )`);
    this.addSql('create index identity_pending_links_user_idx on identity_pending_links (user_id)');
  }

  override down(): void {
    this.addSql('drop table identity_pending_links');
    this.addSql('drop table identity_linked_identities');
  }
}
