import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { caseKeys } from './keys';
import type { VisitCaseAnswer } from './types';

export async function getVisitCase(bookingId: string, signal?: AbortSignal): Promise<VisitCaseAnswer> {
  const { data, error, response } = await apiClient.GET('/api/bookings/{id}/case', { params: { path: { id: bookingId } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export const visitCaseQueryOptions = (bookingId: string) => queryOptions({ queryKey: caseKeys.ofVisit(bookingId), queryFn: ({ signal }) => getVisitCase(bookingId, signal), retry: false });

export function useVisitCase(bookingId: string) {
  return useQuery(visitCaseQueryOptions(bookingId));
}
