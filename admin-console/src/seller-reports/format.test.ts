import { describe, expect, it } from 'vitest';
import { formatMoney, reportName } from './format';
import { defaultReportYear, reportableYears } from './seller-reports-api';

describe('seller report helpers', () => {
  it('writes amounts as each language does', () => {
    expect(formatMoney(123_450, 'fr').replace(/\s/g, ' ')).toBe('1 234,50 $');
    expect(formatMoney(123_450, 'en')).toBe('$1,234.50');
  });

  it('files a seller under the legal name, else the name in the app', () => {
    expect(reportName({ legalName: 'Dominique Tremblay', displayName: 'Dom' })).toBe('Dominique Tremblay');
    expect(reportName({ legalName: null, displayName: 'Dom' })).toBe('Dom');
    expect(reportName({ legalName: null, displayName: null })).toBe('—');
  });

  it('offers the years from 2024, the last full one by default', () => {
    expect(reportableYears(new Date(2026, 10, 26))).toEqual([2026, 2025, 2024]);
    expect(defaultReportYear(new Date(2026, 0, 10))).toBe(2025);
    expect(defaultReportYear(new Date(2024, 5, 1))).toBe(2024);
  });
});
