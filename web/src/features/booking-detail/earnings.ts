import type { Booking } from '../booking/api/types';

export type EarningLine = { key: 'service' | 'fee' | 'commission' | 'taxes'; cents: number };

/**
 * The cleaner's earning as lines adding up to what they receive: their service as billed (or the
 * client's late-cancellation fee), less Éclat's commission, plus the sales taxes collected for a
 * registered cleaner (left out at zero). `total` says whether it is still to come or earned.
 * Keys of `bookingDetail:earnings`; null when the cleaner earns nothing from this booking.
 */
export function earningLines(booking: Pick<Booking, 'status' | 'cleanerEarning'>): { lines: EarningLine[]; total: { key: 'youWillEarn' | 'earned'; cents: number } } | null {
  const e = booking.cleanerEarning;
  if (!e) return null;
  const lines: EarningLine[] = [
    { key: e.kind === 'cancellation_fee' ? 'fee' : 'service', cents: e.grossCents },
    { key: 'commission', cents: -e.commissionCents },
    ...(e.taxCents > 0 ? [{ key: 'taxes' as const, cents: e.taxCents }] : []),
  ];
  const earned = booking.status === 'completed' || e.kind === 'cancellation_fee';
  return { lines, total: { key: earned ? 'earned' : 'youWillEarn', cents: e.amountCents } };
}
