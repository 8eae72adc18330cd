import type { BookingDeps } from './ports.js';

/**
 * Retention (docs/decisions.md, "Retention"), one bounded batch per call, each in its own transaction.
 * A visit ends at its punch-out, else at its booked end. Bookings themselves are financial records and stay.
 */

/** Deletes the before and after photos of visits that ended before `before`; the files go once the rows' deletion commits. */
export const deleteOldVisitPhotos =
  (deps: BookingDeps) =>
  async (before: Date, limit: number): Promise<number> =>
    deps.tx.run(async () => {
      const keys = await deps.bookings.deletePhotosOfVisitsEndedBefore(before, limit);
      await deps.fileDisposal.dispose(keys);
      return keys.length;
    });

/** Erases the punch-in and punch-out coordinates of visits that ended before `before`; the times and distances stay. */
export const eraseOldPunchPositions =
  (deps: BookingDeps) =>
  async (before: Date, limit: number): Promise<number> =>
    deps.tx.run(() => deps.bookings.erasePunchPositions(before, limit));
