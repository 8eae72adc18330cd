import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { paymentKeys } from './keys';

export async function deleteMyCard(id: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/payments/cards/{id}', { params: { path: { id } } });
  if (!response.ok) throw toApiError(response, error);
}

export function useDeleteMyCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.cards() }),
  });
}
