import Router from '@koa/router';
import { bodyOf, requireRole, type AppState } from '../../../../src/shared/http-kit.js';
import { parseAdminListQuery } from '../../../../src/shared/admin-list-query.js';
import type { AdminListQuery, BookingDeps } from '../../application/ports.js';
import { BOOKING_STATUSES } from '../../domain/booking-status.js';
import { PAYMENT_STATUSES } from '../../domain/payment-status.js';
import { cancelBooking } from '../../application/cancel-booking.js';
import { bookingDetail, detailOf, summaryViews } from '../../application/booking-view.js';
import { bookingErrors } from '../../domain/booking.errors.js';
import { presentAdminBooking } from './booking.presenter.js';

/**
 * ra-data-simple-rest's filter (q, status, paymentStatus, cleanerId, clientId, from, to, requestedFrom,
 * requestedTo, id), range and sort. from/to bound the visit's date, requestedFrom/requestedTo the Quebec
 * day the request was sent (both inclusive).
 */
export const parseAdminBookingQuery = (query: Record<string, string | string[] | undefined>): Omit<AdminListQuery, 'accountIds'> =>
  parseAdminListQuery(query, { sortable: ['startsAt', 'requestedAt', 'status', 'totalCents'] as const, defaultSort: 'startsAt' }, (f) => ({
    status: f.choice('status', BOOKING_STATUSES),
    paymentStatus: f.choice('paymentStatus', PAYMENT_STATUSES),
    cleanerId: f.uuid('cleanerId'),
    clientId: f.uuid('clientId'),
    from: f.date('from'),
    to: f.date('to'),
    requestedFrom: f.date('requestedFrom'),
    requestedTo: f.date('requestedTo'),
  }));

/** The console's bookings resource: list with filters, detail with history, cancellation with a reason. Admins only. */
export function adminBookingRouter(deps: BookingDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/bookings', async (ctx) => {
    requireRole(ctx, 'admin');
    const parsed = parseAdminBookingQuery(ctx.query);
    const accountIds = parsed.q ? await deps.accounts.searchIds(parsed.q, 500) : [];
    const { items, total } = await deps.bookings.listForAdmin({ ...parsed, accountIds });
    const views = await summaryViews(deps)(items, 'admin');
    const admin = { userId: ctx.state.auth!.userId, role: 'admin' };
    const details = await Promise.all(views.map((v) => detailOf(deps, v.booking, admin)));
    const end = items.length ? parsed.offset + items.length - 1 : parsed.offset;
    ctx.set('Content-Range', `bookings ${parsed.offset}-${end}/${total}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = details.map(presentAdminBooking);
  });

  router.get('/api/admin/bookings/:id', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = presentAdminBooking(await bookingDetail(deps)(ctx.params.id!, { userId, role: 'admin' }));
  });

  router.post('/api/admin/bookings/:id/cancel', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    const { reason } = bodyOf<{ reason: string }>(ctx);
    if (reason.trim().length < 3) throw bookingErrors.invalid([{ field: 'body.reason', code: 'fields.required' }]);
    await cancelBooking(deps)(ctx.params.id!, { role: 'admin', id: userId }, { reason, scope: 'this' });
    ctx.body = presentAdminBooking(await bookingDetail(deps)(ctx.params.id!, { userId, role: 'admin' }));
  });

  return router;
}
