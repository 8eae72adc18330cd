import { Migration } from '@mikro-orm/migrations';

/**
 * Promo codes in the database (issue #16), replacing the LANDING_PROMO_CODES setting. The bounds of
 * openapi.yaml hold here too, whatever writes the row. BIENVENUE10, the landing page's code of old,
 * is data: 10 $ off, active, no end, no limit (once per client, as every code).
 */
export class PromotionsInit extends Migration {
  override name = '2026113010-promotions-init';

  override up(): void {
    this.addSql(`
      create table promo_codes (
        id uuid primary key,
        code text not null unique check (code ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'),
        description text check (description is null or char_length(description) between 1 and 300),
        kind text not null check (kind in ('amount', 'percent')),
        amount_cents integer check (amount_cents between 1 and 50000),
        percent integer check (percent between 1 and 100),
        starts_at timestamptz not null,
        ends_at timestamptz,
        max_uses integer check (max_uses between 1 and 1000000),
        active boolean not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check ((kind = 'amount') = (amount_cents is not null)),
        check ((kind = 'percent') = (percent is not null)),
        check (ends_at is null or ends_at > starts_at)
      )`);
    this.addSql(`
      insert into promo_codes (id, code, description, kind, amount_cents, percent, starts_at, ends_at, max_uses, active, created_at, updated_at)
      values ('5b1f0c3e-7d1a-4c53-9a53-1e0a9b6f0c10', 'BIENVENUE10', 'Code de la page d’accueil : 10 $ de moins sur la première visite', 'amount', 1000, null,
              '2026-01-01T05:00:00Z', null, null, true, now(), now())
      on conflict (code) do nothing`);
  }

  override down(): void {
    this.addSql('drop table promo_codes');
  }
}
