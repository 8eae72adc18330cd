/** Query keys of reviews; submitting a review invalidates `reviewKeys.all`. */
export const reviewKeys = {
  all: ['reviews'] as const,
  booking: (bookingId: string) => [...reviewKeys.all, 'booking', bookingId] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
  recent: (page: number, pageSize: number) => [...reviewKeys.all, 'recent', page, pageSize] as const,
  cleaner: (cleanerId: string, page: number, pageSize: number) => [...reviewKeys.all, 'cleaner', cleanerId, page, pageSize] as const,
};
