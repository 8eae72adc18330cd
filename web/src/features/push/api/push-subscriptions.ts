import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { pushKeys } from './keys';
import type { PushDevice, PushSubscriptionInput } from './types';

export async function sendSubscription(body: PushSubscriptionInput): Promise<PushDevice> {
  const { data, error, response } = await apiClient.POST('/api/users/me/push-subscriptions', { body });
  if (!data) throw toApiError(response, error);
  return data;
}

/** 404: the server no longer had it (its push service said it was gone): the device is off either way. */
export async function deleteSubscription(endpoint: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/users/me/push-subscriptions', { body: { endpoint } });
  if (!response.ok && response.status !== 404) throw toApiError(response, error);
}

/** The preferences carry the count of devices: both mutations refresh them. */
export function useSendSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: ['push-subscriptions', 'send'], mutationFn: sendSubscription, onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.preferences() }) });
}

export function useDeleteSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: ['push-subscriptions', 'delete'], mutationFn: deleteSubscription, onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.preferences() }) });
}
