import { DomainError } from '../../../src/shared/domain-error.js';
import { localDateOf } from '../../../src/shared/local-time.js';
import type { Booking } from '../domain/booking.js';
import { bookingErrors } from '../domain/booking.errors.js';
import { enRouteEmail } from './en-route-email.js';
import { lockedChange, requireParty } from './locked-change.js';
import { visitFactsOf } from './booking-notifications.js';
import type { BookingDeps, EnRoute } from './ports.js';

/** The longest arrival a cleaner may announce, in minutes, when the configuration says nothing. */
export const DEFAULT_EN_ROUTE_MAX_ETA_MINUTES = 180;

/** Before the punch-in, on the visit's day (Quebec time), for a confirmed visit: may its cleaner say they are on the way? */
export const mayGoEnRoute = (b: Pick<Booking, 'status' | 'date'>, now: Date): boolean => b.status === 'confirmed' && b.date === localDateOf(now);

/**
 * "En route" (issue #18, docs/decisions.md "On my way"): the visit's cleaner tells the client they are
 * on the way, with an optional arrival in minutes. The first tap records the move in the history and
 * emails the client (through the outbox, in the same transaction: once); a later tap only changes the
 * announced arrival. The punch-in is unchanged and still starts the visit.
 */
export const goEnRoute =
  (deps: BookingDeps) =>
  async (bookingId: string, cleanerId: string, etaMinutes: number | null): Promise<{ first: boolean }> => {
    const max = deps.settings.enRouteMaxEtaMinutes ?? DEFAULT_EN_ROUTE_MAX_ETA_MINUTES;
    if (etaMinutes !== null && (!Number.isInteger(etaMinutes) || etaMinutes < 1 || etaMinutes > max)) {
      throw new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.etaMinutes', code: 'booking.eta_range', params: { max } }]);
    }
    const now = deps.clock.now();
    const etaAt = etaMinutes === null ? null : new Date(now.getTime() + etaMinutes * 60_000);
    let first = false;
    await lockedChange(
      deps,
      bookingId,
      'this',
      (x) => requireParty(x, cleanerId, 'cleaner'),
      async (x) => {
        if (x.status !== 'confirmed') throw bookingErrors.illegalTransition(x.status);
        if (!mayGoEnRoute(x, now)) throw bookingErrors.enRouteNotToday();
        first = await deps.enRoute.start(x.id, now, etaAt);
        if (!first) {
          await deps.enRoute.updateEta(x.id, etaAt, now);
          return [];
        }
        const t = x.fire('on_the_way', { role: 'cleaner', id: cleanerId }, now, null, deps.newId);
        const [client, cleaner] = await Promise.all([deps.accounts.find(x.clientId), deps.accounts.find(x.cleanerId)]);
        if (client?.active) await deps.mailer.send(enRouteEmail({ email: client.email, name: client.name, locale: client.locale }, visitFactsOf(deps, x, cleaner?.name ?? null), etaAt));
        return [t];
      },
      () => false,
    );
    return { first };
  };

/** The visit's "En route", for its two parties' view (null before the tap). */
export const enRouteOf = (deps: BookingDeps, bookingId: string): Promise<EnRoute | null> => deps.enRoute.find(bookingId);
