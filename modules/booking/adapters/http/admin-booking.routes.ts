import Router from '@koa/router';
import { bodyOf, requireRole, type AppState } from '../../../../src/shared/http-kit.js';
import { DomainError, type FieldIssue } from '../../../../src/shared/domain-error.js';
import type { AdminListQuery, BookingDeps } from '../../application/ports.js';
import { BOOKING_STATUSES, type BookingStatus } from '../../domain/booking-status.js';
import { PAYMENT_STATUSES } from '../../domain/payment-status.js';
import { cancelBooking } from '../../application/cancel-booking.js';
import { bookingDetail, detailOf, summaryViews } from '../../application/booking-view.js';
import { bookingErrors } from '../../domain/booking.errors.js';
import { presentAdminBooking } from './booking.presenter.js';

const MAX_PAGE = 100;
const SORTABLE = ['startsAt', 'requestedAt', 'status', 'totalCents'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseJson(raw: string | undefined, field: string, issues: FieldIssue[]): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    issues.push({ field, code: 'fields.invalid' });
    return undefined;
  }
}

/** ra-data-simple-rest's filter, range and sort, checked field by field. */
export function parseAdminBookingQuery(query: Record<string, string | string[] | undefined>): Omit<AdminListQuery, 'accountIds'> {
  const issues: FieldIssue[] = [];
  const str = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const filter = (parseJson(str(query.filter), 'query.filter', issues) ?? {}) as Record<string, unknown>;
  const range = parseJson(str(query.range), 'query.range', issues) ?? [0, 24];
  const sort = parseJson(str(query.sort), 'query.sort', issues) ?? ['startsAt', 'DESC'];
  const out: Omit<AdminListQuery, 'accountIds'> = { q: null, status: null, paymentStatus: null, cleanerId: null, clientId: null, from: null, to: null, ids: null, sort: { field: 'startsAt', order: 'DESC' }, offset: 0, limit: 25 };
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) issues.push({ field: 'query.filter', code: 'fields.invalid' });
  else {
    if (typeof filter.q === 'string' && filter.q.trim()) out.q = filter.q.trim().slice(0, 100);
    if (filter.status !== undefined) {
      if ((BOOKING_STATUSES as readonly unknown[]).includes(filter.status)) out.status = filter.status as BookingStatus;
      else issues.push({ field: 'query.filter.status', code: 'fields.invalid_choice' });
    }
    if (filter.paymentStatus !== undefined) {
      if ((PAYMENT_STATUSES as readonly unknown[]).includes(filter.paymentStatus)) out.paymentStatus = filter.paymentStatus as string;
      else issues.push({ field: 'query.filter.paymentStatus', code: 'fields.invalid_choice' });
    }
    for (const key of ['cleanerId', 'clientId'] as const) {
      if (filter[key] === undefined || filter[key] === '') continue;
      if (typeof filter[key] === 'string' && UUID.test(filter[key])) out[key] = filter[key].toLowerCase();
      else issues.push({ field: `query.filter.${key}`, code: 'fields.invalid_id' });
    }
    for (const key of ['from', 'to'] as const) {
      if (filter[key] === undefined || filter[key] === '') continue;
      if (typeof filter[key] === 'string' && DATE.test(filter[key])) out[key] = filter[key];
      else issues.push({ field: `query.filter.${key}`, code: 'fields.invalid_date' });
    }
    if (filter.id !== undefined) {
      const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
      if (ids.length > MAX_PAGE || !ids.every((i) => typeof i === 'string' && UUID.test(i))) issues.push({ field: 'query.filter.id', code: 'fields.invalid_id' });
      else out.ids = ids as string[];
    }
  }
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0] || range[1] - range[0] + 1 > MAX_PAGE) {
    issues.push({ field: 'query.range', code: 'fields.invalid' });
  } else {
    out.offset = range[0];
    out.limit = range[1] - range[0] + 1;
  }
  if (!Array.isArray(sort) || !(SORTABLE as readonly unknown[]).includes(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    issues.push({ field: 'query.sort', code: 'fields.invalid' });
  } else {
    out.sort = { field: sort[0] as AdminListQuery['sort']['field'], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  if (issues.length) throw new DomainError('validation_failed', 'invalid', {}, issues);
  return out;
}

/** The console's bookings resource: list with filters, detail with history, cancellation with a reason. Admins only. */
export function adminBookingRouter(deps: BookingDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/bookings', async (ctx) => {
    requireRole(ctx, 'admin');
    const parsed = parseAdminBookingQuery(ctx.query);
    const accountIds = parsed.q ? await deps.accounts.searchIds(parsed.q, 500) : [];
    const { items, total } = await deps.bookings.listForAdmin({ ...parsed, accountIds });
    const views = await summaryViews(deps)(items, true);
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
