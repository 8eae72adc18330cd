/** Spec section 4: calendar day busyness. */
export const BUSYNESS_LEVELS = ['available', 'unavailable', 'somewhat_busy', 'busy', 'very_busy'] as const;
export type Busyness = (typeof BUSYNESS_LEVELS)[number];

/**
 * Share of a day's working time already booked at which it becomes "busy" and "very busy"
 * (docs/decisions.md, "Day busyness"). Below `busy` a day with any booking is "somewhat busy".
 */
export const BUSYNESS_THRESHOLDS = { busy: 0.4, veryBusy: 0.75 } as const;

/**
 * A day's level from its working time (availability and bookings together, in minutes) and the
 * booked part of it. No working time at all: unavailable; nothing booked: available.
 */
export function busynessOf(day: { workingMinutes: number; bookedMinutes: number }): Busyness {
  if (day.workingMinutes <= 0) return 'unavailable';
  if (day.bookedMinutes <= 0) return 'available';
  const ratio = Math.min(1, day.bookedMinutes / day.workingMinutes);
  if (ratio >= BUSYNESS_THRESHOLDS.veryBusy) return 'very_busy';
  if (ratio >= BUSYNESS_THRESHOLDS.busy) return 'busy';
  return 'somewhat_busy';
}
