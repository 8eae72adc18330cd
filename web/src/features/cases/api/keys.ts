import { bookingKeys } from '../../booking/api/keys';

/** Under the booking's keys: a booking change refreshes its case too. */
export const caseKeys = {
  ofVisit: (bookingId: string) => [...bookingKeys.all, 'case', bookingId] as const,
};
