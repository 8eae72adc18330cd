import type { GetListParams, Identifier } from 'react-admin';
import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { DEFAULT_PAGINATION, parseTotal, toListQuery } from '../api/simple-rest';

export type AdminBooking = components['schemas']['AdminBooking'];
export type BookingStatus = components['schemas']['BookingStatus'];
export type BookingTransition = components['schemas']['BookingTransition'];

// The visits to come or just past first, as the list opens.
export const DEFAULT_BOOKING_SORT = { field: 'startsAt', order: 'DESC' } as const;

/** Passes react-query's cancellation signal on when there is one. */
function withSignal(signal: AbortSignal | undefined): { signal?: AbortSignal } {
  return signal ? { signal } : {};
}

/** GET /api/admin/bookings, ra-data-simple-rest style (total in Content-Range). */
export async function listBookings(
  params: GetListParams,
): Promise<{ data: AdminBooking[]; total: number }> {
  const { data, error, response } = await api.GET('/api/admin/bookings', {
    params: {
      query: toListQuery(
        params.filter ?? {},
        params.pagination ?? DEFAULT_PAGINATION,
        params.sort ?? DEFAULT_BOOKING_SORT,
      ),
    },
    ...withSignal(params.signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return { data, total: parseTotal(response.headers.get('Content-Range')) };
}

export async function getBooking(id: Identifier, signal?: AbortSignal): Promise<AdminBooking> {
  const { data, error, response } = await api.GET('/api/admin/bookings/{id}', {
    params: { path: { id: String(id) } },
    ...withSignal(signal),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** The client is refunded in full and both parties are told, server side. */
export async function cancelBooking(id: Identifier, reason: string): Promise<AdminBooking> {
  const { data, error, response } = await api.POST('/api/admin/bookings/{id}/cancel', {
    params: { path: { id: String(id) } },
    body: { reason },
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}
