import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';
import type { AvailabilityCalendar } from './types';

export async function getCalendar(month: string): Promise<AvailabilityCalendar> {
  const { data, error, response } = await apiClient.GET('/api/availability/me/calendar', { params: { query: { month } } });
  if (!data) throw toApiError(response, error);
  return data;
}

export const calendarQueryOptions = (month: string) => queryOptions({ queryKey: availabilityKeys.calendar(month), queryFn: () => getCalendar(month) });

export function useCalendar(month: string) {
  return useQuery(calendarQueryOptions(month));
}
