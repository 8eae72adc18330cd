// Pure helpers for the seller report's screen (unit-tested in format.test.ts).

/** Cents as dollars in the reader's language: 1 234,50 $ / $1,234.50. */
export function formatMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-CA' : 'fr-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

/** The name the report files under: the legal name, else (not declared yet) the name in the app, else a dash. */
export const reportName = (row: { legalName: string | null; displayName: string | null }): string => row.legalName ?? row.displayName ?? '—';
