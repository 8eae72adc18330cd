/**
 * How a series' price is told (issue #42): visit 1 carries the one-time discounts, the later visits
 * none, so when they differ the panel shows visit 1 and the other visits apart (never "Total per
 * visit" for the discounted first one), and names the discount only when there is one.
 */
export interface SeriesQuote {
  visits: number;
  totalCents: number;
  seriesTotalCents: number;
  discounts: { kind: string; amountCents: number }[];
}

export interface SeriesPrice {
  /** Visit 1 differs from the others: show them apart. */
  split: boolean;
  firstTotalCents: number;
  /** Each later visit's total (all equal: no discount after visit 1). */
  laterTotalCents: number;
  laterVisits: number;
  /** Which note explains the difference: the first-booking discount, another discount (promo, referral), or none. */
  note: 'first_booking' | 'discount' | null;
}

export function seriesPrice(q: SeriesQuote): SeriesPrice | null {
  if (q.visits <= 1) return null;
  const laterVisits = q.visits - 1;
  const laterTotalCents = (q.seriesTotalCents - q.totalCents) / laterVisits;
  const discounted = q.discounts.filter((d) => d.amountCents > 0);
  const note = discounted.some((d) => d.kind === 'first_booking') ? 'first_booking' : discounted.length ? 'discount' : null;
  return { split: laterTotalCents !== q.totalCents, firstTotalCents: q.totalCents, laterTotalCents, laterVisits, note };
}
