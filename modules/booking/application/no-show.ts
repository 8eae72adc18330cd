import { DomainError } from '../../../src/shared/domain-error.js';
import { addDays, toInstant } from '../../../src/shared/local-time.js';
import type { Booking } from '../domain/booking.js';
import { bookingErrors } from '../domain/booking.errors.js';
import { PAYMENT_STATUSES } from '../domain/payment-status.js';
import { arrivalInBounds, assertLateAnnounceable, assertNoShowDeclarable, DEFAULT_NO_SHOW_DECLARATION_AFTER_MINUTES, latestArrival } from '../domain/no-show.js';
import { paidCents } from './cancel-booking.js';
import { lockedChange } from './locked-change.js';
import { visitFactsOf } from './booking-notifications.js';
import { lateArrivalEmail, noShowToCleanerEmail, noShowToClientEmail } from './no-show-emails.js';
import { setPaymentStatus } from './payment-facts.js';
import type { BookingDeps } from './ports.js';

/**
 * No-shows and late arrivals (issue #36, docs/decisions.md "No-shows and late arrivals").
 *
 * The declaration itself is one transaction (the visit cancelled, its no-show recorded, the flow's
 * rows written); what crosses modules follows through the outbox as the named flow
 * `booking.no_show_declared` (src/flows/booking-flows.ts): the refund or release of everything paid,
 * the cleaner's and the client's emails, the referral credit, the completion rate. Each step is
 * idempotent by its key, so a crash between two of them loses nothing and repeats nothing.
 */
export const NO_SHOW_DECLARED = 'booking.no_show_declared';

export interface NoShowDeclaredPayload {
  bookingId: string;
  cleanerId: string;
  clientId: string;
}

export const declarationAfterMinutes = (deps: BookingDeps): number => deps.settings.noShowDeclarationAfterMinutes ?? DEFAULT_NO_SHOW_DECLARATION_AFTER_MINUTES;

/** Only the visit's client declares; someone else's visit is 403 (booking.forbidden), the cleaner 403 too (booking.no_show_client_only). */
function requireClient(b: Booking, userId: string): void {
  const party = b.partyRole(userId);
  if (!party) throw bookingErrors.forbidden();
  if (party !== 'client') throw bookingErrors.noShowClientOnly();
}

export const declareNoShow =
  (deps: BookingDeps) =>
  async (bookingId: string, clientId: string): Promise<void> => {
    const now = deps.clock.now();
    const after = declarationAfterMinutes(deps);
    await lockedChange(
      deps,
      bookingId,
      'this',
      (b) => requireClient(b, clientId),
      async (b) => {
        assertNoShowDeclarable(b, now, after);
        const t = b.fire('declare_no_show', { role: 'client', id: clientId }, now, null, deps.newId);
        b.noShowAt = now;
        b.actionNonce = null;
        // Free for the client, everything paid given back (the refund itself is the flow's first step).
        b.cancellation = { by: 'client', reason: null, feeCents: 0, refundCents: paidCents(b), late: true, countsAgainstReliability: true, at: now.toISOString() };
        await deps.flows.emit(NO_SHOW_DECLARED, b.id, { bookingId: b.id, cleanerId: b.cleanerId, clientId: b.clientId } satisfies NoShowDeclaredPayload);
        return [t];
      },
      () => false,
    );
    // The flow's steps ran once the change committed (in contexts of their own): the answer shows the refund.
    await deps.bookings.reload(bookingId);
  };

/**
 * Step `payments.no_show_refund`: everything paid goes back at once through the payments port, a
 * captured deposit refunded (key refund:no_show:<id>), a deposit only held released (release:<id>).
 * Replayed, the same keys answer the first outcome; a refusal throws, and the step is retried.
 */
export const settleNoShow =
  (deps: BookingDeps) =>
  async (bookingId: string): Promise<void> => {
    const b = await deps.bookings.findById(bookingId);
    if (!b?.noShowAt || b.paymentStatus === 'refunded') return;
    if (b.paymentReference) {
      const paid = paidCents(b);
      const outcome =
        paid === 0
          ? await deps.payments.releaseDeposit({ bookingId, reference: b.paymentReference, idempotencyKey: `release:${bookingId}` })
          : await deps.payments.refund({ bookingId, reference: b.paymentReference, amountCents: paid, idempotencyKey: `refund:no_show:${bookingId}` });
      if (!outcome.ok) throw new Error(`the no-show ${paid === 0 ? 'release' : 'refund'} of booking ${bookingId} was refused (${outcome.reason}); it will be retried`);
    }
    // Everything paid is back, whatever moved the status meanwhile (an admin's refund): it is `refunded` now.
    await setPaymentStatus(deps)(bookingId, PAYMENT_STATUSES.filter((s) => s !== 'refunded'), 'refunded');
  };

