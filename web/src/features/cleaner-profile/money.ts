/** Rates are cents in the API and dollars on screen ("25", "25.50", "25,50"). */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/\s|\$/g, '').replace(',', '.');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
