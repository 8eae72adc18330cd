import { Migration } from '@mikro-orm/migrations';

const len = (column: string, min: number, max: number) => `check (char_length(${column}) between ${min} and ${max})`;
const bilingual = (name: string, min: number, max: number) => `${name}_fr text not null ${len(`${name}_fr`, min, max)},\n        ${name}_en text not null ${len(`${name}_en`, min, max)}`;
const position = 'position integer not null default 0 check (position between 0 and 10000)';

/** The storefront's editorial content (issue #15), every text in French and English; bounds match LIMITS in domain/content.ts. */
export class ContentInit extends Migration {
  override name = '2026112700-content-init';

  override up(): void {
    const services = `('regular', 'deep', 'move_in_out', 'garage')`;
    this.addSql(`
      create table content_faq_entries (
        id uuid primary key,
        category text not null check (category in ('booking', 'payment', 'cleaners', 'services', 'trust', 'account')),
        service text check (service in ${services}),
        ${bilingual('question', 5, 300)},
        ${bilingual('answer', 10, 4000)},
        ${position},
        published boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create index content_faq_public_idx on content_faq_entries (category, position) where published');

    this.addSql(`
      create table content_service_pages (
        id uuid primary key,
        slug text not null unique check (slug in ('nettoyage-regulier', 'nettoyage-profondeur', 'nettoyage-demenagement', 'nettoyage-garage')),
        service_type text not null unique check (service_type in ${services}),
        ${bilingual('title', 3, 120)},
        ${bilingual('intro', 10, 1000)},
        ${bilingual('body', 0, 20000)},
        -- The checklist: [{ "fr": ..., "en": ... }], 1 to 30 tasks.
        included jsonb not null check (jsonb_typeof(included) = 'array' and jsonb_array_length(included) between 1 and 30),
        duration_min_hours smallint not null check (duration_min_hours between 4 and 24),
        duration_max_hours smallint not null check (duration_max_hours between 4 and 24),
        price_from_cents integer not null check (price_from_cents between 1500 and 19900),
        published boolean not null default true,
        updated_at timestamptz not null,
        check (duration_max_hours >= duration_min_hours)
      )`);

    this.addSql(`
      create table content_blog_posts (
        id uuid primary key,
        slug text not null check (char_length(slug) between 3 and 120 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        category text not null check (category in ('guides', 'eco', 'moving', 'maintenance')),
        ${bilingual('title', 3, 160)},
        ${bilingual('excerpt', 10, 400)},
        ${bilingual('body', 50, 40000)},
        author_name text not null ${len('author_name', 2, 80)},
        published_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint content_blog_posts_slug_key unique (slug)
      )`);
    this.addSql('create index content_blog_public_idx on content_blog_posts (published_at desc) where published_at is not null');

    this.addSql(`
      create table content_impact_figures (
        id uuid primary key,
        metric text not null check (metric in ('completed_visits', 'hours_cleaned', 'active_cleaners', 'cities_served', 'published_reviews', 'manual')),
        manual_value numeric(12, 2) check (manual_value between 0 and 1000000000),
        ${bilingual('label', 2, 120)},
        description_fr text ${len('description_fr', 1, 400)},
        description_en text ${len('description_en', 1, 400)},
        source_fr text ${len('source_fr', 3, 300)},
        source_en text ${len('source_en', 3, 300)},
        ${position},
        published boolean not null default false,
        updated_at timestamptz not null,
        -- No invented numbers: only a manual figure carries a value, and it names its source.
        check ((metric = 'manual') = (manual_value is not null)),
        check (metric <> 'manual' or (source_fr is not null and source_en is not null))
      )`);
    this.addSql(`create unique index content_impact_metric_key on content_impact_figures (metric) where metric <> 'manual'`);

    this.addSql(`
      create table content_testimonials (
        id uuid primary key,
        review_id uuid not null,
        consent_at timestamptz,
        consent_note text ${len('consent_note', 3, 300)},
        quote_locale text not null check (quote_locale in ('fr', 'en')),
        translation text ${len('translation', 1, 2000)},
        ${position},
        published boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint content_testimonials_review_key unique (review_id),
        -- Published only with the author's recorded agreement.
        check (not published or (consent_at is not null and consent_note is not null))
      )`);

    this.addSql(`
      create table content_gallery_items (
        id uuid primary key,
        category text not null check (category in ('kitchen', 'bathroom', 'living', 'office')),
        ${bilingual('caption', 3, 200)},
        before_image text not null check (before_image ~ '^(gallery/[a-f0-9-]{36}\\.webp|demo/[a-z0-9-]{1,60}\\.svg)$'),
        after_image text not null check (after_image ~ '^(gallery/[a-f0-9-]{36}\\.webp|demo/[a-z0-9-]{1,60}\\.svg)$'),
        is_demo boolean not null default false,
        ${position},
        published boolean not null default false,
        published_at timestamptz,
        published_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check (published = (published_at is not null)),
        check (before_image <> after_image),
        -- Demo drawings are always labelled as demo.
        check (is_demo or (before_image not like 'demo/%' and after_image not like 'demo/%'))
      )`);
    this.addSql('create index content_gallery_public_idx on content_gallery_items (category, position) where published');
  }

  override down(): void {
    for (const table of ['content_gallery_items', 'content_testimonials', 'content_impact_figures', 'content_blog_posts', 'content_service_pages', 'content_faq_entries']) {
      this.addSql(`drop table if exists ${table}`);
    }
  }
}
