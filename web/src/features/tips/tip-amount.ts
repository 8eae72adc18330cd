/**
 * A typed amount in dollars ("15", "12,50", "12.5 $") as whole cents; null when it is not an amount
 * with at most two decimals. The server checks the bounds and answers in the client's language.
 */
export function parseTipDollars(input: string): number | null {
  const cleaned = input.replace(/[\s\u00a0\u202f$]/g, '').replace(',', '.');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.') as [string, string?];
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A fresh key per tip click (the server charges a repeated key once). */
export const newTipRequestKey = (): string => crypto.randomUUID().replace(/-/g, '');
