import type { Locale } from '../../../src/shared/locale.js';
import { invoiceStatus, type Invoice, type InvoiceStatus } from '../domain/invoice.js';
import type { InvoicesDeps } from './ports.js';
import { moneyOf } from './issue-invoice.js';

/** The contract's Invoice. */
export interface InvoiceView {
  id: string;
  number: string;
  bookingId: string;
  issuedAt: string;
  periodStart: string;
  periodEnd: string;
  locale: Locale;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  status: InvoiceStatus;
  cleanerName: string;
  clientName: string;
}

/**
 * The invoice as the contract shows it. The printed content is frozen at issue; what was paid and
 * refunded is read from the payments ledger now, since a refund may follow the invoice.
 */
export async function viewOf(deps: InvoicesDeps, invoice: Invoice): Promise<InvoiceView> {
  const s = invoice.snapshot;
  const money = await moneyOf(deps, invoice.bookingId);
  const paidCents = money ? money.paidCents : s.payments.reduce((sum, p) => sum + p.amountCents, 0);
  const refundedCents = money ? money.refundedCents : s.refunds.reduce((sum, r) => sum + r.amountCents, 0);
  return {
    id: invoice.id,
    number: invoice.number,
    bookingId: invoice.bookingId,
    issuedAt: invoice.issuedAt.toISOString(),
    periodStart: invoice.periodStart.toISOString(),
    periodEnd: invoice.periodEnd.toISOString(),
    locale: invoice.locale,
    totalCents: invoice.totalCents,
    paidCents,
    refundedCents,
    status: invoiceStatus(paidCents, refundedCents),
    cleanerName: s.cleaner.name,
    clientName: s.client.name,
  };
}
