import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';
import type { CalendarFeedStatus } from './types';

export async function getFeed(): Promise<CalendarFeedStatus> {
  const { data, error, response } = await apiClient.GET('/api/availability/me/feed');
  if (!data) throw toApiError(response, error);
  return data;
}

export const feedQueryOptions = () => queryOptions({ queryKey: availabilityKeys.feed(), queryFn: getFeed });

export function useFeed() {
  return useQuery(feedQueryOptions());
}
