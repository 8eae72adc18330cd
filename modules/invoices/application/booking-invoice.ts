import { snapshotWithCreditNotes } from './credit-notes.js';
import { invoiceErrors } from '../domain/invoices.errors.js';
import type { Invoice } from '../domain/invoice.js';
import { buildInvoiceDocument } from '../domain/invoice-document.js';
import type { InvoicesDeps } from './ports.js';
import { issueInvoice } from './issue-invoice.js';
import { viewOf, type InvoiceView } from './invoice-views.js';
import { countDownload } from './download-limit.js';

export interface Viewer {
  userId: string;
  role: 'client' | 'cleaner' | 'admin' | null;
}

export interface PdfFile {
  filename: string;
  content: Buffer;
}

/**
 * The booking's invoice for its client or its cleaner (404 unknown booking, 403 anyone else, admins
 * included: they do not see bookings, spec section 6; 409 before the final payment). Issued here on first request when the payments hook has not
 * issued it yet.
 */
async function invoiceFor(deps: InvoicesDeps, bookingId: string, viewer: Viewer): Promise<Invoice> {
  const facts = await deps.bookings.paymentFacts(bookingId);
  if (!facts) throw invoiceErrors.bookingNotFound();
  if (viewer.userId !== facts.clientId && viewer.userId !== facts.cleanerId) throw invoiceErrors.forbidden();
  const invoice = await issueInvoice(deps)(bookingId);
  if (!invoice) throw invoiceErrors.notAvailable();
  return invoice;
}

export const bookingInvoice =
  (deps: InvoicesDeps) =>
  async (bookingId: string, viewer: Viewer): Promise<InvoiceView> =>
    viewOf(deps, await invoiceFor(deps, bookingId, viewer));

/** The invoice as a PDF, in the client's language of the day it was issued; counts against the download limit. */
export const bookingInvoicePdf =
  (deps: InvoicesDeps) =>
  async (bookingId: string, viewer: Viewer): Promise<PdfFile> => {
    await countDownload(deps, viewer.userId);
    const invoice = await invoiceFor(deps, bookingId, viewer);
    const doc = buildInvoiceDocument(await snapshotWithCreditNotes(deps, invoice));
    return { filename: doc.filename, content: await deps.pdf.invoice(doc, invoice.issuedAt) };
  };

/** The signed-in client's invoices, newest first. */
export const myInvoices =
  (deps: InvoicesDeps) =>
  async (clientId: string, page: { offset: number; limit: number }): Promise<{ items: InvoiceView[]; total: number }> => {
    const { items, total } = await deps.invoices.ofClient(clientId, page.offset, page.limit);
    return { items: await Promise.all(items.map((i) => viewOf(deps, i))), total };
  };
