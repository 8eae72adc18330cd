import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { payoutKeys } from './keys';
import type { Payout } from './types';

/** The whole available balance now, less the fee; the same `requestKey` pays once. */
export async function requestInstantPayout(requestKey: string): Promise<Payout> {
  const { data, error, response } = await apiClient.POST('/api/payouts/me/instant', { body: { requestKey } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useRequestInstantPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInstantPayout,
    // A refusal can also mean the balance moved: refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
