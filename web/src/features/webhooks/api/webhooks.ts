import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';
import { userKeys } from '../../auth/api/keys';

export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookEndpointCreated = components['schemas']['WebhookEndpointCreated'];
export type WebhookEventType = components['schemas']['WebhookEventType'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];

export const webhookKeys = {
  list: () => [...userKeys.me(), 'webhooks'] as const,
  deliveries: (id: string) => [...userKeys.me(), 'webhooks', id, 'deliveries'] as const,
};

export function useMyWebhooks() {
  return useQuery({
    queryKey: webhookKeys.list(),
    queryFn: async ({ signal }) => {
      const { data, error, response } = await apiClient.GET('/api/users/me/webhooks', { signal });
      if (!data) throw toApiError(response, error);
      return data.items;
    },
  });
}

export function useWebhookDeliveries(id: string, enabled: boolean) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    enabled,
    queryFn: async ({ signal }) => {
      const { data, error, response } = await apiClient.GET('/api/users/me/webhooks/{id}/deliveries', { params: { path: { id } }, signal });
      if (!data) throw toApiError(response, error);
      return data.items;
    },
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'me', 'webhooks', 'create'],
    mutationFn: async (body: components['schemas']['WebhookEndpointInput']) => {
      const { data, error, response } = await apiClient.POST('/api/users/me/webhooks', { body });
      if (!data) throw toApiError(response, error);
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

export function useSetWebhookEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'me', 'webhooks', 'enable'],
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) => {
      const { data, error, response } = await apiClient.PATCH('/api/users/me/webhooks/{id}', { params: { path: { id } }, body: { enabled } });
      if (!data) throw toApiError(response, error);
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'me', 'webhooks', 'delete'],
    mutationFn: async (id: string) => {
      const { error, response } = await apiClient.DELETE('/api/users/me/webhooks/{id}', { params: { path: { id } } });
      if (!response.ok) throw toApiError(response, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

export function useResendDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'me', 'webhooks', endpointId, 'resend'],
    mutationFn: async (deliveryId: string) => {
      const { data, error, response } = await apiClient.POST('/api/users/me/webhooks/{id}/deliveries/{deliveryId}/resend', { params: { path: { id: endpointId, deliveryId } } });
      if (!data) throw toApiError(response, error);
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
  });
}
