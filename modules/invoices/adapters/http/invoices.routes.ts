import Router from '@koa/router';
import { requireAuth, requireRole, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import type { InvoicesDeps } from '../../application/ports.js';
import { bookingInvoice, bookingInvoicePdf, myInvoices, type PdfFile } from '../../application/booking-invoice.js';
import { statementMonths, statementPdf } from '../../application/statements.js';

const str = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A PDF download; the file name is ASCII (invoice numbers, months), so no RFC 5987 form is needed. */
function sendPdf(ctx: AppContext, file: PdfFile): void {
  ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  // Invoices hold personal data: never kept by shared caches.
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = 'application/pdf';
  ctx.body = file.content;
}

/** Invoices of bookings (client, cleaner, admins) and the cleaners' monthly statements. */
export function invoicesRouter(deps: InvoicesDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/invoices', async (ctx) => {
    const { userId } = requireAuth(ctx);
    // offset and limit were checked against the contract's bounds already.
    ctx.body = await myInvoices(deps)(userId, { offset: Number(str(ctx.query.offset) ?? 0), limit: Number(str(ctx.query.limit) ?? 20) });
  });

  router.get('/api/bookings/:id/invoice', async (ctx) => {
    const { userId, role } = requireAuth(ctx);
    ctx.body = await bookingInvoice(deps)(ctx.params.id!, { userId, role });
  });

  router.get('/api/bookings/:id/invoice.pdf', async (ctx) => {
    const { userId, role } = requireAuth(ctx);
    sendPdf(ctx, await bookingInvoicePdf(deps)(ctx.params.id!, { userId, role }));
  });

  router.get('/api/payouts/me/statements', async (ctx) => {
    const { userId } = requireRole(ctx, 'cleaner');
    ctx.body = await statementMonths(deps)(userId);
  });

  router.get('/api/payouts/me/statements/:month.pdf', async (ctx) => {
    const { userId } = requireRole(ctx, 'cleaner');
    sendPdf(ctx, await statementPdf(deps)(userId, ctx.params.month!));
  });

  return router;
}
