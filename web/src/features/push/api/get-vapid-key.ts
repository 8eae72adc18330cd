import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { pushKeys } from './keys';

export async function getVapidKey(signal?: AbortSignal): Promise<string> {
  const { data, error, response } = await apiClient.GET('/api/push/vapid-key', { signal });
  if (!data) throw toApiError(response, error);
  return data.publicKey;
}

/** The server's key changes only with its configuration: kept for the whole visit. */
export function vapidKeyQueryOptions() {
  return queryOptions({ queryKey: pushKeys.vapidKey(), queryFn: ({ signal }) => getVapidKey(signal), staleTime: Infinity });
}

export function useVapidKey(enabled: boolean) {
  return useQuery({ ...vapidKeyQueryOptions(), enabled });
}
