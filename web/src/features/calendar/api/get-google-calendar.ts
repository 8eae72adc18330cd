import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';
import type { GoogleCalendarLink } from './types';

export async function getGoogleCalendar(): Promise<GoogleCalendarLink> {
  const { data, error, response } = await apiClient.GET('/api/availability/me/google-calendar');
  if (!data) throw toApiError(response, error);
  return data;
}

export const googleCalendarQueryOptions = () => queryOptions({ queryKey: availabilityKeys.google(), queryFn: getGoogleCalendar });

export function useGoogleCalendar() {
  return useQuery(googleCalendarQueryOptions());
}

/** A browser navigation (not a fetch): the server sends it on to Google's consent page, which comes back to the calendar page. */
export const GOOGLE_CONNECT_URL = '/api/availability/me/google-calendar/connect';
