/** Query keys of bookings; every mutation that changes a booking invalidates `bookingKeys.all`. */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (params: { scope: string; status?: string; page: number; pageSize: number }) => [...bookingKeys.lists(), params] as const,
  detail: (id: string) => [...bookingKeys.all, 'detail', id] as const,
  quote: (draft: unknown) => [...bookingKeys.all, 'quote', draft] as const,
  paymentsConfig: () => ['payments', 'config'] as const,
  // Under `all`: a new booking changes what the cleaner still offers.
  availability: (cleanerId: string, date: string) => [...bookingKeys.all, 'availability', cleanerId, date] as const,
};
