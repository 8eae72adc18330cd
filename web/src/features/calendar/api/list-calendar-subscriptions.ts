import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';
import type { CalendarSubscriptionList } from './types';

export async function listCalendarSubscriptions(): Promise<CalendarSubscriptionList> {
  const { data, error, response } = await apiClient.GET('/api/availability/me/calendar-subscriptions');
  if (!data) throw toApiError(response, error);
  return data;
}

export const calendarSubscriptionsQueryOptions = () => queryOptions({ queryKey: availabilityKeys.subscriptions(), queryFn: listCalendarSubscriptions });

export function useCalendarSubscriptions() {
  return useQuery(calendarSubscriptionsQueryOptions());
}
