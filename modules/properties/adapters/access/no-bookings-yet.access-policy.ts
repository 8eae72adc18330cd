import type { PropertyAccessPolicy } from '../../application/ports.js';

/**
 * Until the booking module exists no cleaner has a confirmed booking anywhere, so nobody but the
 * owner reads a property's secrets. The booking module replaces this adapter in src/app.ts.
 */
export const noBookingsYetAccessPolicy: PropertyAccessPolicy = {
  cleanerHasConfirmedBookingAt: async () => false,
};
