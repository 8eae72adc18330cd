import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';
import { apiKeyKeys } from './list-my-api-keys';

export type ApiKeyInput = components['schemas']['ApiKeyInput'];
export type ApiKeyCreated = components['schemas']['ApiKeyCreated'];

export async function createMyApiKey(body: ApiKeyInput): Promise<ApiKeyCreated> {
  const { data, error, response } = await apiClient.POST('/api/users/me/api-keys', { body });
  if (!data) throw toApiError(response, error);
  return data;
}

/** The answer carries the secret, shown once by the section; the list is asked again. */
export function useCreateMyApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'me', 'api-keys', 'create'],
    mutationFn: createMyApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
