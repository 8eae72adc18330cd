/** Query keys of the cleaner's own profile; every mutation invalidates `all`. */
export const cleanerProfileKeys = {
  all: ['cleaners', 'me'] as const,
  profile: () => [...cleanerProfileKeys.all, 'profile'] as const,
};
