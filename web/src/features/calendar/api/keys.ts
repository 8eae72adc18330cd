/** Query keys of the calendar feature; mutations invalidate `all`. */
export const availabilityKeys = {
  all: ['availability'] as const,
  calendar: (month: string) => ['availability', 'calendar', month] as const,
  blocks: () => ['availability', 'blocks'] as const,
  feed: () => ['availability', 'feed'] as const,
  subscriptions: () => ['availability', 'calendar-subscriptions'] as const,
  google: () => ['availability', 'google-calendar'] as const,
  weeklySlots: () => ['availability', 'weekly-slots'] as const,
};
