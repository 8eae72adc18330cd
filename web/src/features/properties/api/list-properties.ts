import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { propertyKeys } from './keys';
import type { Property } from './types';

export async function listProperties(signal?: AbortSignal): Promise<Property[]> {
  const { data, error, response } = await apiClient.GET('/api/properties', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function propertiesQueryOptions() {
  return queryOptions({ queryKey: propertyKeys.list(), queryFn: ({ signal }) => listProperties(signal) });
}

export function useProperties(enabled = true) {
  return useQuery({ ...propertiesQueryOptions(), enabled });
}
