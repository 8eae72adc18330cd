import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';
import { userKeys } from '../../auth/api/keys';

export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyScope = components['schemas']['ApiKeyScope'];

export const apiKeyKeys = { list: () => [...userKeys.me(), 'api-keys'] as const };

export async function listMyApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  const { data, error, response } = await apiClient.GET('/api/users/me/api-keys', { signal });
  if (!data) throw toApiError(response, error);
  return data.items;
}

export function useMyApiKeys() {
  return useQuery(queryOptions({ queryKey: apiKeyKeys.list(), queryFn: ({ signal }) => listMyApiKeys(signal) }));
}
