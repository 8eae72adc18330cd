/** Query keys of referrals; every change (generate, update, delete, claim) invalidates `referralKeys.all`. */
export const referralKeys = {
  all: ['referrals'] as const,
  mine: () => [...referralKeys.all, 'mine'] as const,
  lookup: (code: string) => [...referralKeys.all, 'lookup', code.toUpperCase()] as const,
};
