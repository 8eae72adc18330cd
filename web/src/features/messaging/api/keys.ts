/** Query keys of the messaging feature; socket frames write into the same entries. */
export const messagingKeys = {
  all: ['messages'] as const,
  unread: () => [...messagingKeys.all, 'unread'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  conversation: (bookingId: string) => [...messagingKeys.all, 'conversation', bookingId] as const,
  preferences: () => ['notification-preferences'] as const,
};
