import { Migration } from '@mikro-orm/migrations';

export class ReviewsInit extends Migration {
  override name = '2026112290-reviews-init';

  override up(): void {
    const rating = (c: string) => `${c} smallint not null check (${c} between 1 and 5)`;
    this.addSql(`
      create table reviews (
        id uuid primary key,
        booking_id uuid not null,
        direction text not null check (direction in ('client_to_cleaner', 'cleaner_to_client')),
        author_id uuid not null,
        subject_id uuid not null,
        cleaner_id uuid not null,
        cleaning_type text not null,
        ${['cleanliness', 'quality', 'reliability', 'punctuality', 'communication', 'professionalism', 'overall'].map(rating).join(',\n        ')},
        comment text check (comment is null or char_length(comment) between 1 and 2000),
        status text not null check (status in ('pending', 'published')),
        created_at timestamptz not null,
        published_at timestamptz,
        window_ends_at timestamptz not null,
        -- The latest moderation decision (null until an admin decides); hidden reviews leave every public view.
        moderation_hidden boolean not null default false,
        moderation_reason text,
        moderated_by uuid,
        moderated_at timestamptz,
        check ((status = 'published') = (published_at is not null)),
        check (moderated_by is null or moderated_at is not null),
        constraint reviews_one_per_party unique (booking_id, direction)
      )`);
    this.addSql(`create index reviews_public_idx on reviews (cleaner_id, published_at desc) where status = 'published' and not moderation_hidden and direction = 'client_to_cleaner'`);
    this.addSql(`create index reviews_recent_idx on reviews (published_at desc) where status = 'published' and not moderation_hidden and direction = 'client_to_cleaner'`);
    this.addSql(`create index reviews_window_idx on reviews (window_ends_at) where status = 'pending'`);
    this.addSql('create index reviews_subject_idx on reviews (subject_id, published_at desc)');
    this.addSql('create index reviews_author_idx on reviews (author_id, created_at desc)');
    this.addSql('create index reviews_created_idx on reviews (created_at desc)');
    // One row per reviewed cleaner, recomputed in the transaction that publishes or moderates a review.
    const mean = (c: string) => `${c} numeric(3, 2) check (${c} between 1 and 5)`;
    this.addSql(`
      create table review_cleaner_aggregates (
        cleaner_id uuid primary key,
        review_count integer not null check (review_count >= 0),
        ${['cleanliness', 'quality', 'reliability', 'punctuality', 'communication', 'professionalism', 'overall'].map(mean).join(',\n        ')},
        completion_rate numeric(4, 3) check (completion_rate between 0 and 1),
        updated_at timestamptz not null,
        check ((review_count = 0) = (overall is null))
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists review_cleaner_aggregates');
    this.addSql('drop table if exists reviews');
  }
}
