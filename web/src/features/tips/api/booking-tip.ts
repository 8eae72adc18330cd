import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { ApiError, toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';
import { bookingKeys } from '../../booking/api/keys';

export type BookingTip = components['schemas']['BookingTip'];

/** Under the booking's detail key: a booking change (punch-out) refreshes the tip card too. */
export const tipKey = (bookingId: string) => [...bookingKeys.detail(bookingId), 'tip'] as const;

export async function getBookingTip(bookingId: string, signal?: AbortSignal): Promise<BookingTip> {
  const { data, error, response } = await apiClient.GET('/api/bookings/{id}/tip', { params: { path: { id: bookingId } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

/** `enabled: false` for a booking that has no tip to show (the payments section asks only after the visit). */
export function useBookingTip(bookingId: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: tipKey(bookingId),
      enabled,
      queryFn: ({ signal }) => getBookingTip(bookingId, signal),
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    }),
  );
}

export type GiveTipInput = { bookingId: string; amountCents: number; requestKey: string };

/** Charges the tip on the visit's card; 402 when refused (nothing charged), 409 when no longer possible. */
export async function giveBookingTip({ bookingId, amountCents, requestKey }: GiveTipInput): Promise<BookingTip> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/tip', { params: { path: { id: bookingId } }, body: { amountCents, requestKey } });
  if (!data) throw toApiError(response, error);
  return data;
}

/** After the bank's authentication: the server reads the tip's intent and records what happened. */
export async function syncBookingTip(bookingId: string): Promise<BookingTip> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/tip/sync', { params: { path: { id: bookingId } } });
  if (!data) throw toApiError(response, error);
  return data;
}

function useTipUpdate() {
  const queryClient = useQueryClient();
  return (tip: BookingTip) => queryClient.setQueryData(tipKey(tip.bookingId), tip);
}

export function useGiveBookingTip() {
  const update = useTipUpdate();
  return useMutation({ mutationFn: giveBookingTip, onSuccess: update });
}

export function useSyncBookingTip() {
  const update = useTipUpdate();
  return useMutation({ mutationFn: syncBookingTip, onSuccess: update });
}
