/** Query keys of the messaging feature; socket frames write into the same entries. */
export const messagingKeys = {
  all: ['messages'] as const,
  unread: () => [...messagingKeys.all, 'unread'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  /** Every open conversation page (a series' visits each have theirs, all showing the same conversation). */
  conversationPages: () => [...messagingKeys.all, 'conversation'] as const,
  conversation: (bookingId: string) => [...messagingKeys.conversationPages(), bookingId] as const,
  preferences: () => ['notification-preferences'] as const,
};
