import Router from '@koa/router';
import { bodyOf, requireAuth, requireRole, type AppState } from '../../../../src/shared/http-kit.js';
import type { PaymentsDeps } from '../../application/ports.js';
import { deleteCard, listCards, saveCard, startCardSetup } from '../../application/cards.js';
import { bookingFor, payDue, paymentsView, syncBookingPayments } from '../../application/booking-payments.js';
import { adminRefund } from '../../application/admin-refund.js';
import { presentBookingPayments, presentCard } from './payments.presenter.js';

/** Saved cards (clients), a booking's payments (its parties and admins), paying what is due, the admin's refunds. */
export function paymentsRouter(deps: PaymentsDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/payments/config', (ctx) => {
    ctx.body = { provider: deps.provider.name, publishableKey: deps.provider.name === 'stripe' ? deps.settings.publishableKey : null };
  });

  router.get('/api/payments/cards', async (ctx) => {
    const { userId } = requireRole(ctx, 'client');
    ctx.body = (await listCards(deps)(userId)).map(presentCard);
  });

  router.post('/api/payments/cards/setup', async (ctx) => {
    const { userId } = requireRole(ctx, 'client');
    ctx.body = await startCardSetup(deps)(userId);
  });

  router.post('/api/payments/cards', async (ctx) => {
    const { userId } = requireRole(ctx, 'client');
    ctx.body = presentCard(await saveCard(deps)(userId, bodyOf<{ paymentMethodId: string }>(ctx).paymentMethodId));
    ctx.status = 201;
  });

  router.delete('/api/payments/cards/:id', async (ctx) => {
    const { userId } = requireRole(ctx, 'client');
    await deleteCard(deps)(userId, ctx.params.id!);
    ctx.status = 204;
  });

  router.get('/api/bookings/:id/payments', async (ctx) => {
    const { userId, role } = requireAuth(ctx);
    ctx.body = presentBookingPayments(await paymentsView(deps, ctx.params.id!, { userId, role }));
  });

  router.post('/api/bookings/:id/payments/remainder', async (ctx) => {
    const { userId, role } = requireAuth(ctx);
    // Non-parties learn nothing more than with the read (403); only the client may pay.
    await bookingFor(deps, ctx.params.id!, { userId, role });
    ctx.body = presentBookingPayments(await payDue(deps)(ctx.params.id!, userId, bodyOf<{ paymentMethodId: string }>(ctx).paymentMethodId));
  });

  router.post('/api/bookings/:id/payments/sync', async (ctx) => {
    const { userId, role } = requireAuth(ctx);
    ctx.body = presentBookingPayments(await syncBookingPayments(deps)(ctx.params.id!, { userId, role }));
  });

  router.post('/api/admin/bookings/:id/refunds', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = presentBookingPayments(await adminRefund(deps)(ctx.params.id!, userId, bodyOf<{ amountCents: number; reason: string }>(ctx)));
  });

  return router;
}
