import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { paymentKeys } from './keys';
import type { SavedCard } from './types';

export async function listMyCards(signal?: AbortSignal): Promise<SavedCard[]> {
  const { data, error, response } = await apiClient.GET('/api/payments/cards', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export const myCardsQueryOptions = () => queryOptions({ queryKey: paymentKeys.cards(), queryFn: ({ signal }) => listMyCards(signal) });

export function useMyCards(enabled = true) {
  return useQuery({ ...myCardsQueryOptions(), enabled });
}
