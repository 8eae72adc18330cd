import { Migration } from '@mikro-orm/migrations';

/**
 * Requests for a copy of one's data (Law 25 portability) and their delivery: the log of when each was
 * asked, made ready, first downloaded and deleted. One pending request per person, by a unique index.
 */
export class PortabilityInit extends Migration {
  override name = '2026112900-portability-init';

  override up(): void {
    this.addSql(`
      create table portability_exports (
        id uuid primary key,
        user_id uuid not null,
        status text not null check (status in ('pending', 'ready', 'expired', 'cancelled')),
        requested_at timestamptz not null,
        ready_at timestamptz,
        expires_at timestamptz,
        downloaded_at timestamptz,
        download_count integer not null default 0 check (download_count >= 0),
        expired_at timestamptz,
        storage_key text,
        size_bytes bigint check (size_bytes >= 0),
        locale text check (locale in ('fr', 'en')),
        check ((status in ('ready', 'expired')) = (ready_at is not null)),
        check ((ready_at is null) = (expires_at is null) and (ready_at is null) = (storage_key is null) and (ready_at is null) = (size_bytes is null)),
        check ((status in ('expired', 'cancelled')) = (expired_at is not null)),
        check (expires_at is null or expires_at > ready_at),
        check (downloaded_at is null or (ready_at is not null and download_count > 0))
      )`);
    this.addSql(`create unique index portability_exports_one_pending on portability_exports (user_id) where status = 'pending'`);
    this.addSql('create index portability_exports_user_idx on portability_exports (user_id, requested_at desc)');
    this.addSql(`create index portability_exports_expiry_idx on portability_exports (expires_at) where status = 'ready'`);
  }

  override down(): void {
    this.addSql('drop table if exists portability_exports');
  }
}
