import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { filenameFromDisposition } from '../../payments/pdf-file';
import type { DownloadedFile } from '../../payments/api/download-invoice';
import { payoutKeys } from './keys';
import type { StatementMonth } from './types';

export async function listMyStatements(signal?: AbortSignal): Promise<StatementMonth[]> {
  const { data, error, response } = await apiClient.GET('/api/payouts/me/statements', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useMyStatements() {
  return useQuery(queryOptions({ queryKey: payoutKeys.statements(), queryFn: ({ signal }) => listMyStatements(signal) }));
}

/** Fetched like invoices, so that the rate limit's message shows on the page. */
export async function downloadMyStatement(month: string): Promise<DownloadedFile> {
  const { data, error, response } = await apiClient.GET('/api/payouts/me/statements/{month}.pdf', { params: { path: { month } }, parseAs: 'blob' });
  if (!response.ok || !(data instanceof Blob)) throw toApiError(response, error);
  return { blob: data, filename: filenameFromDisposition(response.headers.get('Content-Disposition'), `releve-${month}.pdf`) };
}