async function noShowParties(deps: BookingDeps, bookingId: string) {
  const b = await deps.bookings.findById(bookingId);
  if (!b?.noShowAt) return null;
  const found = await deps.accounts.findMany([b.clientId, b.cleanerId]);
  return { b, client: found.find((a) => a.id === b.clientId) ?? null, cleaner: found.find((a) => a.id === b.cleanerId) ?? null };
}

/** Step `mail.no_show_to_cleaner`: the cleaner hears of it, in their language. */
export const sendNoShowToCleaner =
  (deps: BookingDeps) =>
  async (bookingId: string): Promise<void> => {
    const facts = await noShowParties(deps, bookingId);
    if (!facts?.cleaner?.active) return;
    const { b, client, cleaner } = facts;
    await deps.mailer.send(noShowToCleanerEmail({ email: cleaner.email, name: cleaner.name, locale: cleaner.locale }, visitFactsOf(deps, b, client?.name ?? null)));
  };

/** Step `mail.no_show_to_client`: the confirmation with the amount refunded, once the refund is done (before: retried). */
export const sendNoShowToClient =
  (deps: BookingDeps) =>
  async (bookingId: string): Promise<void> => {
    const facts = await noShowParties(deps, bookingId);
    if (!facts) return;
    const { b, client, cleaner } = facts;
    if (b.paymentStatus !== 'refunded') throw new Error(`the no-show of booking ${bookingId} is not refunded yet; its confirmation waits`);
    if (!client?.active) return;
    const refunded = b.cancellation?.refundCents ?? 0;
    const released = refunded === 0 && b.paymentReference ? b.money.depositCents : 0;
    await deps.mailer.send(noShowToClientEmail({ email: client.email, name: client.name, locale: client.locale }, visitFactsOf(deps, b, cleaner?.name ?? null), refunded, released));
  };

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The announced Quebec time as an instant: on the visit's day, or the next one when that is not after the start (a late-evening visit). */
export function arrivalInstant(b: Pick<Booking, 'date' | 'startsAt'>, time: string): Date | null {
  const m = HH_MM.exec(time);
  if (!m) return null;
  const minute = Number(m[1]) * 60 + Number(m[2]);
  const sameDay = toInstant(b.date, minute);
  return sameDay > b.startsAt ? sameDay : toInstant(addDays(b.date, 1), minute);
}

/**
 * "Je suis en retard": the visit's cleaner announces a new arrival (Quebec time, "HH:MM") before the
 * punch-in and while the client cannot yet declare the no-show. The arrival is after now and after the
 * start, at most 3 hours after the start (400 otherwise). Each announcement is recorded in the history
 * and tells the client (email and push, through the outbox in the same transaction); the latest one
 * counts. From then the client cancels free of charge, and the no-show declaration opens
 * NO_SHOW_DECLARATION_AFTER_MINUTES after the announced arrival.
 */
export const announceLate =
  (deps: BookingDeps) =>
  async (bookingId: string, cleanerId: string, arrivalTime: string): Promise<void> => {
    const now = deps.clock.now();
    const after = declarationAfterMinutes(deps);
    await lockedChange(
      deps,
      bookingId,
      'this',
      (b) => {
        const party = b.partyRole(cleanerId);
        if (!party) throw bookingErrors.forbidden();
        if (party !== 'cleaner') throw bookingErrors.lateCleanerOnly();
      },
      async (b) => {
        assertLateAnnounceable(b, now, after);
        const arrival = arrivalInstant(b, arrivalTime);
        if (!arrival || !arrivalInBounds(b, arrival, now)) {
          throw new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.arrivalTime', code: 'booking.late_arrival_range', params: { latest: latestArrival(b).toISOString() } }]);
        }
        const t = b.fire('announce_late', { role: 'cleaner', id: cleanerId }, now, arrival.toISOString(), deps.newId);
        b.lateArrivalAt = arrival;
        b.lateAnnouncedAt = now;
        const [client, cleaner] = await Promise.all([deps.accounts.find(b.clientId), deps.accounts.find(b.cleanerId)]);
        if (client?.active) {
          await deps.mailer.send(lateArrivalEmail({ email: client.email, name: client.name, locale: client.locale }, visitFactsOf(deps, b, cleaner?.name ?? null), arrival, after));
          await deps.push.notify(b.clientId, `${b.id}:cleaner_late:${arrival.getTime()}`, { kind: 'cleaner_late', bookingId: b.id, arrivesAt: arrival.toISOString() });
        }
        return [t];
      },
      () => false,
    );
  };
