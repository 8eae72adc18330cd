import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { referralKeys } from './keys';
import type { ReferralCode } from './types';

export async function generateReferralCode(): Promise<ReferralCode> {
  const { data, error, response } = await apiClient.POST('/api/referrals/codes', {});
  if (!data) throw toApiError(response, error);
  return data;
}

export function useGenerateReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['referrals', 'generate'],
    mutationFn: generateReferralCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
