import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { pushKeys } from './keys';
import type { PushPreferences, PushPreferencesUpdate } from './types';

export async function getPushPreferences(signal?: AbortSignal): Promise<PushPreferences> {
  const { data, error, response } = await apiClient.GET('/api/users/me/push-preferences', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export async function updatePushPreferences(body: PushPreferencesUpdate): Promise<PushPreferences> {
  const { data, error, response } = await apiClient.PUT('/api/users/me/push-preferences', { body });
  if (!data) throw toApiError(response, error);
  return data;
}

export function pushPreferencesQueryOptions() {
  return queryOptions({ queryKey: pushKeys.preferences(), queryFn: ({ signal }) => getPushPreferences(signal) });
}

export function usePushPreferences() {
  return useQuery(pushPreferencesQueryOptions());
}

export function useUpdatePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['push-preferences', 'update'],
    mutationFn: updatePushPreferences,
    onSuccess: (saved) => queryClient.setQueryData(pushKeys.preferences(), saved),
  });
}
