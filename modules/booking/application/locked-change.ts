import type { Booking, Transition } from '../domain/booking.js';
import { bookingErrors } from '../domain/booking.errors.js';
import type { BookingDeps } from './ports.js';

export type Scope = 'this' | 'series';

/**
 * Runs `change` on the booking (and, for scope "series", on every other visit of its series that
 * `alsoApplies` to) inside one transaction holding row locks, then saves the bookings and their
 * transitions together: a refused change leaves nothing half done.
 */
export async function lockedChange(
  deps: BookingDeps,
  bookingId: string,
  scope: Scope,
  check: (b: Booking) => void,
  change: (b: Booking, isFirst: boolean) => Promise<Transition[]>,
  alsoApplies: (b: Booking) => boolean,
): Promise<Booking[]> {
  return deps.tx.run(async () => {
    const b = await deps.bookings.lock(bookingId);
    if (!b) throw bookingErrors.notFound();
    check(b);
    const others = scope === 'series' && b.seriesId ? (await deps.bookings.seriesOf(b.seriesId)).filter((o) => o.id !== b.id && o.startsAt > b.startsAt) : [];
    const targets = [b];
    for (const o of others) {
      const locked = await deps.bookings.lock(o.id);
      if (locked && alsoApplies(locked)) targets.push(locked);
    }
    const transitions: Transition[] = [];
    for (const [i, t] of targets.entries()) transitions.push(...(await change(t, i === 0)));
    await deps.bookings.save(b, transitions);
    return targets;
  });
}

export const requireParty = (b: Booking, userId: string, role: 'client' | 'cleaner'): void => {
  const party = b.partyRole(userId);
  if (!party) throw bookingErrors.forbidden();
  if (party !== role) throw bookingErrors.illegalTransition(b.status);
};
