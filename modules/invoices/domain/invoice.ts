import type { Locale } from '../../../src/shared/locale.js';

export type DiscountKind = 'first_booking' | 'promo' | 'referral';

/** The quote of the booking, line by line, as the booking module priced it (integer cents). */
export interface InvoiceQuote {
  mode: 'hourly' | 'fixed';
  hours: number;
  rateCents: number;
  serviceCents: number;
  /** The supplies fee (the cleaner brings the products). */
  cleaningFeeCents: number;
  emergencyFeeCents: number;
  subtotalCents: number;
  discounts: { kind: DiscountKind | string; amountCents: number }[];
  discountCents: number;
  /** The platform's service fee. */
  serviceFeeCents: number;
  taxLines: { tax: 'gst' | 'qst'; on: 'service' | 'platform_fee'; ratePermille: number; baseCents: number; amountCents: number }[];
  taxCents: number;
  totalCents: number;
  depositCents: number;
  remainderCents: number;
}

export type PaymentKind = 'deposit' | 'remainder';

/**
 * Everything printed on an invoice, frozen when it is issued (stored as jsonb): later changes to
 * names, addresses, tax numbers or prices never alter an issued invoice. Dates are ISO strings.
 */
export interface InvoiceSnapshot {
  version: 1;
  number: string;
  issuedAt: string;
  /** The client's language at issue: the invoice is written in it. */
  locale: Locale;
  bookingId: string;
  cleaningType: string;
  /** Punch in and punch out. */
  period: { start: string; end: string };
  client: { name: string; email: string; address: { line1: string; city: string; postalCode: string } };
  /** The supplier of the cleaning service; tax numbers only when registered. */
  cleaner: { name: string; gstNumber: string | null; qstNumber: string | null };
  /** The supplier of the platform service fee (Éclat); tax numbers from configuration, none by default. */
  /** `address` from issue #42 on (absent in invoices issued before). */
  platform: { name: string; gstNumber: string | null; qstNumber: string | null; address?: string | null };
  quote: InvoiceQuote;
  payments: { kind: PaymentKind; amountCents: number; at: string | null }[];
  refunds: { amountCents: number; at: string | null; reason: string | null }[];
}

export type InvoiceStatus = 'paid' | 'partially_refunded' | 'refunded';

export interface Invoice {
  id: string;
  number: string;
  year: number;
  sequence: number;
  bookingId: string;
  clientId: string;
  cleanerId: string;
  locale: Locale;
  issuedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  totalCents: number;
  snapshot: InvoiceSnapshot;
}

/** Where the money of an invoiced booking stands now (refunds may come after the invoice). */
export function invoiceStatus(paidCents: number, refundedCents: number): InvoiceStatus {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= paidCents ? 'refunded' : 'partially_refunded';
}
