import { percentOfHalfUp } from './money.js';

export const EARNING_KINDS = ['booking', 'cancellation_fee', 'referral_reward', 'adjustment', 'tip'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

/** One line of the cleaner's ledger (integer cents). A line is paid by exactly one payout. */
export interface Earning {
  id: string;
  cleanerId: string;
  kind: EarningKind;
  bookingId: string | null;
  /** The visit's Quebec date, for the description; null for lines not tied to a visit. */
  serviceDate: string | null;
  /** Free text for referral rewards and adjustments. */
  note: string | null;
  grossCents: number;
  commissionCents: number;
  taxCents: number;
  /** gross - commission + tax */
  amountCents: number;
  earnedAt: Date;
  payoutId: string | null;
}

/** The lines of a booking quote the cleaner's share is computed from (booking's Quote, trimmed). */
export interface QuoteMoney {
  subtotalCents: number;
  discountCents: number;
  serviceFeeCents: number;
  totalCents: number;
  taxLines: { on: 'service' | 'platform_fee'; amountCents: number }[];
}

export interface EarningAmounts {
  grossCents: number;
  commissionCents: number;
  taxCents: number;
  amountCents: number;
}

/**
 * The cleaner's share of a booking. gross is the service as billed (discounts lower the service
 * price, so the cleaner and the platform share them); the commission is `commissionPercent` of it,
 * half up; the GST/QST a registered cleaner charged on the service pass through untouched. What the
 * client paid then splits exactly: total = amount + (commission + service fee) + taxes on the fee.
 */
export function bookingEarning(quote: QuoteMoney, commissionPercent: number): EarningAmounts {
  const grossCents = quote.subtotalCents - quote.discountCents;
  const commissionCents = percentOfHalfUp(grossCents, commissionPercent);
  const taxCents = quote.taxLines.filter((l) => l.on === 'service').reduce((s, l) => s + l.amountCents, 0);
  return { grossCents, commissionCents, taxCents, amountCents: grossCents - commissionCents + taxCents };
}

/** The platform's part of a booking's money: its commission, its service fee and the taxes on that fee. */
export function platformShare(quote: QuoteMoney, earning: EarningAmounts): number {
  const feeTaxes = quote.taxLines.filter((l) => l.on === 'platform_fee').reduce((s, l) => s + l.amountCents, 0);
  return earning.commissionCents + quote.serviceFeeCents + feeTaxes;
}

/** A late cancellation fee paid by the client: the cleaner's share after the commission, no tax. */
export function cancellationEarning(feeCents: number, commissionPercent: number): EarningAmounts {
  const commissionCents = percentOfHalfUp(feeCents, commissionPercent);
  return { grossCents: feeCents, commissionCents, taxCents: 0, amountCents: feeCents - commissionCents };
}

/** A client's tip (issue #18): all of it is the cleaner's, no commission, and no tax (a voluntary gratuity). */
export function tipEarning(tipCents: number): EarningAmounts {
  return { grossCents: tipCents, commissionCents: 0, taxCents: 0, amountCents: tipCents };
}
