// Pure helpers for the booking's Payments panel and refund dialog (unit-tested in payments-format.test.ts).

/** The contract's ceiling for one refund (adminRefundBooking.amountCents). */
export const REFUND_MAX_CENTS = 10_000_000;

/**
 * An amount typed in dollars -> integer cents, or null when it is not one.
 * Accepts "12", "12.5", "12,50" (French decimal comma), spaces and a "$" sign;
 * at most two decimals. Digits are read as text, never through a float, so
 * 0.29 $ is 29 cents and not 28.999....
 */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f$]/g, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const dollars = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/** The refund amount's rule -> a message key, or null when valid. "Too large for this booking" is the server's (409). */
export function refundAmountError(text: string): string | null {
  const cents = parseDollars(text);
  if (cents === null) return 'eclat.booking_payments.refund.amount_invalid';
  if (cents < 1) return 'eclat.booking_payments.refund.amount_zero';
  if (cents > REFUND_MAX_CENTS) return 'eclat.booking_payments.refund.amount_too_large';
  return null;
}

export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 500;

/** The refund reason's rule (3..500 characters once trimmed) -> a message key, or null when valid. */
export function refundReasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length < REFUND_REASON_MIN) return 'eclat.booking_payments.refund.reason_too_short';
  if (length > REFUND_REASON_MAX) return 'eclat.booking_payments.refund.reason_too_long';
  return null;
}

/** What may still be refunded: captured money less what was already refunded, never negative. */
export function refundableCents(payments: { paidCents: number; refundedCents: number }): number {
  return Math.max(0, payments.paidCents - payments.refundedCents);
}
