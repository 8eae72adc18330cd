import type { BookingCleaningStatus, BookingPaymentStatus, BookingStatus, BookingSummary } from './api/types';

/** Who reads the booking. The web's admins do not see bookings (spec section 6): they get the neutral words. */
export type BookingReader = 'client' | 'cleaner' | 'admin';

/**
 * Statuses worded for the person reading them (issue #14): the client reads "awaiting the
 * cleaner's confirmation" where the cleaner reads "awaiting your answer", "withdrawn by you"
 * where the cleaner reads "withdrawn by the client". Keys of the `bookings` namespace.
 */
export function statusKey(status: BookingStatus, reader: BookingReader, paymentStatus?: BookingPaymentStatus): string {
  // A request whose deposit was refused never became a booking: it reads "Paiement refusé", not "Annulée" (issue #42).
  if (status === 'cancelled' && paymentStatus === 'initial_failed') return 'bookings:paymentRefused';
  return reader === 'admin' ? `bookings:status.${status}` : `bookings:statusFor.${reader}.${status}`;
}

/** The work's state: "awaiting the cleaner" and "cleaner no-show" speak to the cleaner in the second person. */
export function cleaningStatusKey(status: NonNullable<BookingCleaningStatus>, reader: BookingReader): string {
  return reader === 'cleaner' ? `bookings:cleaningStatusFor.cleaner.${status}` : `bookings:cleaningStatus.${status}`;
}

/** A request that ended before it was accepted: its deposit was only authorised, so nothing was ever charged. */
const ENDED_REQUESTS: readonly BookingStatus[] = ['declined', 'declined_by_client', 'expired'];

/**
 * The payment is the client's: the cleaner reads "the client's deposit paid", not "deposit paid" (which reads as theirs).
 * A request declined, withdrawn or expired is "refunded" in the spec's statuses, but nothing was charged: its
 * authorisation was cancelled, and it says so (issue #40: "Client remboursé" after a decline).
 */
export function paymentStatusKey(status: BookingPaymentStatus, reader: BookingReader, bookingStatus?: BookingStatus, cancellation?: { feeCents: number; refundCents: number } | null): string {
  // A visit cancelled before anything was charged (a pending request an admin stopped) released its hold too (issue #42).
  const neverCharged = bookingStatus === 'cancelled' && cancellation && cancellation.feeCents === 0 && cancellation.refundCents === 0;
  const state = status === 'refunded' && bookingStatus && (ENDED_REQUESTS.includes(bookingStatus) || neverCharged) ? 'authorization_released' : status;
  return reader === 'cleaner' ? `bookings:paymentStatusFor.cleaner.${state}` : `bookings:paymentStatus.${state}`;
}

/** The reader of a list: the signed-in user's role. */
export function readerOf(role: string | null | undefined): BookingReader {
  return role === 'cleaner' ? 'cleaner' : role === 'admin' ? 'admin' : 'client';
}

/**
 * The one amount a booking card shows its reader: the client's price for the client; for the
 * cleaner what they earn (never the client's total), worded by whether it is still to come, earned,
 * or their part of a late-cancellation fee; nothing when the cleaner earns nothing. Keys of `bookingList`.
 */
export function cardAmount(booking: Pick<BookingSummary, 'status' | 'totalCents' | 'cleanerEarning'>, reader: BookingReader): { key: string; cents: number } | null {
  if (reader !== 'cleaner') return { key: 'bookingList:row.total', cents: booking.totalCents };
  const earning = booking.cleanerEarning;
  if (!earning) return null;
  if (earning.kind === 'cancellation_fee') return { key: 'bookingList:row.earnedFee', cents: earning.amountCents };
  return { key: booking.status === 'completed' ? 'bookingList:row.earned' : 'bookingList:row.youWillEarn', cents: earning.amountCents };
}
