import { Migration } from '@mikro-orm/migrations';

export class IdentityInit extends Migration {
  override name = '2026112201-identity-init';

  override up(): void {
    this.addSql(`
      create table identity_users (
        id uuid primary key,
        email text not null,
        name text not null,
        password_hash text,
        profile_pic text,
        role text check (role in ('client', 'cleaner', 'admin')),
        locale text not null default 'fr' check (locale in ('fr', 'en')),
        date_of_birth date,
        status text not null default 'active' check (status in ('active', 'suspended')),
        last_login_at timestamptz,
        deleted_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    // Emails are unique whatever their case.
    this.addSql('create unique index identity_users_email_key on identity_users (lower(email))');
    this.addSql('create index identity_users_created_at_idx on identity_users (created_at)');
    this.addSql(`
      create table identity_sessions (
        id uuid primary key,
        user_id uuid not null references identity_users (id) on delete cascade,
        token_hash text not null unique,
        remember_me boolean not null,
        created_at timestamptz not null,
        last_seen_at timestamptz not null,
        expires_at timestamptz not null,
        revoked_at timestamptz
      )`);
    this.addSql('create index identity_sessions_user_idx on identity_sessions (user_id)');
    this.addSql(`
      create table identity_password_resets (
        id uuid primary key,
        user_id uuid not null references identity_users (id) on delete cascade,
        token_hash text not null unique,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null
      )`);
    this.addSql('create index identity_password_resets_user_idx on identity_password_resets (user_id)');
  }

  override down(): void {
    this.addSql('drop table identity_password_resets');
    this.addSql('drop table identity_sessions');
    this.addSql('drop table identity_users');
  }
}
