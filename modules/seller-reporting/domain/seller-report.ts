/**
 * One reportable seller's figures for a calendar year, per quarter of Quebec's calendar, as the Part XX
 * information return asks them (docs/decisions.md, "Seller reporting"):
 * - consideration: what was credited to the cleaner for their visits (booking and late-cancellation
 *   lines, and adjustments of them), net of Éclat's commission, with the GST/QST they charged;
 * - fees: Éclat's commission on those lines plus the instant payout fees charged in the quarter;
 * - taxes: taxes Éclat withheld from the cleaner (none: Éclat withholds no tax), reported as 0;
 * - activities: the visits (bookings) the consideration was credited for.
 */
export const QUARTERS = [1, 2, 3, 4] as const;
export type Quarter = (typeof QUARTERS)[number];

/** What the payouts ledger answers for one cleaner and one quarter. */
export interface QuarterFigures {
  cleanerId: string;
  /** 1 to 4. */
  quarter: number;
  considerationCents: number;
  commissionCents: number;
  instantFeeCents: number;
  activities: number;
}

export interface QuarterLine {
  quarter: Quarter;
  considerationCents: number;
  feesCents: number;
  taxesCents: number;
  activities: number;
}

export interface SellerYear {
  quarters: QuarterLine[];
  totals: Omit<QuarterLine, 'quarter'>;
}

/** The four quarters of each cleaner (a quarter without money is zeros), and the year's totals. */
export function sellerYears(figures: readonly QuarterFigures[]): Map<string, SellerYear> {
  const byCleaner = new Map<string, Map<number, QuarterFigures>>();
  for (const f of figures) {
    const quarters = byCleaner.get(f.cleanerId) ?? new Map<number, QuarterFigures>();
    quarters.set(f.quarter, f);
    byCleaner.set(f.cleanerId, quarters);
  }
  const out = new Map<string, SellerYear>();
  for (const [cleanerId, quarters] of byCleaner) {
    const lines = QUARTERS.map((quarter): QuarterLine => {
      const f = quarters.get(quarter);
      return { quarter, considerationCents: f?.considerationCents ?? 0, feesCents: (f?.commissionCents ?? 0) + (f?.instantFeeCents ?? 0), taxesCents: 0, activities: f?.activities ?? 0 };
    });
    const sum = (key: 'considerationCents' | 'feesCents' | 'taxesCents' | 'activities') => lines.reduce((s, l) => s + l[key], 0);
    out.set(cleanerId, { quarters: lines, totals: { considerationCents: sum('considerationCents'), feesCents: sum('feesCents'), taxesCents: sum('taxesCents'), activities: sum('activities') } });
  }
  return out;
}

/** Part XX took effect on January 1, 2024: no earlier year is reportable. */
export const FIRST_REPORTABLE_YEAR = 2024;
