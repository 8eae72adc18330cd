import { invoiceErrors } from '../domain/invoices.errors.js';
import type { InvoicesDeps } from './ports.js';

/**
 * Invoice and statement PDFs share one limit per user (config.payments.downloadsPerMinute in a
 * 60 s window, counted in PostgreSQL so every instance sees it): PDFs are costly to render.
 */
export async function countDownload(deps: InvoicesDeps, userId: string): Promise<void> {
  const hit = await deps.rateLimiter.hit(`invoices:download:${userId}`, deps.settings.downloadsPerMinute, 60);
  if (!hit.allowed) throw invoiceErrors.rateLimited(hit.retryAfterSeconds);
}
