/**
 * The one breakdown of a visit's money (issue #42): every summary that tells the client an amount
 * (the emails, the booking page, the invoice PDF, the console) lists these lines, in this order, and
 * nothing else adds up to the total. The supplies and emergency fees are lines of their own and are
 * NOT in the "service" line (the stored subtotal holds them: listing both counted them twice).
 *
 * Pure and dependency-free: the server, the web app and the console import it.
 */
export type BreakdownLineKind = 'service' | 'supplies' | 'emergency' | 'discount' | 'service_fee' | 'tax' | 'tip';

export interface BreakdownLine {
  kind: BreakdownLineKind;
  /** Signed integer cents: a discount is negative. */
  amountCents: number;
  /** A discount's kind (first_booking, promo, referral; 'discount' when the money does not say which). */
  discount?: string;
  /** A tax line: which tax, and (when known) on what, at which rate, on which base. */
  tax?: { tax: 'gst' | 'qst'; on?: 'service' | 'platform_fee'; ratePermille?: number; baseCents?: number };
}

/** The money a breakdown is made of: a quote or a booking's frozen money (the optional parts refine the lines). */
export interface BreakdownMoney {
  subtotalCents: number;
  cleaningFeeCents: number;
  emergencyFeeCents: number;
  discountCents: number;
  discounts?: readonly { kind: string; amountCents: number }[];
  serviceFeeCents: number;
  /** The taxes in two sums, when the money has no tax lines (a booking's frozen money). */
  gstCents?: number;
  qstCents?: number;
  taxLines?: readonly { tax: 'gst' | 'qst'; on: 'service' | 'platform_fee'; ratePermille: number; baseCents: number; amountCents: number }[];
  totalCents: number;
}

export interface MoneyBreakdown {
  lines: BreakdownLine[];
  /** The visit's total (the lines without a tip add up to it). */
  totalCents: number;
  tipCents: number;
  /** What the client paid in all: total + tip (all the lines add up to it). */
  grandTotalCents: number;
}

export const sumOf = (lines: readonly { amountCents: number }[]): number => lines.reduce((s, l) => s + l.amountCents, 0);

/**
 * The visit's lines; a tip (paid apart, not taxed) is a last line when given. Optional lines at zero
 * are left out. Throws when the lines would not add up to the total: a summary is never sent wrong.
 */
export function moneyBreakdown(m: BreakdownMoney, tipCents = 0): MoneyBreakdown {
  const lines: BreakdownLine[] = [{ kind: 'service', amountCents: m.subtotalCents - m.cleaningFeeCents - m.emergencyFeeCents }];
  if (m.cleaningFeeCents) lines.push({ kind: 'supplies', amountCents: m.cleaningFeeCents });
  if (m.emergencyFeeCents) lines.push({ kind: 'emergency', amountCents: m.emergencyFeeCents });
  const discounts = m.discounts?.length ? m.discounts : m.discountCents ? [{ kind: 'discount', amountCents: m.discountCents }] : [];
  for (const d of discounts) if (d.amountCents) lines.push({ kind: 'discount', discount: d.kind, amountCents: -d.amountCents });
  lines.push({ kind: 'service_fee', amountCents: m.serviceFeeCents });
  if (m.taxLines?.length) {
    for (const t of m.taxLines) lines.push({ kind: 'tax', amountCents: t.amountCents, tax: { tax: t.tax, on: t.on, ratePermille: t.ratePermille, baseCents: t.baseCents } });
  } else {
    lines.push({ kind: 'tax', amountCents: m.gstCents ?? 0, tax: { tax: 'gst' } }, { kind: 'tax', amountCents: m.qstCents ?? 0, tax: { tax: 'qst' } });
  }
  const sum = sumOf(lines);
  if (sum !== m.totalCents) throw new RangeError(`money breakdown: the lines add up to ${sum}, the total is ${m.totalCents}`);
  if (tipCents) lines.push({ kind: 'tip', amountCents: tipCents });
  return { lines, totalCents: m.totalCents, tipCents, grandTotalCents: m.totalCents + tipCents };
}
