import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';
import { userKeys } from '../../auth/api/keys';

export type DataExport = components['schemas']['DataExport'];
export type DataExportList = components['schemas']['DataExportList'];

export const dataExportKeys = { list: () => [...userKeys.me(), 'data-exports'] as const };

export async function listMyDataExports(signal?: AbortSignal): Promise<DataExportList> {
  const { data, error, response } = await apiClient.GET('/api/users/me/data-exports', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

/** While an archive is being prepared, asked again every few seconds so the link shows up without a reload. */
export const PENDING_REFRESH_MS = 4000;

export function myDataExportsQueryOptions() {
  return queryOptions({
    queryKey: dataExportKeys.list(),
    queryFn: ({ signal }) => listMyDataExports(signal),
    refetchInterval: (query) => (query.state.data?.items.some((e) => e.status === 'pending') ? PENDING_REFRESH_MS : false),
  });
}

export function useMyDataExports() {
  return useQuery(myDataExportsQueryOptions());
}
