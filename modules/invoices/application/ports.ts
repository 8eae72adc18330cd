import type { Clock } from '../../../src/shared/clock.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { RateLimiter } from '../../../src/shared/rate-limiter.js';
import type { Invoice, InvoiceQuote } from '../domain/invoice.js';
import type { InvoiceDocument } from '../domain/invoice-document.js';
import type { StatementData, StatementDocument } from '../domain/statement-document.js';

/** What the booking module tells about one booking (its api.paymentFacts). */
export interface InvoiceBookingFacts {
  id: string;
  clientId: string;
  cleanerId: string;
  status: string;
  paymentStatus: string;
  cleaningType: string;
  punchedInAt: Date | null;
  punchedOutAt: Date | null;
  quote: InvoiceQuote;
  property: { address: { line1: string; city: string; postalCode: string } };
}

export interface Bookings {
  paymentFacts(bookingId: string): Promise<InvoiceBookingFacts | null>;
}

/** One charge of a booking, as the payments module recorded it (deposit, remainder, cancellation fee). */
export interface LedgerCharge {
  kind: string;
  amountCents: number;
  refundedCents: number;
  status: string;
  paidAt: Date | null;
}

/** The payments module's bookingMoney. */
export interface BookingMoneyFacts {
  /** Captured, before refunds. */
  paidCents: number;
  refundedCents: number;
  dueCents: number;
  /** When the booking became fully paid; null while it is not (or never was). */
  fullyPaidAt: Date | null;
  charges: LedgerCharge[];
}

/**
 * The payments module's ledger of a booking (null: it knows nothing of it). Absent as a whole
 * (`null` dependency) the money is derived from the quote and the payment status alone.
 */
export interface PaymentLedger {
  bookingMoney(bookingId: string): Promise<BookingMoneyFacts | null>;
}

export interface InvoiceAccount {
  id: string;
  name: string;
  email: string;
  locale: Locale;
}

/** Identity's accounts. */
export interface Accounts {
  find(userId: string): Promise<InvoiceAccount | null>;
}

/** The cleaners module: the sales tax numbers a cleaner registered (null without a profile). */
export interface Cleaners {
  taxNumbersOf(userId: string): Promise<{ gstNumber: string | null; qstNumber: string | null } | null>;
}

export interface StatementMonthSummary {
  month: string;
  earningsCents: number;
  payoutsCents: number;
}

/** The payouts module's records of a cleaner, per month (America/Toronto). */
export interface PayoutStatements {
  /** Months with earnings or payouts, newest first. */
  statementMonths(cleanerId: string): Promise<StatementMonthSummary[]>;
  /** The month's earnings (described in `locale`) and the payouts paid in it. */
  statementData(cleanerId: string, month: string, locale: Locale): Promise<StatementData>;
}

export interface InvoicePage {
  items: Invoice[];
  total: number;
}

export interface InvoiceRepository {
  findByBooking(bookingId: string): Promise<Invoice | null>;
  /** Serializes the issue of one booking's invoice until the transaction ends. */
  lockBooking(bookingId: string): Promise<void>;
  /**
   * Takes the next number of the year from its counter row. Must run in the transaction that
   * inserts the invoice: the row lock serializes issuers, and a rollback gives the number back.
   */
  nextSequence(year: number): Promise<number>;
  insert(invoice: Invoice): Promise<void>;
  ofClient(clientId: string, offset: number, limit: number): Promise<InvoicePage>;
  /** Credit notes (issue #36): false when the source had one already. */
  insertCreditNote(n: CreditNote & { sourceKey: string }): Promise<boolean>;
  creditNotesOf(invoiceId: string): Promise<CreditNote[]>;
}

export interface CreditNote {
  id: string;
  invoiceId: string;
  bookingId: string;
  number: string;
  amountCents: number;
  reason: string;
  issuedAt: Date;
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface PdfRenderer {
  invoice(doc: InvoiceDocument, createdAt: Date): Promise<Buffer>;
  statement(doc: StatementDocument, createdAt: Date): Promise<Buffer>;
}

export interface InvoiceSettings {
  /** Invoice and statement PDF downloads per user per minute. */
  downloadsPerMinute: number;
  /** Éclat as the supplier of the platform fee; tax numbers printed only when configured. */
  platform: { name: string; gstNumber: string | null; qstNumber: string | null; address?: string | null };
}

export interface InvoicesDeps {
  invoices: InvoiceRepository;
  tx: Transactor;
  bookings: Bookings;
  payments: PaymentLedger | null;
  accounts: Accounts;
  cleaners: Cleaners;
  statements: PayoutStatements | null;
  pdf: PdfRenderer;
  rateLimiter: RateLimiter;
  clock: Clock;
  newId: () => string;
  settings: InvoiceSettings;
}
