import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { paymentKeys } from './keys';
import type { InvoicePage } from './types';

export async function listMyInvoices(page: { offset: number; limit: number }, signal?: AbortSignal): Promise<InvoicePage> {
  const { data, error, response } = await apiClient.GET('/api/invoices', { params: { query: page }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useMyInvoices(page: { offset: number; limit: number }) {
  return useQuery({
    ...queryOptions({ queryKey: paymentKeys.invoices(page), queryFn: ({ signal }) => listMyInvoices(page, signal) }),
    placeholderData: keepPreviousData,
  });
}
