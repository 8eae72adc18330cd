/** Query keys of the identity data; mutations invalidate `userKeys.all`. */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};
