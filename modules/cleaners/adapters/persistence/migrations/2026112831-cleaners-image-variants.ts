import { Migration } from '@mikro-orm/migrations';

/**
 * Portfolio photos and profile pictures served responsively (issue #15). `widths`: the widths the
 * large picture's AVIF/WebP variants exist at (empty for photos stored before them, served as they
 * are). The search read model keeps the card's picture with its variants, as identity describes it
 * (`profile_pic_image`; the server rebuilds the read model once this migration has run).
 */
export class CleanersImageVariants extends Migration {
  override name = '2026112831-cleaners-image-variants';

  override up(): void {
    this.addSql(
      `alter table cleaners_portfolio_photos add column widths jsonb not null default '[]'::jsonb check (jsonb_typeof(widths) = 'array' and jsonb_array_length(widths) <= 8)`,
    );
    this.addSql(`alter table cleaners_search add column profile_pic_image jsonb check (profile_pic_image is null or jsonb_typeof(profile_pic_image) = 'object')`);
  }

  override down(): void {
    this.addSql('alter table cleaners_search drop column profile_pic_image');
    this.addSql('alter table cleaners_portfolio_photos drop column widths');
  }
}
