import type { Clock } from '../../../src/shared/clock.js';
import type { PromoCode } from '../domain/promo-code.js';

export interface PromoCodeFilter {
  /** Code or description contains. */
  q: string | null;
  active: boolean | null;
  ids: string[] | null;
}

export interface AdminPromoCodeQuery extends PromoCodeFilter {
  sort: { field: 'code' | 'createdAt' | 'startsAt' | 'endsAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface PromoCodeRepository {
  /** Inserts the code; false when the code is taken (the unique key decides, not a prior read). */
  insert(code: PromoCode): Promise<boolean>;
  find(id: string): Promise<PromoCode | null>;
  findByCode(code: string): Promise<PromoCode | null>;
  /** The same, its row locked (FOR UPDATE) until the transaction ends. */
  lockByCode(code: string): Promise<PromoCode | null>;
  /** Locks the row by id (FOR UPDATE) until the transaction ends. */
  lock(id: string): Promise<PromoCode | null>;
  update(code: PromoCode): Promise<void>;
  /** The code featured in the console, if any. */
  findFeatured(): Promise<PromoCode | null>;
  /** Every code but this one stops being featured. */
  unfeatureOthers(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  adminList(query: AdminPromoCodeQuery): Promise<{ items: PromoCode[]; total: number }>;
}

export interface PromoUsage {
  /** Bookings going ahead or completed that carry the code (a cancelled request gives it back). */
  uses: number;
  clients: number;
  /** The promo discount those bookings got, in cents. */
  discountCents: number;
}

/** The booking module's word on codes: bookings carry them (the usage is counted where the bookings are). */
export interface PromoBookings {
  usage(codes: string[]): Promise<Map<string, PromoUsage>>;
  everUsed(code: string): Promise<boolean>;
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface PromoDeps {
  codes: PromoCodeRepository;
  bookings: PromoBookings;
  tx: Transactor;
  clock: Clock;
  newId: () => string;
}
