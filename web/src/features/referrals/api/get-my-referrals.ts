import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { referralKeys } from './keys';
import type { ReferralOverview } from './types';

/** The signed-in user's codes, the people they referred, their rewards and who referred them. */
export async function getMyReferrals(signal?: AbortSignal): Promise<ReferralOverview> {
  const { data, error, response } = await apiClient.GET('/api/referrals/me', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function myReferralsQueryOptions() {
  return queryOptions({ queryKey: referralKeys.mine(), queryFn: ({ signal }) => getMyReferrals(signal) });
}

export function useMyReferrals(enabled = true) {
  return useQuery({ ...myReferralsQueryOptions(), enabled });
}
