import type { BookedTimeSource } from '../application/ports.js';

/**
 * Bookings arrive with issue #4. Until then a cleaner honestly has none: the calendar shows
 * availability only and the feed is an empty, valid calendar. The booking module replaces this.
 */
export const noBookings: BookedTimeSource = {
  bookedIntervals: async () => [],
  bookedIntervalsOf: async () => new Map(),
};
