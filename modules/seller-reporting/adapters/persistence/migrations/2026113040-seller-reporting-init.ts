import { Migration } from '@mikro-orm/migrations';

/**
 * The identification each cleaner gives for the seller report (Income Tax Act Part XX; docs/decisions.md,
 * "Seller reporting"): one row per cleaner, an individual's or a business's fields only, the SIN as a
 * ciphertext and its last three digits. A deleted account's row stays until `keep_until` (tax records)
 * when the cleaner was paid, and is purged then.
 */
export class SellerReportingInit extends Migration {
  override name = '2026113040-seller-reporting-init';

  override up(): void {
    this.addSql(`
      create table seller_identifications (
        cleaner_id uuid primary key,
        seller_type text not null check (seller_type in ('individual', 'business')),
        first_name text check (char_length(first_name) between 1 and 80),
        last_name text check (char_length(last_name) between 1 and 80),
        date_of_birth date,
        sin_ciphertext text check (char_length(sin_ciphertext) <= 200),
        sin_last_digits text check (sin_last_digits ~ '^\\d{3}$'),
        business_name text check (char_length(business_name) between 1 and 160),
        business_number text check (business_number ~ '^\\d{9}$'),
        street text not null check (char_length(street) between 1 and 200),
        city text not null check (char_length(city) between 1 and 100),
        province text not null check (province in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')),
        postal_code text not null check (postal_code ~ '^[A-Z]\\d[A-Z] \\d[A-Z]\\d$'),
        country text not null check (country = 'CA'),
        declared_at timestamptz not null,
        updated_at timestamptz not null,
        account_deleted_at timestamptz,
        keep_until date,
        -- An individual's row holds no business field and a business's no personal one (minimisation).
        check (seller_type = 'individual' or (first_name is null and last_name is null and date_of_birth is null and sin_ciphertext is null and sin_last_digits is null)),
        check (seller_type = 'business' or (business_name is null and business_number is null)),
        check ((sin_ciphertext is null) = (sin_last_digits is null)),
        check ((account_deleted_at is null) = (keep_until is null))
      )`);
    this.addSql('create index seller_identifications_keep_until_idx on seller_identifications (keep_until) where keep_until is not null');
  }

  override down(): void {
    this.addSql('drop table if exists seller_identifications');
  }
}
