/**
 * The money of a booking: service, fees, discounts, platform fee, Quebec sales taxes, deposit.
 *
 * Rounding rule (the only one, applied everywhere): every amount is integer cents; every
 * percentage (or permille, or hours x rate) is computed EXACTLY in integers (BigInt: the rate is
 * read as a decimal, e.g. 99.75 permille = 9975 / 100 000) and rounded half up to the cent,
 * once per line. Lines are then added; nothing is ever rounded twice or accumulated in floats.
 * Example: 9.975 % of 553 cents = 55.16175 -> 55; 5 % of 11 050 = 552.5 -> 553.
 *
 * Worked example (the same figures are asserted in pricing.test.ts):
 *   4 h x 30 $ hourly, cleaner brings supplies, first booking, cleaner registered for GST and QST
 *   service 12 000 + supplies 1 000 + emergency 0          = subtotal 13 000
 *   first booking -15 % of 13 000                          = -1 950  -> taxable service base 11 050
 *   platform service fee 5 % of 11 050 = 552.5             ->    553
 *   GST 5 % of 11 050 = 552.5 -> 553 ; QST 9.975 % of 11 050 = 1 102.2375 -> 1 102   (service)
 *   GST 5 % of 553 = 27.65 -> 28     ; QST 9.975 % of 553 = 55.16175 -> 55          (platform fee)
 *   taxes 553 + 1 102 + 28 + 55 = 1 738 ; total 11 050 + 553 + 1 738 = 13 341
 *   deposit ceil(13 341 / 2) = 6 671 (the odd cent goes to the deposit), remainder 6 670
 */

export interface PricingSettings {
  /** Platform service fee, % of (subtotal - discount). */
  serviceFeePercent: number;
  suppliesFeeCents: number;
  emergencyPercent: number;
  firstBookingPercent: number;
}

export const DEFAULT_PRICING: PricingSettings = Object.freeze({
  serviceFeePercent: 5,
  suppliesFeeCents: 1000,
  emergencyPercent: 15,
  firstBookingPercent: 15,
});

/** 5 % */
export const GST_PERMILLE = 50;
/** 9.975 % */
export const QST_PERMILLE = 99.75;

export interface QuoteInput {
  mode: 'hourly' | 'fixed';
  /** Hourly rate (hourly) or the fixed price for the property type (fixed). */
  rateCents: number;
  /** Duration in hours (a multiple of 0.5 in practice; any positive number is priced exactly). */
  hours: number;
  suppliesProvided: boolean;
  emergency: boolean;
  /** The -15 % applies to the first visit only. */
  firstBooking: boolean;
  /** A promo code's discount (checked by the caller), first visit only; null without a code. */
  promo: PromoDiscount | null;
  /** Seam for the referrals module; first visit only. */
  referralCreditCents: number;
  cleanerTaxRegistered: { gst: boolean; qst: boolean };
  visits: number;
}

/** A promo code's worth: an amount in cents, or a percentage of the subtotal (like the first-booking discount). */
export type PromoDiscount = { kind: 'amount'; amountCents: number } | { kind: 'percent'; percent: number };

export type DiscountKind = 'first_booking' | 'promo' | 'referral';
export interface QuoteDiscount {
  kind: DiscountKind;
  amountCents: number;
}

export interface TaxLine {
  tax: 'gst' | 'qst';
  on: 'service' | 'platform_fee';
  ratePermille: number;
  baseCents: number;
  amountCents: number;
}

