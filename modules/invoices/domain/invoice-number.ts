/**
 * Invoice numbers run without gaps per calendar year (Quebec time): ECL-2026-000001,
 * ECL-2026-000002 ... (six digits at least; a millionth invoice simply gets seven). The sequence comes from a counter row taken in the transaction that inserts
 * the invoice, so a rolled-back issue leaves no hole (see the repository).
 */
export const INVOICE_PREFIX = 'ECL';

export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`invalid invoice year ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`invalid invoice sequence ${sequence}`);
  return `${INVOICE_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}

const NUMBER_RE = /^ECL-(\d{4})-(\d{6,})$/;

export function parseInvoiceNumber(number: string): { year: number; sequence: number } | null {
  const m = NUMBER_RE.exec(number);
  if (!m || Number(m[2]) < 1) return null;
  return { year: Number(m[1]), sequence: Number(m[2]) };
}
