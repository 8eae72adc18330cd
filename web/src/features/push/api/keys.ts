/** Query keys of the push feature. */
export const pushKeys = {
  all: ['push'] as const,
  vapidKey: () => [...pushKeys.all, 'vapid-key'] as const,
  preferences: () => [...pushKeys.all, 'preferences'] as const,
};