/** Same shape as the BookingQuote schema of openapi.yaml. */
export interface Quote {
  currency: 'CAD';
  mode: 'hourly' | 'fixed';
  hours: number;
  rateCents: number;
  serviceCents: number;
  cleaningFeeCents: number;
  emergencyFeeCents: number;
  /** The cleaner's supply: service + supplies + emergency. */
  subtotalCents: number;
  discounts: QuoteDiscount[];
  discountCents: number;
  /** The platform's fee. */
  serviceFeeCents: number;
  gstCents: number;
  qstCents: number;
  taxLines: TaxLine[];
  taxCents: number;
  totalCents: number;
  depositCents: number;
  remainderCents: number;
  visits: number;
  seriesTotalCents: number;
  /**
   * Every visit's deposit together: a series holds them all on the card with the request (and
   * takes them when the cleaner accepts the series), so the client must read this sum, not one
   * visit's deposit (issue #40). Absent from quotes stored before it existed.
   */
  seriesDepositCents: number;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** A non-negative finite number as the exact decimal it prints as: value = n / 10^scale. */
function exactDecimal(value: number, what: string): { n: bigint; scale: number } {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a finite non-negative number, got ${value}`);
  const match = DECIMAL.exec(String(value));
  if (!match) throw new RangeError(`${what} is not a decimal number: ${value}`);
  const [, int = '0', frac = '', exp = '0'] = match;
  let scale = frac.length - Number(exp);
  let digits = int + frac;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  return { n: BigInt(digits), scale };
}

/** cents x rate / per, exactly, rounded half up to the cent. */
function fractionOf(cents: number, rate: number, per: number, what: string): number {
  assertCents(cents, 'cents');
  const r = exactDecimal(rate, what);
  const numerator = BigInt(cents) * r.n;
  const denominator = BigInt(per) * 10n ** BigInt(r.scale);
  // Half up for non-negative values: floor(x + 1/2) = floor((2 num + den) / (2 den)).
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** `percent` % of `cents`, computed exactly and rounded half up to the cent (the pricing rounding rule). */
export function percentOf(cents: number, percent: number): number {
  return fractionOf(cents, percent, 100, 'percent');
}

function permilleOf(cents: number, permille: number): number {
  return fractionOf(cents, permille, 1000, 'permille');
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer number of cents, got ${value}`);
}

function validate(input: QuoteInput, settings: PricingSettings): void {
  if (input.mode !== 'hourly' && input.mode !== 'fixed') throw new RangeError(`unknown pricing mode ${String(input.mode)}`);
  assertCents(input.rateCents, 'rateCents');
  if (!Number.isFinite(input.hours) || input.hours <= 0) throw new RangeError(`hours must be positive, got ${input.hours}`);
  assertCents(input.referralCreditCents, 'referralCreditCents');
  if (input.promo?.kind === 'amount') assertCents(input.promo.amountCents, 'promo.amountCents');
  if (input.promo?.kind === 'percent' && !(Number.isInteger(input.promo.percent) && input.promo.percent >= 1 && input.promo.percent <= 100)) {
    throw new RangeError(`promo.percent must be an integer in [1, 100], got ${input.promo.percent}`);
  }
  if (!Number.isSafeInteger(input.visits) || input.visits < 1) throw new RangeError(`visits must be an integer >= 1, got ${input.visits}`);
  assertCents(settings.suppliesFeeCents, 'suppliesFeeCents');
  for (const key of ['serviceFeePercent', 'emergencyPercent', 'firstBookingPercent'] as const) {
    exactDecimal(settings[key], key);
  }
  if (settings.firstBookingPercent > 100) throw new RangeError('firstBookingPercent must not exceed 100');
}

