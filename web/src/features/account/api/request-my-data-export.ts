import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { dataExportKeys, type DataExport } from './list-my-data-exports';

export async function requestMyDataExport(): Promise<DataExport> {
  const { data, error, response } = await apiClient.POST('/api/users/me/data-exports');
  if (!data) throw toApiError(response, error);
  return data;
}

/** "Demander une copie de mes données": the list is asked again, and polls while the archive is prepared. */
export function useRequestMyDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'me', 'data-exports', 'request'],
    mutationFn: requestMyDataExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.list() }),
  });
}
