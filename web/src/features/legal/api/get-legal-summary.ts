import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { legalKeys } from './keys';
import type { LegalSummary } from './types';

/** The versions in force and the person in charge of personal information (footer, sign-up form). */
export async function getLegalSummary(signal?: AbortSignal): Promise<LegalSummary> {
  const { data, error, response } = await apiClient.GET('/api/legal', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function legalSummaryQueryOptions() {
  return queryOptions({ queryKey: legalKeys.summary(), queryFn: ({ signal }) => getLegalSummary(signal) });
}

export function useLegalSummary() {
  return useQuery(legalSummaryQueryOptions());
}
