import { Migration } from '@mikro-orm/migrations';

/**
 * Issue #24: each instance caches sign-in sessions with their account (session-cache.ts). Any change
 * that can make a cached answer wrong — from this app, another instance or plain SQL — announces the
 * account's id on `eclat_identity_changed` (delivered at commit; identical payloads of one transaction
 * are folded into one). `*` after a truncate: every cached answer goes. Touches moving last_seen_at
 * forward are the only session updates left silent (one a minute per session; a cached copy lagging
 * behind only makes its holder re-read before refusing).
 */
export class IdentityChangedNotify extends Migration {
  override name = '2026120410-identity-changed-notify';

  override up(): void {
    this.addSql(`
      create function identity_session_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('eclat_identity_changed', old.user_id::text);
        if tg_op = 'UPDATE' then
          if new.user_id <> old.user_id then perform pg_notify('eclat_identity_changed', new.user_id::text); end if;
        end if;
        return null;
      end $$`);
    this.addSql(`
      create function identity_user_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('eclat_identity_changed', old.id::text);
        return null;
      end $$`);
    this.addSql(`
      create function identity_all_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('eclat_identity_changed', '*');
        return null;
      end $$`);
    this.addSql(`
      create trigger identity_sessions_changed after update on identity_sessions for each row
        when ((old.id, old.user_id, old.token_hash, old.remember_me, old.created_at, old.expires_at, old.revoked_at)
              is distinct from (new.id, new.user_id, new.token_hash, new.remember_me, new.created_at, new.expires_at, new.revoked_at)
              or new.last_seen_at < old.last_seen_at)
        execute function identity_session_changed()`);
    this.addSql('create trigger identity_sessions_deleted after delete on identity_sessions for each row execute function identity_session_changed()');
    this.addSql('create trigger identity_sessions_truncated after truncate on identity_sessions for each statement execute function identity_all_changed()');
    this.addSql(`
      create trigger identity_users_changed after update on identity_users for each row
        when ((old.id, old.role, old.locale, old.status, old.deleted_at) is distinct from (new.id, new.role, new.locale, new.status, new.deleted_at))
        execute function identity_user_changed()`);
    this.addSql('create trigger identity_users_deleted after delete on identity_users for each row execute function identity_user_changed()');
    this.addSql('create trigger identity_users_truncated after truncate on identity_users for each statement execute function identity_all_changed()');
  }

  override down(): void {
    this.addSql('drop trigger identity_sessions_changed on identity_sessions');
    this.addSql('drop trigger identity_sessions_deleted on identity_sessions');
    this.addSql('drop trigger identity_sessions_truncated on identity_sessions');
    this.addSql('drop trigger identity_users_changed on identity_users');
    this.addSql('drop trigger identity_users_deleted on identity_users');
    this.addSql('drop trigger identity_users_truncated on identity_users');
    this.addSql('drop function identity_session_changed()');
    this.addSql('drop function identity_user_changed()');
    this.addSql('drop function identity_all_changed()');
  }
}
