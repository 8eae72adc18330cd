/**
 * An invoice exists only once the booking is fully paid (issue #5, spec section 8: "invoice not
 * available before final payment"). A booking refunded after it was fully paid keeps its invoice;
 * one refunded before (a cancellation) never gets one.
 */
export const INVOICEABLE_PAYMENT_STATUSES = ['fully_paid', 'final_partially_refunded', 'final_refunded'] as const;

export interface AvailabilityFacts {
  status: string;
  paymentStatus: string;
  punchedInAt: Date | null;
  punchedOutAt: Date | null;
}

/**
 * `fullyPaidAt` comes from the payments module's ledger (null: never fully paid); `undefined` when no
 * ledger answered, in which case only `fully_paid` itself proves the payment.
 */
export function invoiceAvailable(b: AvailabilityFacts, fullyPaidAt: Date | null | undefined): boolean {
  // The period printed on the invoice is the visit itself: it must have been worked.
  if (b.status !== 'completed' || !b.punchedInAt || !b.punchedOutAt) return false;
  if (!(INVOICEABLE_PAYMENT_STATUSES as readonly string[]).includes(b.paymentStatus)) return false;
  if (fullyPaidAt === undefined) return b.paymentStatus === 'fully_paid';
  return fullyPaidAt !== null;
}
