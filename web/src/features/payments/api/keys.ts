import { bookingKeys } from '../../booking/api/keys';

/**
 * Query keys of cards, booking payments and invoices. A booking's payments and invoice live under
 * its detail key, so every booking change (accept, punch out, cancel...) refreshes them too.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  cards: () => [...paymentKeys.all, 'cards'] as const,
  booking: (bookingId: string) => [...bookingKeys.detail(bookingId), 'payments'] as const,
  invoice: (bookingId: string) => [...bookingKeys.detail(bookingId), 'invoice'] as const,
  invoices: (page: { offset: number; limit: number }) => [...paymentKeys.all, 'invoices', page] as const,
};
