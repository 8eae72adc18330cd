import { toInstant } from '../../../src/shared/local-time.js';
import type { Booking } from '../domain/booking.js';
import { bookingErrors } from '../domain/booking.errors.js';
import { canPostpone } from '../domain/cancellation-policy.js';
import { lockedChange, requireParty } from './locked-change.js';
import { tellParties } from './booking-notifications.js';
import type { BookingDeps } from './ports.js';

/**
 * The client moves a visit, up to 24 hours before its start, to a time inside the cleaner's
 * availability; the database refuses an overlap with the cleaner's other bookings. A confirmed visit
 * stays confirmed (the cleaner said they are free then) and the cleaner is told.
 */
export const postponeBooking =
  (deps: BookingDeps) =>
  async (bookingId: string, clientId: string, input: { date: string; time: string }): Promise<Booking> => {
    const now = deps.clock.now();
    const [h, m] = input.time.split(':').map(Number) as [number, number];
    const startMinute = h * 60 + m;
    if (startMinute >= 24 * 60) throw bookingErrors.invalid([{ field: 'body.time', code: 'fields.invalid_time' }]);
    let formerStart: Date | null = null;
    const [changed] = await deps.tx.run(async () => {
      const targets = await lockedChange(
        deps,
        bookingId,
        'this',
        (b) => requireParty(b, clientId, 'client'),
        async (b) => {
          if (b.status === 'pending' || b.status === 'confirmed') {
            if (!canPostpone(b.startsAt, now, deps.settings.cancellation)) throw bookingErrors.postponeTooLate();
          }
          const startsAt = toInstant(input.date, startMinute);
          const endsAt = new Date(startsAt.getTime() + b.durationMinutes * 60_000);
          if (startsAt.getTime() <= now.getTime()) throw bookingErrors.inThePast();
          if (!(await deps.availability.isAvailable(b.cleanerId, startsAt, endsAt))) throw bookingErrors.unavailable(input.date);
          const from = `${b.date} ${String(Math.floor(b.startMinute / 60)).padStart(2, '0')}:${String(b.startMinute % 60).padStart(2, '0')}`;
          formerStart = b.startsAt;
          const t = b.fire('postpone', { role: 'client', id: clientId }, now, from, deps.newId);
          Object.assign(b, { date: input.date, startMinute, startsAt, endsAt });
          if (b.status === 'pending') b.expiresAt = new Date(Math.min(b.expiresAt.getTime(), startsAt.getTime()));
          return [t];
        },
        () => false,
      );
      // The client gets her own confirmation, from the former time to the new one (issue #42).
      await tellParties(deps, targets[0]!, 'postponed', ['cleaner', 'client'], null, { byClient: true, ...(formerStart ? { from: (formerStart as Date).toISOString() } : {}) });
      return targets;
    });
    return changed!;
  };