/** One visit's money, without the series fields. */
function priceVisit(input: QuoteInput, firstVisit: boolean, settings: PricingSettings): Omit<Quote, 'visits' | 'seriesTotalCents' | 'seriesDepositCents'> {
  const serviceCents = input.mode === 'hourly' ? fractionOf(input.rateCents, input.hours, 1, 'hours') : input.rateCents;
  const cleaningFeeCents = input.suppliesProvided ? settings.suppliesFeeCents : 0;
  const emergencyFeeCents = input.emergency ? percentOf(serviceCents, settings.emergencyPercent) : 0;
  const subtotalCents = serviceCents + cleaningFeeCents + emergencyFeeCents;

  // One-time discounts, in order, each reduced so that together they never exceed the subtotal.
  const discounts: QuoteDiscount[] = [];
  let discountCents = 0;
  const offer = (kind: DiscountKind, wanted: number) => {
    const amountCents = Math.min(wanted, subtotalCents - discountCents);
    if (amountCents <= 0) return;
    discounts.push({ kind, amountCents });
    discountCents += amountCents;
  };
  if (firstVisit) {
    if (input.firstBooking) offer('first_booking', percentOf(subtotalCents, settings.firstBookingPercent));
    // A percentage is of the subtotal, as the first-booking discount; offer() caps it at what is left.
    if (input.promo) offer('promo', input.promo.kind === 'amount' ? input.promo.amountCents : percentOf(subtotalCents, input.promo.percent));
    offer('referral', input.referralCreditCents);
  }

  const serviceBaseCents = subtotalCents - discountCents;
  const serviceFeeCents = percentOf(serviceBaseCents, settings.serviceFeePercent);

  // The cleaner's service is taxed only for the taxes the cleaner is registered for; the platform
  // fee always is. A line with a zero base is not listed.
  const taxLines: TaxLine[] = [];
  const tax = (kind: TaxLine['tax'], on: TaxLine['on'], ratePermille: number, baseCents: number) => {
    if (baseCents > 0) taxLines.push({ tax: kind, on, ratePermille, baseCents, amountCents: permilleOf(baseCents, ratePermille) });
  };
  if (input.cleanerTaxRegistered.gst) tax('gst', 'service', GST_PERMILLE, serviceBaseCents);
  if (input.cleanerTaxRegistered.qst) tax('qst', 'service', QST_PERMILLE, serviceBaseCents);
  tax('gst', 'platform_fee', GST_PERMILLE, serviceFeeCents);
  tax('qst', 'platform_fee', QST_PERMILLE, serviceFeeCents);
  const sum = (kind: TaxLine['tax']) => taxLines.filter((l) => l.tax === kind).reduce((s, l) => s + l.amountCents, 0);
  const gstCents = sum('gst');
  const qstCents = sum('qst');
  const taxCents = gstCents + qstCents;

  const totalCents = serviceBaseCents + serviceFeeCents + taxCents;
  const depositCents = Math.ceil(totalCents / 2); // half, the odd cent to the deposit
  return {
    currency: 'CAD',
    mode: input.mode,
    hours: input.hours,
    rateCents: input.rateCents,
    serviceCents,
    cleaningFeeCents,
    emergencyFeeCents,
    subtotalCents,
    discounts,
    discountCents,
    serviceFeeCents,
    gstCents,
    qstCents,
    taxLines,
    taxCents,
    totalCents,
    depositCents,
    remainderCents: totalCents - depositCents,
  };
}

function seriesTotals(input: QuoteInput, first: Pick<Quote, 'totalCents' | 'depositCents'>, settings: PricingSettings): Pick<Quote, 'seriesTotalCents' | 'seriesDepositCents'> {
  if (input.visits === 1) return { seriesTotalCents: first.totalCents, seriesDepositCents: first.depositCents };
  const later = priceVisit(input, false, settings);
  return { seriesTotalCents: first.totalCents + (input.visits - 1) * later.totalCents, seriesDepositCents: first.depositCents + (input.visits - 1) * later.depositCents };
}

/** The quote of a booking: visit 0's money, plus the number of visits and the series total. */
export function quote(input: QuoteInput, settings: PricingSettings = DEFAULT_PRICING): Quote {
  return visitQuote(input, 0, settings);
}

/**
 * The per-visit money of visit n (0-based) of a series: visit 0 carries the one-time discounts,
 * later visits none. `visits` and `seriesTotalCents` always describe the whole series, so
 * visitQuote(input, 0) equals quote(input).
 */
export function visitQuote(input: QuoteInput, visitIndex: number, settings: PricingSettings = DEFAULT_PRICING): Quote {
  validate(input, settings);
  if (!Number.isSafeInteger(visitIndex) || visitIndex < 0 || visitIndex >= input.visits) {
    throw new RangeError(`visitIndex must be an integer in [0, ${input.visits - 1}], got ${visitIndex}`);
  }
  const first = priceVisit(input, true, settings);
  const visit = visitIndex === 0 ? first : priceVisit(input, false, settings);
  return { ...visit, visits: input.visits, ...seriesTotals(input, first, settings) };
}
