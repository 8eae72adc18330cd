import type { FieldIssue } from '../../../src/shared/domain-error.js';
import type { Frequency } from './booking.js';
import { DEFAULT_SERIES_VISITS, MIN_DURATION_HOURS } from './booking-draft.js';
import type { QuoteInput } from './pricing.js';

/**
 * The public price estimate (/pricing, /cleaners/join): the booking quote's own inputs, minus what
 * only a real booking knows (the cleaner's rate at the property's place, whether this client booked
 * before, their referral credit, a promo code). The estimate turns them into a `QuoteInput` and the
 * booking's `quote()` prices it, so an estimate and a quote with the same inputs are the same money.
 */

/** Spec section 9, "example rates per hour": basic 25 $, deep 35 $, move-out 45 $. */
export const EXAMPLE_HOURLY_RATES_CENTS: Readonly<Partial<Record<string, number>>> = Object.freeze({
  regular: 2500,
  deep: 3500,
  move_in_out: 4500,
});

/** Spec section 9, marketing: "cleaners earn up to $49/h". */
export const EARN_UP_TO_HOURLY_CENTS = 4900;

/** The deposit is half the total (pricing.ts: the odd cent goes to the deposit). */
export const DEPOSIT_PERCENT = 50;

export interface EstimateInput {
  /** Only chooses the example rate when no rate is given: the quote does not depend on the type. */
  cleaningType: string;
  hourlyRateCents?: number;
  hours: number;
  frequency?: Frequency;
  visits?: number;
  suppliesProvided?: boolean;
  emergency?: boolean;
  firstBooking?: boolean;
  cleanerTaxRegistered?: { gst: boolean; qst: boolean };
}

export type RateSource = 'given' | 'example';

export interface CheckedEstimate {
  quoteInput: QuoteInput;
  rateSource: RateSource;
}

/**
 * The booking draft's rules for the same fields (minimum 4 hours, one visit for `once`, 2+ for a
 * series, default 4), the cleaners' hourly rate bounds, and a rate: the one given, else the
 * spec's example rate of the cleaning type.
 */
export function checkEstimate(
  input: EstimateInput,
  rateBounds: { min: number; max: number },
): { ok: true; value: CheckedEstimate } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const add = (field: string, code: string, params?: Record<string, string | number>) => issues.push({ field: `body.${field}`, code, ...(params ? { params } : {}) });
  if (!(input.hours >= MIN_DURATION_HOURS)) add('hours', 'booking.min_duration', { hours: MIN_DURATION_HOURS });
  const frequency = input.frequency ?? 'once';
  const visits = frequency === 'once' ? 1 : (input.visits ?? DEFAULT_SERIES_VISITS);
  if (frequency === 'once' && input.visits !== undefined && input.visits !== 1) add('visits', 'booking.once_is_one_visit');
  if (frequency !== 'once' && visits < 2) add('visits', 'booking.series_needs_visits');
  const example = EXAMPLE_HOURLY_RATES_CENTS[input.cleaningType];
  const rateCents = input.hourlyRateCents ?? example;
  if (rateCents === undefined) add('hourlyRateCents', 'fields.required');
  else if (!Number.isInteger(rateCents) || rateCents < rateBounds.min || rateCents > rateBounds.max) {
    add('hourlyRateCents', 'cleaners.hourly_rate_range', { min: rateBounds.min / 100, max: rateBounds.max / 100 });
  }
  if (issues.length || rateCents === undefined) return { ok: false, issues };
  return {
    ok: true,
    value: {
      rateSource: input.hourlyRateCents === undefined ? 'example' : 'given',
      quoteInput: {
        mode: 'hourly',
        rateCents,
        hours: input.hours,
        suppliesProvided: input.suppliesProvided ?? false,
        emergency: input.emergency ?? false,
        firstBooking: input.firstBooking ?? false,
        promo: null,
        referralCreditCents: 0,
        cleanerTaxRegistered: input.cleanerTaxRegistered ?? { gst: false, qst: false },
        visits,
      },
    },
  };
}
