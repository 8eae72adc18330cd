import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { legalKeys } from './keys';
import type { TermsAcceptanceStatus } from './types';

/** Whether the signed-in person accepted the terms in force. */
export async function getTermsAcceptance(signal?: AbortSignal): Promise<TermsAcceptanceStatus> {
  const { data, error, response } = await apiClient.GET('/api/users/me/terms-acceptance', { signal, cache: 'no-store' });
  if (!data) throw toApiError(response, error);
  return data;
}

export function termsAcceptanceQueryOptions(userId: string) {
  return queryOptions({ queryKey: legalKeys.termsAcceptance(userId), queryFn: ({ signal }) => getTermsAcceptance(signal) });
}

/** Asked only for a signed-in person (`userId`), never for staff accounts. */
export function useTermsAcceptance(userId: string | null) {
  return useQuery({ ...termsAcceptanceQueryOptions(userId ?? ''), enabled: userId !== null });
}
