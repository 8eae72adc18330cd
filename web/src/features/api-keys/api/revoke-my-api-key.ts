import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { apiKeyKeys, type ApiKey } from './list-my-api-keys';

export async function revokeMyApiKey(id: string): Promise<ApiKey> {
  const { data, error, response } = await apiClient.DELETE('/api/users/me/api-keys/{id}', { params: { path: { id } } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useRevokeMyApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'me', 'api-keys', 'revoke'],
    mutationFn: revokeMyApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
