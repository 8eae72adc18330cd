import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { PublicCleanerProfile } from './types';

/** The signed-in cleaner's public page as visitors will see it, listed or not yet (issue #40). */
export async function getPublicPreview(signal?: AbortSignal): Promise<PublicCleanerProfile> {
  const { data, error, response } = await apiClient.GET('/api/cleaners/me/public-preview', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function usePublicPreview() {
  return useQuery({ queryKey: ['cleaners', 'me', 'public-preview'], queryFn: ({ signal }) => getPublicPreview(signal) });
}
