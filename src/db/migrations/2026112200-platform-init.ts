import { Migration } from '@mikro-orm/migrations';

/** Tables of the shell itself: rate limit counters and the development mailbox. */
export class PlatformInit extends Migration {
  override name = '2026112200-platform-init';

  override up(): void {
    this.addSql(`
      create table platform_rate_limits (
        key text not null,
        window_start timestamptz not null,
        hits integer not null,
        primary key (key, window_start)
      )`);
    this.addSql(`
      create table platform_dev_mailbox (
        id uuid primary key,
        recipient text not null,
        subject text not null,
        text_body text not null,
        html_body text not null,
        created_at timestamptz not null default now()
      )`);
  }

  override down(): void {
    this.addSql('drop table platform_dev_mailbox');
    this.addSql('drop table platform_rate_limits');
  }
}
