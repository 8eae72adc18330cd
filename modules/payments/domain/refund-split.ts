/** A captured charge that can still give money back. */
export interface RefundableCharge {
  id: string;
  amountCents: number;
  refundedCents: number;
  paidAt: Date;
}

export interface RefundPiece {
  chargeId: string;
  amountCents: number;
}

/**
 * Splits a refund across a booking's captured charges, newest payment first (the remainder before
 * the deposit), each giving back at most what it still holds. Null when the charges together hold
 * less than asked: the whole refund is refused rather than partly done.
 */
export function splitRefund(charges: readonly RefundableCharge[], amountCents: number): RefundPiece[] | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new RangeError(`amountCents must be a positive integer, got ${amountCents}`);
  const ordered = [...charges].sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime() || a.id.localeCompare(b.id));
  const pieces: RefundPiece[] = [];
  let left = amountCents;
  for (const c of ordered) {
    if (left === 0) break;
    const available = c.amountCents - c.refundedCents;
    if (available <= 0) continue;
    const take = Math.min(available, left);
    pieces.push({ chargeId: c.id, amountCents: take });
    left -= take;
  }
  return left === 0 ? pieces : null;
}

/** What the booking's captured charges still hold. */
export const refundableCents = (charges: readonly RefundableCharge[]): number => charges.reduce((sum, c) => sum + Math.max(0, c.amountCents - c.refundedCents), 0);
