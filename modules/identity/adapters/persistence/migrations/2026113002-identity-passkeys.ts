import { Migration } from '@mikro-orm/migrations';

/** Passkeys (issue #19): WebAuthn credentials registered to accounts, several per account, named. */
export class IdentityPasskeys extends Migration {
  override name = '2026113002-identity-passkeys';

  override up(): void {
    this.addSql(`
      create table identity_passkeys (
        id uuid primary key,
        user_id uuid not null references identity_users (id) on delete cascade,
        credential_id text not null unique check (length(credential_id) between 1 and 1400),
        public_key text not null check (length(public_key) <= 2000),
        counter bigint not null check (counter >= 0),
        transports jsonb not null default '[]' check (jsonb_typeof(transports) = 'array' and jsonb_array_length(transports) <= 10),
        name text not null check (length(name) between 1 and 60),
        device_type text not null check (device_type in ('singleDevice', 'multiDevice')),
        backed_up boolean not null,
        created_at timestamptz not null,
        last_used_at timestamptz
      )`);
    this.addSql('create index identity_passkeys_user_idx on identity_passkeys (user_id)');
  }

  override down(): void {
    this.addSql('drop table identity_passkeys');
  }
}
