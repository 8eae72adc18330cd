/**
 * What the producing modules hand over (outbox payloads, src/flows/integration-flows.ts) for the
 * events they emit in the transaction of their change; integrations turns them into each owner's data.
 */

/** payments.payment_failed: one refused attempt of a remainder or cancellation fee. */
export interface PaymentFailedFacts {
  chargeId: string;
  bookingId: string;
  kind: string;
  amountCents: number;
  /** declined | authentication_required | error (the charge's failureCode, as the payments page shows it). */
  reason: string;
  /** When the next automatic attempt runs; null: the client pays by the link. */
  nextRetryAt: string | null;
  failedAt: string;
  /** Which attempt (charge, attempt count, provider intent): the event's de-duplication key. */
  attemptKey: string;
}

/** payments.refund_created: one refund that went through (ours, or one Stripe reported). */
export interface RefundCreatedFacts {
  refundId: string;
  bookingId: string;
  amountCents: number;
  /** policy (cancellation terms), admin, or stripe (made at Stripe, not through Éclat). */
  by: string;
  reason: string | null;
  createdAt: string;
}

/** payouts.payout_paid: a payout became paid. */
export interface PayoutPaidFacts {
  payoutId: string;
  cleanerId: string;
  kind: string;
  week: string | null;
  grossCents: number;
  feeCents: number;
  amountCents: number;
  earningCount: number;
  paidAt: string;
  /** The attempt that paid it (a reversed then retried weekly payout is paid again, a new event). */
  attempt: number;
}

/** messaging.message_created: a message stored (its text stays with messaging). */
export interface MessageCreatedFacts {
  messageId: string;
  bookingId: string;
  senderId: string;
  recipientId: string;
  sentAt: string;
  /** The parties who use integrations when it was sent (messageCreatedWatchSql): only they get it. */
  ownerIds: string[];
}
