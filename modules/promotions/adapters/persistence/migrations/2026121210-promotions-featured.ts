import { Migration } from '@mikro-orm/migrations';

/**
 * The landing promotion is chosen in the console (issue #41): at most one code is `featured`; while
 * none is, the pages state config.promotions.featuredCode (BIENVENUE10) as before.
 */
export class PromotionsFeatured extends Migration {
  override name = '2026121210-promotions-featured';

  override up(): void {
    this.addSql('alter table promo_codes add column featured boolean not null default false');
    this.addSql('create unique index promo_codes_one_featured on promo_codes ((true)) where featured');
  }

  override down(): void {
    this.addSql('drop index promo_codes_one_featured');
    this.addSql('alter table promo_codes drop column featured');
  }
}
