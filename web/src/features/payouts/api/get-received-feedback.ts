import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';

export type ReceivedFeedback = Awaited<ReturnType<typeof getReceivedFeedback>>;

/** What clients think of the signed-in cleaner: counts, reasons, latest comments; never who (issue #40). */
export async function getReceivedFeedback(signal?: AbortSignal) {
  const { data, error, response } = await apiClient.GET('/api/users/me/received-feedback', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useReceivedFeedback() {
  return useQuery({ queryKey: ['feedback', 'received'], queryFn: ({ signal }) => getReceivedFeedback(signal) });
}
