import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { messagingKeys } from './keys';
import type { NotificationPreferences, NotificationPreferencesUpdate } from './types';

export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  const { data, error, response } = await apiClient.GET('/api/users/me/notification-preferences', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export async function updateNotificationPreferences(body: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
  const { data, error, response } = await apiClient.PUT('/api/users/me/notification-preferences', { body });
  if (!data) throw toApiError(response, error);
  return data;
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: messagingKeys.preferences(), queryFn: ({ signal }) => getNotificationPreferences(signal) });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notification-preferences', 'update'],
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(messagingKeys.preferences(), saved),
  });
}
