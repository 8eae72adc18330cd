/**
 * `percent` % of `cents`, computed exactly (the percentage is read as the decimal it prints as, so
 * 9.975 is 9975/1000) and rounded half up to the cent, once: the same rule as booking's pricing.
 */
export function percentOfHalfUp(cents: number, percent: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`cents must be a non-negative integer, got ${cents}`);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(percent));
  if (!match) throw new RangeError(`percent must be a non-negative decimal, got ${percent}`);
  const [, int = '0', frac = ''] = match;
  const numerator = BigInt(cents) * BigInt(int + frac);
  const denominator = 100n * 10n ** BigInt(frac.length);
  return Number((2n * numerator + denominator) / (2n * denominator));
}
