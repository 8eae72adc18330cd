import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { ApiError, toApiError } from '../../../api/api-error';
import { referralKeys } from './keys';
import type { ReferralCodeLookup } from './types';

/** What a shared code offers and whose it is (public); unknown, inactive and deleted codes are 404. */
export async function lookupReferralCode(code: string, signal?: AbortSignal): Promise<ReferralCodeLookup> {
  const { data, error, response } = await apiClient.GET('/api/referrals/codes/lookup/{code}', { params: { path: { code } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function referralLookupQueryOptions(code: string) {
  return queryOptions({
    queryKey: referralKeys.lookup(code),
    queryFn: ({ signal }) => lookupReferralCode(code, signal),
    // A 404 will not get better by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useReferralLookup(code: string | null) {
  return useQuery({ ...referralLookupQueryOptions(code ?? ''), enabled: code !== null });
}
