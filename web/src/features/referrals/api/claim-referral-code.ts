import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { bookingKeys } from '../../booking/api/keys';
import { referralKeys } from './keys';
import type { ReferralOverview } from './types';

/** The signed-in user names who referred them; the answer is their overview after the claim. */
export async function claimReferralCode(code: string): Promise<ReferralOverview> {
  const { data, error, response } = await apiClient.POST('/api/referrals/claim', { body: { code } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useClaimReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['referrals', 'claim'],
    mutationFn: claimReferralCode,
    onSuccess: (overview) => {
      queryClient.setQueryData(referralKeys.mine(), overview);
      void queryClient.invalidateQueries({ queryKey: referralKeys.all });
      // A welcome discount changes the next quote.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
