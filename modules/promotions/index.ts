import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import { newId } from '../../src/shared/ids.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { PromoBookings, PromoDeps } from './application/ports.js';
import { promoCodeState, type PromoCode, type PromoDiscount } from './domain/promo-code.js';
import { PgPromoCodeRepository } from './adapters/persistence/promo-codes.repository.js';
import { PromotionsInit } from './adapters/persistence/migrations/2026113010-promotions-init.js';
import { PromotionsFeatured } from './adapters/persistence/migrations/2026121210-promotions-featured.js';
import { adminPromoCodesRouter } from './adapters/http/admin-promo-codes.routes.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const promotionsPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026113010-promotions-init', class: PromotionsInit },
    { name: '2026121210-promotions-featured', class: PromotionsFeatured },
  ] satisfies MigrationObject[],
};

/** A code's terms as the booking module reads them. */
export interface PromoCodeTerms {
  code: string;
  discount: PromoDiscount;
  active: boolean;
  startsAt: Date;
  endsAt: Date | null;
  maxUses: number | null;
}

const termsOf = (c: PromoCode | null): PromoCodeTerms | null =>
  c && { code: c.code, discount: c.discount, active: c.active, startsAt: c.startsAt, endsAt: c.endsAt, maxUses: c.maxUses };

export interface PromotionsModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  /** The booking module's count of each code's uses (bookings carry the codes). */
  bookings: PromoBookings;
  /** The code the public pages state while the console features none (config.promotions.featuredCode, BIENVENUE10). */
  featuredCode: string;
}

/** The featured code as the public pages state it. */
export interface FeaturedPromo {
  code: string;
  discount: PromoDiscount;
  endsAt: Date | null;
}

/** Promo codes (issue #16): stored in PostgreSQL, managed in the console, applied by the booking quote. */
export function createPromotionsModule(d: PromotionsModuleDeps) {
  const codes = new PgPromoCodeRepository(d.em);
  const deps: PromoDeps = { codes, bookings: d.bookings, tx: new OrmTransactor(d.em), clock: d.clock, newId };
  return {
    routers: [adminPromoCodesRouter(deps)],
    api: {
      /** For the booking quote: the code's terms (null when unknown). */
      find: async (code: string) => termsOf(await codes.findByCode(code)),
      /** For a booking request, inside its transaction: the terms with the row locked, so redemptions of one code queue. */
      lock: async (code: string) => termsOf(await codes.lockByCode(code)),
      /**
       * For the public pricing terms: the featured code while it runs (active, started, not ended, uses
       * left), null otherwise, so the pages never promise a code the quote would refuse.
       */
      featured: async (): Promise<FeaturedPromo | null> => {
        // The code featured in the console, else the configured default.
        const c = (await codes.findFeatured()) ?? (await codes.findByCode(d.featuredCode));
        if (!c) return null;
        const uses = c.maxUses === null ? 0 : ((await d.bookings.usage([c.code])).get(c.code)?.uses ?? 0);
        return promoCodeState(c, uses, d.clock.now()) === 'running' ? { code: c.code, discount: c.discount, endsAt: c.endsAt } : null;
      },
    },
    persistence: promotionsPersistence,
    deps,
  };
}

export type PromotionsModule = ReturnType<typeof createPromotionsModule>;
