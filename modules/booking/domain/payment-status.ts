/** Spec section 4's payment statuses. The booking issue uses the initial_* ones and final_pending; payments (#5) the rest. */
export const PAYMENT_STATUSES = [
  'initial_pending',
  'initial_failed',
  'initial_completed',
  'final_pending',
  'final_failed',
  'final_completed',
  'final_refunded',
  'final_partially_refunded',
  'fully_paid',
  'partially_paid',
  'completed',
  'failed',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
