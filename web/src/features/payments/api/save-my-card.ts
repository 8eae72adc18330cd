import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { paymentKeys } from './keys';
import type { SavedCard } from './types';

/** Keeps a card the browser set up (Stripe) or a development test card; 402 when the provider refuses it. */
export async function saveMyCard(paymentMethodId: string): Promise<SavedCard> {
  const { data, error, response } = await apiClient.POST('/api/payments/cards', { body: { paymentMethodId } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useSaveMyCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyCard,
    onSuccess: (card) => {
      // Shown at once (newest first); saving the same card twice answers the existing one.
      queryClient.setQueryData<SavedCard[]>(paymentKeys.cards(), (cards) => (cards && !cards.some((c) => c.id === card.id) ? [card, ...cards] : cards));
      return queryClient.invalidateQueries({ queryKey: paymentKeys.cards() });
    },
  });
}
