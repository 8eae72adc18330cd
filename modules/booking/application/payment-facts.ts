import { wallClockOf, type Booking, type Cancellation, type PropertyView } from '../domain/booking.js';
import type { BookingStatus } from '../domain/booking-status.js';
import type { PaymentStatus } from '../domain/payment-status.js';
import type { Quote } from '../domain/pricing.js';
import type { BookingDeps } from './ports.js';

/** What payments, payouts and invoices need to know of a booking. */
export interface BookingPaymentFacts {
  id: string;
  clientId: string;
  cleanerId: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  cleaningType: string;
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  punchedInAt: Date | null;
  punchedOutAt: Date | null;
  workedMinutes: number | null;
  /** Every line of the price, as quoted at request (integer cents). */
  quote: Quote;
  /** The provider's reference of the deposit authorisation. */
  depositReference: string | null;
  cancellation: Omit<Cancellation, 'countsAgainstReliability'> | null;
  property: Pick<PropertyView, 'name' | 'type' | 'address'>;
  /** A case's free re-clean (issue #36): the only visit quoted 0 $ before any discount (case-support.ts). */
  guaranteeReclean: boolean;
}

export function paymentFactsOf(b: Booking): BookingPaymentFacts {
  return {
    id: b.id,
    clientId: b.clientId,
    cleanerId: b.cleanerId,
    status: b.status,
    paymentStatus: b.paymentStatus,
    cleaningType: b.cleaningType,
    date: b.date,
    time: wallClockOf(b.startMinute),
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    punchedInAt: b.punchIn ? new Date(b.punchIn.at) : null,
    punchedOutAt: b.punchOut ? new Date(b.punchOut.at) : null,
    workedMinutes: b.workedMinutes,
    quote: b.quote,
    depositReference: b.paymentReference,
    cancellation: b.cancellation ? { by: b.cancellation.by, reason: b.cancellation.reason, feeCents: b.cancellation.feeCents, refundCents: b.cancellation.refundCents, late: b.cancellation.late, at: b.cancellation.at } : null,
    property: { name: b.propertySnapshot.name, type: b.propertySnapshot.type, address: b.propertySnapshot.address },
    guaranteeReclean: b.quote.subtotalCents === 0 && b.quote.totalCents === 0,
  };
}

/**
 * The payments module moves a booking's payment status when money moves after the fact (a retried
 * remainder, an admin refund). Compare-and-set under the row lock: false when the status was not
 * one of `from` (someone else moved it first), so a replayed event changes nothing.
 */
export const setPaymentStatus =
  (deps: BookingDeps) =>
  (bookingId: string, from: readonly PaymentStatus[], to: PaymentStatus): Promise<boolean> =>
    deps.tx.run(async () => {
      const b = await deps.bookings.lock(bookingId);
      if (!b || !from.includes(b.paymentStatus)) return false;
      b.paymentStatus = to;
      b.updatedAt = deps.clock.now();
      await deps.bookings.save(b, []);
      return true;
    });
