import { Migration } from '@mikro-orm/migrations';

/**
 * Gallery pictures served responsively, and pairs taken from real visits (issue #15).
 * `content_gallery_images` records each uploaded picture: its size and the widths its AVIF/WebP
 * variants exist at. A pair copies those facts (`before_size`, `after_size`: null for demo drawings
 * and for pictures uploaded before variants, which are served as they are) and, when its photos
 * come from a visit, names it (`source_booking_id`, a plain id: the client's consent keeps it there).
 */
export class ContentGallerySources extends Migration {
  override name = '2026112801-content-gallery-sources';

  override up(): void {
    const size = (column: string) =>
      `${column} jsonb check (${column} is null or (jsonb_typeof(${column}) = 'object' and (${column}->>'width')::int between 1 and 10000 and (${column}->>'height')::int between 1 and 10000 and jsonb_typeof(${column}->'widths') = 'array'))`;
    this.addSql(`
      create table content_gallery_images (
        key text primary key check (key ~ '^gallery/[a-f0-9-]{36}\\.webp$'),
        width integer not null check (width between 1 and 10000),
        height integer not null check (height between 1 and 10000),
        widths jsonb not null check (jsonb_typeof(widths) = 'array' and jsonb_array_length(widths) <= 8),
        created_at timestamptz not null
      )`);
    this.addSql(`alter table content_gallery_items add column ${size('before_size')}, add column ${size('after_size')}, add column source_booking_id uuid`);
    // A pair from a visit is always a real photo, never a demo drawing.
    this.addSql('alter table content_gallery_items add constraint content_gallery_source_not_demo check (source_booking_id is null or not is_demo)');
    this.addSql('create index content_gallery_source_idx on content_gallery_items (source_booking_id) where source_booking_id is not null');
  }

  override down(): void {
    this.addSql('alter table content_gallery_items drop column before_size, drop column after_size, drop column source_booking_id');
    this.addSql('drop table content_gallery_images');
  }
}
