import Router from '@koa/router';
import { bodyOf, requireAuth, requireRole, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import { DomainError } from '../../../../src/shared/domain-error.js';
import type { BookingDeps } from '../../application/ports.js';
import type { BookingDraftInput } from '../../domain/booking-draft.js';
import { BOOKING_STATUSES, type BookingStatus } from '../../domain/booking-status.js';
import { prepareDraft } from '../../application/prepare-draft.js';
import { requestBooking, type RequestBookingInput } from '../../application/request-booking.js';
import { acceptRequest, answerFromEmail, declineRequest, withdrawRequest } from '../../application/answer-request.js';
import { cancelBooking } from '../../application/cancel-booking.js';
import { postponeBooking } from '../../application/postpone-booking.js';
import { addPhoto, photoFile, punchIn, punchOut, removePhoto, tickTask, type Position } from '../../application/work-day.js';
import { bookingDetail, detailOf, summaryViews } from '../../application/booking-view.js';
import { setGalleryConsent } from '../../application/gallery-consent.js';
import { goEnRoute } from '../../application/en-route.js';
import { announceLate, declareNoShow } from '../../application/no-show.js';
import { rebookPrefill } from '../../application/rebook.js';
import type { Scope } from '../../application/locked-change.js';
import type { ListScope } from '../../application/ports.js';
import { presentBooking, presentPhoto, presentSummary } from './booking.presenter.js';
import { withUploadedFile, formField } from '../../../../src/shared/upload-file.js';

const str = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** Parties only: admins use /api/admin/bookings (spec section 6 keeps them out of the parties' screens). */
function requireParty(ctx: AppContext) {
  return requireRole(ctx, 'client', 'cleaner');
}

function parseStatuses(raw: string | undefined): BookingStatus[] | null {
  if (!raw) return null;
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (!list.every((s) => (BOOKING_STATUSES as readonly string[]).includes(s))) {
    throw new DomainError('validation_failed', 'invalid', {}, [{ field: 'query.status', code: 'fields.invalid_choice' }]);
  }
  return list as BookingStatus[];
}

export function bookingRouter(deps: BookingDeps): Router<AppState> {
  const router = new Router<AppState>();
  const answer = async (ctx: AppContext, bookingId: string) => {
    const auth = requireAuth(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentBooking(await bookingDetail(deps)(bookingId, { userId: auth.userId, role: auth.role }));
  };

  router.post('/api/bookings/quote', async (ctx) => {
    const { userId } = requireRole(ctx, 'client');
    ctx.body = (await prepareDraft(deps)(userId, bodyOf<BookingDraftInput>(ctx))).quote;
  });

  router.get('/api/bookings', async (ctx) => {
    const auth = requireParty(ctx);
    const page = Number(str(ctx.query.page) ?? 1);
    const pageSize = Number(str(ctx.query.pageSize) ?? 20);
    const scope = (str(ctx.query.scope) ?? 'upcoming') as ListScope;
    const { items, total } = await deps.bookings.listForParty(auth.userId, auth.role as 'client' | 'cleaner', scope, parseStatuses(str(ctx.query.status)), deps.clock.now(), (page - 1) * pageSize, pageSize);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { items: (await summaryViews(deps)(items, auth.role as 'client' | 'cleaner')).map(presentSummary), total, page, pageSize };
  });

  router.post('/api/bookings', async (ctx) => {
    const { userId } = requireRole(ctx, 'client');
    const { first, visits, known } = await requestBooking(deps)(userId, bodyOf<RequestBookingInput>(ctx));
    ctx.status = 201;
    ctx.body = { booking: presentBooking(await detailOf(deps, first, { userId, role: 'client' }, known)), visitIds: visits.map((v) => v.id) };
  });

  router.get('/api/bookings/:id', async (ctx) => {
    requireParty(ctx);
    await answer(ctx, ctx.params.id!);
  });

  router.post('/api/bookings/:id/accept', async (ctx) => {
    const { userId } = requireParty(ctx);
    const body = bodyOf<{ scope?: Scope } | undefined>(ctx);
    await acceptRequest(deps)(ctx.params.id!, userId, body?.scope ?? 'this');
    await answer(ctx, ctx.params.id!);
  });

  router.post('/api/bookings/:id/decline', async (ctx) => {
    const { userId } = requireParty(ctx);
    await declineRequest(deps)(ctx.params.id!, userId, bodyOf<{ scope?: Scope; reason?: string | null } | undefined>(ctx) ?? {});
    await answer(ctx, ctx.params.id!);
  });

  router.post('/api/bookings/:id/withdraw', async (ctx) => {
    const { userId } = requireParty(ctx);
    await withdrawRequest(deps)(ctx.params.id!, userId, bodyOf<{ scope?: Scope; reason?: string | null } | undefined>(ctx) ?? {});
    await answer(ctx, ctx.params.id!);
  });

  router.post('/api/bookings/:id/cancel', async (ctx) => {
    const auth = requireParty(ctx);
    await cancelBooking(deps)(ctx.params.id!, { role: auth.role as 'client' | 'cleaner', id: auth.userId }, bodyOf<{ scope?: Scope; reason?: string | null } | undefined>(ctx) ?? {});
    await answer(ctx, ctx.params.id!);
  });

  router.post('/api/bookings/:id/postpone', async (ctx) => {
    const { userId } = requireParty(ctx);
    await postponeBooking(deps)(ctx.params.id!, userId, bodyOf<{ date: string; time: string }>(ctx));
    await answer(ctx, ctx.params.id!);
  });

  router.post('/api/bookings/:id/email-action', async (ctx) => {
    const { userId } = requireParty(ctx);
    const { action, token, reason } = bodyOf<{ action: 'accept' | 'decline'; token: string; reason?: string | null }>(ctx);
    await answerFromEmail(deps)(ctx.params.id!, userId, action, token, reason ?? null);
    await answer(ctx, ctx.params.id!);
  });

  router.post('/api/bookings/:id/punch-in', async (ctx) => {
    const { userId } = requireParty(ctx);
    await punchIn(deps)(ctx.params.id!, userId, bodyOf<Position>(ctx));
    await answer(ctx, ctx.params.id!);
  });

  // "En route" (issue #18): the first tap emails the client, a later one only changes the arrival.
  router.post('/api/bookings/:id/en-route', async (ctx) => {
    const { userId } = requireParty(ctx);
    await goEnRoute(deps)(ctx.params.id!, userId, bodyOf<{ etaMinutes?: number | null } | undefined>(ctx)?.etaMinutes ?? null);
    await answer(ctx, ctx.params.id!);
  });

  // Issue #36: the client declares the cleaner absent (no punch-in, from 30 min after the start); everything paid is refunded.
  router.post('/api/bookings/:id/no-show', async (ctx) => {
    const { userId } = requireParty(ctx);
    await declareNoShow(deps)(ctx.params.id!, userId);
    await answer(ctx, ctx.params.id!);
  });

  // Issue #36: "Je suis en retard": the cleaner announces a new arrival time (Quebec time) before the punch-in.
  router.post('/api/bookings/:id/late', async (ctx) => {
    const { userId } = requireParty(ctx);
    await announceLate(deps)(ctx.params.id!, userId, bodyOf<{ arrivalTime: string }>(ctx).arrivalTime);
    await answer(ctx, ctx.params.id!);
  });

  // "Réserver de nouveau": a completed visit's choices, to prefill the booking form (its client only).
  router.get('/api/bookings/:id/rebook', async (ctx) => {
    const { userId } = requireParty(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await rebookPrefill(deps)(ctx.params.id!, userId);
  });

  router.post('/api/bookings/:id/punch-out', async (ctx) => {
    const { userId } = requireParty(ctx);
    await punchOut(deps)(ctx.params.id!, userId, bodyOf<Position>(ctx));
    await answer(ctx, ctx.params.id!);
  });

  router.put('/api/bookings/:id/checklist/:taskId', async (ctx) => {
    const { userId } = requireParty(ctx);
    await tickTask(deps)(ctx.params.id!, userId, ctx.params.taskId!, bodyOf<{ done: boolean }>(ctx).done);
    await answer(ctx, ctx.params.id!);
  });

  router.post('/api/bookings/:id/photos', async (ctx) => {
    const { userId } = requireParty(ctx);
    const kind = formField(ctx, 'kind');
    const photo = await withUploadedFile(ctx, async (file) => {
      if (!file || (kind !== 'before' && kind !== 'after')) {
        throw new DomainError('validation_failed', 'invalid', {}, [...(!file ? [{ field: 'body.file', code: 'fields.required' }] : []), ...(kind !== 'before' && kind !== 'after' ? [{ field: 'body.kind', code: 'fields.invalid_choice' }] : [])]);
      }
      return addPhoto(deps)(ctx.params.id!, userId, kind, file.data);
    });
    ctx.status = 201;
    ctx.body = presentPhoto(photo);
  });

  router.get('/api/bookings/:id/photos/:photoId', async (ctx) => {
    const { userId } = requireParty(ctx);
    const file = await photoFile(deps)(ctx.params.id!, userId, ctx.params.photoId!);
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = file.contentType;
    ctx.body = file.data;
  });

  // The client's consent to show this visit's photos in the public gallery; withdrawing it takes them down.
  router.put('/api/bookings/:id/gallery-consent', async (ctx) => {
    const { userId } = requireParty(ctx);
    await setGalleryConsent(deps)(ctx.params.id!, userId, bodyOf<{ consent: boolean }>(ctx).consent);
    await answer(ctx, ctx.params.id!);
  });

  router.delete('/api/bookings/:id/photos/:photoId', async (ctx) => {
    const { userId } = requireParty(ctx);
    await removePhoto(deps)(ctx.params.id!, userId, ctx.params.photoId!);
    ctx.status = 204;
  });

  return router;
}
