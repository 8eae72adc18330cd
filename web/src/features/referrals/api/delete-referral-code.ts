import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { referralKeys } from './keys';

export async function deleteReferralCode(id: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/referrals/codes/{id}', { params: { path: { id } } });
  if (!response.ok) throw toApiError(response, error);
}

export function useDeleteReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['referrals', 'delete'],
    mutationFn: deleteReferralCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
