/**
 * Canadian postal codes (spec section 5: format A1A 1A1). Canada Post never uses D, F, I, O, Q or U,
 * and never W or Z as the first letter. Quebec's forward sortation areas start with G, H or J.
 */
const FORMAT = /^([ABCEGHJKLMNPRSTVXY]\d[ABCEGHJKLMNPRSTVWXYZ]) ?(\d[ABCEGHJKLMNPRSTVWXYZ]\d)$/;
export const QUEBEC_FSA_LETTERS: readonly string[] = ['G', 'H', 'J'];

export type PostalCodeCheck = { ok: true; value: string } | { ok: false; reason: 'format' | 'outside_quebec' };

/** "h2x1y4", " H2X 1Y4 " -> "H2X 1Y4" (with the space), or null when it is not a Canadian postal code. */
export function normalizePostalCode(raw: string): string | null {
  const m = FORMAT.exec(raw.trim().toUpperCase());
  return m ? `${m[1]} ${m[2]}` : null;
}

/** A Quebec postal code, normalised; tells a malformed code from a valid one outside Quebec. */
export function checkQuebecPostalCode(raw: string): PostalCodeCheck {
  const value = normalizePostalCode(raw);
  if (!value) return { ok: false, reason: 'format' };
  if (!QUEBEC_FSA_LETTERS.includes(value[0]!)) return { ok: false, reason: 'outside_quebec' };
  return { ok: true, value };
}
