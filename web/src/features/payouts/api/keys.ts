import type { PageParams } from './types';

/** Query keys of the cleaner's earnings and payouts; every payout mutation invalidates `payoutKeys.all`. */
export const payoutKeys = {
  all: ['payouts'] as const,
  overview: () => [...payoutKeys.all, 'overview'] as const,
  account: () => [...payoutKeys.all, 'account'] as const,
  earnings: (page: PageParams) => [...payoutKeys.all, 'earnings', page] as const,
  history: (page: PageParams) => [...payoutKeys.all, 'history', page] as const,
  statements: () => [...payoutKeys.all, 'statements'] as const,
};
