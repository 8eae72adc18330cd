import { Migration } from '@mikro-orm/migrations';

export class AvailabilityInit extends Migration {
  override name = '2026112240-availability-init';

  override up(): void {
    // Local dates and minutes after local midnight in America/Toronto (docs/decisions.md, "Time zone").
    this.addSql(`
      create table availability_blocks (
        id uuid primary key,
        cleaner_id uuid not null,
        kind text not null check (kind in ('one_off', 'weekly')),
        date date not null,
        end_date date,
        slot text not null check (slot in ('morning', 'afternoon', 'evening', 'full_day', 'custom')),
        start_minute smallint not null check (start_minute >= 0 and start_minute < 1440 and start_minute % 15 = 0),
        end_minute smallint not null check (end_minute > start_minute and end_minute <= 1440 and end_minute % 15 = 0),
        created_at timestamptz not null,
        check (kind = 'weekly' or end_date is null),
        check (end_date is null or end_date >= date)
      )`);
    this.addSql('create index availability_blocks_cleaner_date_idx on availability_blocks (cleaner_id, date)');
    this.addSql(`
      create table availability_exceptions (
        block_id uuid not null references availability_blocks (id) on delete cascade,
        date date not null,
        primary key (block_id, date)
      )`);
    this.addSql(`
      create table availability_feeds (
        cleaner_id uuid primary key,
        token_hash text not null unique,
        created_at timestamptz not null
      )`);
  }

  override down(): void {
    this.addSql('drop table availability_feeds');
    this.addSql('drop table availability_exceptions');
    this.addSql('drop table availability_blocks');
  }
}
