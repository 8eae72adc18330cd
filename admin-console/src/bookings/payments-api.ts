import type { Identifier } from 'react-admin';
import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';

type Schemas = components['schemas'];
export type BookingPayments = Schemas['BookingPayments'];
export type Charge = Schemas['Charge'];
export type Refund = Schemas['Refund'];
export type ChargeStatus = Schemas['ChargeStatus'];

/** Query keys of a booking's payments, so a refund refreshes the panel. */
export const paymentKeys = {
  one: (bookingId: string) => ['bookings', bookingId, 'payments'] as const,
};

/** GET /api/bookings/{id}/payments: charges, refunds, paid / refunded / due (admins may read any booking's). */
export async function getBookingPayments(id: Identifier, signal?: AbortSignal): Promise<BookingPayments> {
  const { data, error, response } = await api.GET('/api/bookings/{id}/payments', {
    params: { path: { id: String(id) } },
    ...(signal ? { signal } : {}),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** Refunds part or all of what the client paid; the server records the reason and emails the client. */
export async function refundBooking(
  id: Identifier,
  refund: { amountCents: number; reason: string },
): Promise<BookingPayments> {
  const { data, error, response } = await api.POST('/api/admin/bookings/{id}/refunds', {
    params: { path: { id: String(id) } },
    body: refund,
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}
