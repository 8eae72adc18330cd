import { Migration } from '@mikro-orm/migrations';

export class FeedbackInit extends Migration {
  override name = '2026112295-feedback-init';

  override up(): void {
    const reasons = `('price', 'availability', 'location', 'communication', 'experience', 'services', 'other')`;
    // One current opinion per (client, cleaner): the next one replaces it.
    this.addSql(`
      create table cleaner_opinions (
        id uuid primary key,
        client_id uuid not null,
        cleaner_id uuid not null,
        kind text not null check (kind in ('like', 'dislike', 'not_interested')),
        reason text check (reason in ${reasons}),
        comment text check (comment is null or char_length(comment) between 1 and 1000),
        created_at timestamptz not null,
        constraint cleaner_opinions_one_per_pair unique (client_id, cleaner_id)
      )`);
    this.addSql(`create index cleaner_opinions_not_interested_idx on cleaner_opinions (client_id) where kind = 'not_interested'`);
    // Reports are kept one by one for the console's review queue, with the latest decision.
    this.addSql(`
      create table cleaner_reports (
        id uuid primary key,
        client_id uuid not null,
        cleaner_id uuid not null,
        reason text not null check (reason in ${reasons}),
        comment text check (comment is null or char_length(comment) between 1 and 1000),
        status text not null default 'open' check (status in ('open', 'resolved', 'dismissed')),
        note text check (note is null or char_length(note) between 1 and 1000),
        created_at timestamptz not null,
        decided_at timestamptz,
        decided_by uuid,
        check ((status = 'open') = (decided_at is null)),
        check ((decided_at is null) = (decided_by is null))
      )`);
    this.addSql('create index cleaner_reports_queue_idx on cleaner_reports (status, created_at desc)');
    this.addSql('create index cleaner_reports_cleaner_idx on cleaner_reports (cleaner_id, created_at desc)');
  }

  override down(): void {
    this.addSql('drop table if exists cleaner_reports');
    this.addSql('drop table if exists cleaner_opinions');
  }
}
