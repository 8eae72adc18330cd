import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { payoutKeys } from './keys';
import type { PayoutAccount } from './types';

/** The provider's onboarding address (the account is created on the first call). */
export async function createMyPayoutAccountLink(): Promise<string> {
  const { data, error, response } = await apiClient.POST('/api/payouts/me/account/link');
  if (!data) throw toApiError(response, error);
  return data.url;
}

/** Reads the account's state from the provider now (the return page after onboarding). */
export async function syncMyPayoutAccount(): Promise<PayoutAccount> {
  const { data, error, response } = await apiClient.POST('/api/payouts/me/account/sync');
  if (!data) throw toApiError(response, error);
  return data;
}

/** Sends the browser to the provider's onboarding; the page is left, so success has nothing else to do. */
export function useStartPayoutSetup() {
  return useMutation({
    mutationFn: createMyPayoutAccountLink,
    onSuccess: (url) => window.location.assign(url),
  });
}

export function useSyncMyPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncMyPayoutAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(payoutKeys.account(), account);
      void queryClient.invalidateQueries({ queryKey: payoutKeys.overview() });
    },
  });
}
