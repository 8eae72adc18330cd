import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { referralKeys } from './keys';
import type { ReferralCode } from './types';

export async function updateReferralCode({ id, active }: { id: string; active: boolean }): Promise<ReferralCode> {
  const { data, error, response } = await apiClient.PATCH('/api/referrals/codes/{id}', { params: { path: { id } }, body: { active } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useUpdateReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['referrals', 'update'],
    mutationFn: updateReferralCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
