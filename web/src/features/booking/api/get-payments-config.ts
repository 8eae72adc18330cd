import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { bookingKeys } from './keys';
import type { PaymentsConfig } from './types';

export async function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  const { data, error, response } = await apiClient.GET('/api/payments/config', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function usePaymentsConfig() {
  // The provider only changes with a deployment.
  return useQuery(queryOptions({ queryKey: bookingKeys.paymentsConfig(), queryFn: ({ signal }) => getPaymentsConfig(signal), staleTime: Infinity }));
}
