import { describe, expect, it } from 'vitest';
import { sellerReportFilters, yearChoices } from './seller-report-filters';
import { defaultReportYear } from './seller-reports-api';

/** Issue #41: the seller report's years list showed the default year twice (its empty item, then the year). */
describe('the seller report year filter', () => {
  it('lists each year once, the default one among them', () => {
    const ids = yearChoices(new Date(2026, 11, 3)).map((c) => c.id);
    expect(ids).toEqual([2026, 2025, 2024]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(yearChoices().map((c) => c.id)).toContain(defaultReportYear());
  });

  it('has no empty item naming a year (a required choice: react-admin then draws none)', () => {
    const year = sellerReportFilters.find((f) => f.key === 'year')!;
    const props = year.props as { emptyText?: unknown; validate?: unknown };
    expect(props.emptyText).toBeUndefined();
    expect(props.validate).toBeDefined();
  });
});
