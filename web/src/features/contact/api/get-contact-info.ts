import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';

export type ContactInfo = components['schemas']['ContactInfo'];

export async function getContactInfo(signal?: AbortSignal): Promise<ContactInfo> {
  const { data, error, response } = await apiClient.GET('/api/contact-info', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function contactInfoQueryOptions() {
  return queryOptions({ queryKey: ['contact', 'info'] as const, queryFn: ({ signal }) => getContactInfo(signal), staleTime: 5 * 60 * 1000 });
}

export function useContactInfo() {
  return useQuery(contactInfoQueryOptions());
}
