import type { DomainError } from '../../../src/shared/domain-error.js';
import { localDateOf } from '../../../src/shared/local-time.js';
import { bookingErrors } from './booking.errors.js';
import type { PromoDiscount } from './pricing.js';

/** A promo code as the promotions module keeps it (the booking module only reads it). */
export interface PromoCodeTerms {
  code: string;
  discount: PromoDiscount;
  active: boolean;
  startsAt: Date;
  /** Exclusive; null: no end. */
  endsAt: Date | null;
  /** Uses across all clients; null: no limit. */
  maxUses: number | null;
}

/** What the bookings say about a code: its uses (bookings going ahead or completed) and whether this client is among them. */
export interface PromoUses {
  total: number;
  byClient: boolean;
}

/**
 * Why a client may not use this code now, or null when they may. An unknown or inactive code and one
 * the client already used keep the one message they always had (spec: landing promo, once per client);
 * a code outside its dates or used up says so.
 */
export function promoRefusal(terms: PromoCodeTerms | null, uses: PromoUses, now: Date): DomainError | null {
  if (!terms || !terms.active || uses.byClient) return bookingErrors.invalidPromo();
  if (now.getTime() < terms.startsAt.getTime()) return bookingErrors.promoNotYetValid(localDateOf(terms.startsAt));
  if (terms.endsAt && now.getTime() >= terms.endsAt.getTime()) return bookingErrors.promoExpired();
  if (terms.maxUses !== null && uses.total >= terms.maxUses) return bookingErrors.promoExhausted();
  return null;
}
