import type { Charge } from '../../domain/charge.js';
import type { BookingPaymentsView } from '../../application/booking-payments.js';
import type { RefundRecord, SavedCard } from '../../application/ports.js';

export const presentCard = (c: SavedCard) => ({
  id: c.id,
  paymentMethodId: c.paymentMethodRef,
  brand: c.brand,
  last4: c.last4,
  expMonth: c.expMonth,
  expYear: c.expYear,
  createdAt: c.createdAt.toISOString(),
  lastWorkedAt: c.lastWorkedAt ? c.lastWorkedAt.toISOString() : null,
});

const presentCharge = (c: Charge) => ({
  id: c.id,
  kind: c.kind,
  amountCents: c.amountCents,
  refundedCents: c.refundedCents,
  status: c.status,
  failureCode: c.failureCode,
  attempts: c.attempts,
  nextRetryAt: c.nextRetryAt?.toISOString() ?? null,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

const presentRefund = (r: RefundRecord) => ({ id: r.id, amountCents: r.amountCents, reason: r.reason, by: r.by, status: r.status, createdAt: r.createdAt.toISOString() });

/** Contract's BookingPayments (never our provider references or idempotency keys). */
export const presentBookingPayments = (v: BookingPaymentsView) => ({ ...v, charges: v.charges.map(presentCharge), refunds: v.refunds.map(presentRefund) });
