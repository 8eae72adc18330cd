import type { PaymentStatus } from '../../booking/index.js';
import type { Charge } from '../domain/charge.js';
import { paymentFailedEmail } from './payment-emails.js';
import type { PaymentsDeps } from './ports.js';

/** Booking payment statuses from which a paid remainder makes the booking fully paid. */
const AWAITING_REMAINDER: readonly PaymentStatus[] = ['final_pending', 'partially_paid', 'final_failed'];

/**
 * A remainder got paid (first attempt, retry, the client's payment, a webhook): the booking becomes
 * fully paid and the `booking.fully_paid` flow starts in the same transaction (payouts' earning,
 * invoices' invoice: src/flows). The compare-and-set answers true once per booking, so the flow
 * starts once however many paths saw the payment, and a crash cannot separate the two.
 */
export async function afterRemainderPaid(deps: PaymentsDeps, charge: Pick<Charge, 'bookingId' | 'kind'>): Promise<void> {
  if (charge.kind !== 'remainder') return;
  await deps.store.tx(async () => {
    const moved = await deps.bookings.setPaymentStatus(charge.bookingId, AWAITING_REMAINDER, 'fully_paid');
    if (moved) await deps.flows.emit('booking.fully_paid', charge.bookingId, { bookingId: charge.bookingId });
  });
}

export const payLink = (deps: PaymentsDeps, bookingId: string): string => `${deps.settings.publicUrl}/bookings/${bookingId}?pay=1`;

/** Tells the client an off-session charge was refused, in their language, with the link to pay. */
export async function emailPaymentFailed(deps: PaymentsDeps, charge: Charge): Promise<void> {
  if (charge.kind === 'deposit') return;
  const [client, facts] = await Promise.all([deps.accounts.find(charge.clientId), deps.bookings.paymentFacts(charge.bookingId)]);
  if (!client || !facts) return;
  await deps.mailer.send(
    paymentFailedEmail(client, { amountCents: charge.amountCents, date: facts.date, kind: charge.kind, reason: charge.failureCode ?? 'error', link: payLink(deps, charge.bookingId), retriesLeft: charge.nextRetryAt !== null }),
  );
}
