import { RateLimitedError } from '../../../src/shared/domain-error.js';
import { bookingErrors } from '../domain/booking.errors.js';
import { MIN_DURATION_HOURS } from '../domain/booking-draft.js';
import { LATE_AFTER_MINUTES } from '../domain/cleaning-status.js';
import { GST_PERMILLE, QST_PERMILLE, quote, type Quote } from '../domain/pricing.js';
import { checkEstimate, DEPOSIT_PERCENT, EARN_UP_TO_HOURLY_CENTS, EXAMPLE_HOURLY_RATES_CENTS, type EstimateInput, type RateSource } from '../domain/pricing-estimate.js';
import type { BookingDeps, CleanerShare } from './ports.js';

export interface PriceEstimate {
  /** Exactly what POST /api/bookings/quote answers for the same inputs. */
  quote: Quote;
  /** The cleaner's part of the first visit (the payouts module's commission rule). */
  cleanerShare: CleanerShare;
  rateSource: RateSource;
}

/** The contract's upper bound on `hours` (BookingDraft.durationHours). */
const MAX_HOURS = 12;

/**
 * A public estimate: the booking's pricing function on the visitor's choices, with the settings the
 * booking quote uses (`deps.settings.pricing`). Limited per IP: anyone may call it.
 */
export const estimatePrice =
  (deps: BookingDeps) =>
  async (input: EstimateInput, ip: string): Promise<PriceEstimate> => {
    const { perIp, windowSeconds } = deps.settings.estimateLimit;
    const hit = await deps.rateLimiter.hit(`pricing:estimate:ip:${ip}`, perIp, windowSeconds);
    if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds);
    const checked = checkEstimate(input, deps.settings.publicTerms.hourlyRateCents);
    if (!checked.ok) throw bookingErrors.invalid(checked.issues);
    const q = quote(checked.value.quoteInput, deps.settings.pricing);
    return { quote: q, cleanerShare: deps.shares.ofVisit(q), rateSource: checked.value.rateSource };
  };

/**
 * The figures the public pages state (GET /api/pricing), each from the configuration that applies it;
 * the featured promo code from the promo codes table, only while it runs (null otherwise).
 */
export async function pricingTerms(deps: Pick<BookingDeps, 'settings' | 'promoCodes'>) {
  const { pricing, cancellation, requestExpiryHours, publicTerms } = deps.settings;
  const featured = await deps.promoCodes.featured();
  return {
    currency: 'CAD' as const,
    minimumHours: MIN_DURATION_HOURS,
    maximumHours: MAX_HOURS,
    hourlyRateCents: { min: publicTerms.hourlyRateCents.min, max: publicTerms.hourlyRateCents.max },
    exampleHourlyRates: Object.entries(EXAMPLE_HOURLY_RATES_CENTS).map(([cleaningType, hourlyRateCents]) => ({ cleaningType, hourlyRateCents: hourlyRateCents! })),
    suppliesFeeCents: pricing.suppliesFeeCents,
    emergencyPercent: pricing.emergencyPercent,
    firstBookingPercent: pricing.firstBookingPercent,
    featuredPromo: featured && {
      code: featured.code,
      kind: featured.discount.kind,
      amountCents: featured.discount.kind === 'amount' ? featured.discount.amountCents : null,
      percent: featured.discount.kind === 'percent' ? featured.discount.percent : null,
      endsAt: featured.endsAt?.toISOString() ?? null,
    },
    serviceFeePercent: pricing.serviceFeePercent,
    depositPercent: DEPOSIT_PERCENT,
    taxes: [
      { tax: 'gst' as const, ratePermille: GST_PERMILLE },
      { tax: 'qst' as const, ratePermille: QST_PERMILLE },
    ],
    cancellation: {
      freeCancellationHours: cancellation.freeCancellationHours,
      lateCancellationFeeCents: cancellation.lateCancellationFeeCents,
      postponeHours: cancellation.postponeHours,
      cleanerLateAfterMinutes: LATE_AFTER_MINUTES,
    },
    requestExpiryHours,
    // The booked hours are billed (docs/decisions.md "Billed time"); the punch-out opens at this share of them.
    billedTime: { billed: 'booked' as const, minimumOnSitePercent: deps.settings.minimumOnSitePercent },
    cleaners: {
      earnUpToHourlyCents: EARN_UP_TO_HOURLY_CENTS,
      commissionPercent: publicTerms.commissionPercent,
      instantPayoutFeeCents: publicTerms.instantPayoutFeeCents,
    },
  };
}

export type PricingTerms = Awaited<ReturnType<typeof pricingTerms>>;
