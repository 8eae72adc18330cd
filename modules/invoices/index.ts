import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { RateLimiter } from '../../src/shared/rate-limiter.js';
import { newId } from '../../src/shared/ids.js';
import type { Accounts, Bookings, Cleaners, InvoiceSettings, InvoicesDeps, PaymentLedger, PayoutStatements } from './application/ports.js';
import { PgInvoiceRepository } from './adapters/persistence/invoices.repository.js';
import { invoicesPersonalData } from './adapters/persistence/invoices.personal-data.js';
import { InvoicesInit } from './adapters/persistence/migrations/2026112320-invoices-init.js';
import { PdfkitRenderer } from './adapters/pdf/pdfkit.renderer.js';
import { invoicesRouter } from './adapters/http/invoices.routes.js';
import { issueInvoice } from './application/issue-invoice.js';
import { issueCreditNote } from './application/credit-notes.js';
import { InvoiceCreditNotes } from './adapters/persistence/migrations/2026120510-invoice-credit-notes.js';

export type { BookingMoneyFacts, LedgerCharge, StatementMonthSummary } from './application/ports.js';
export type { StatementData, StatementEarning, StatementPayout } from './domain/statement-document.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const invoicesPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026112320-invoices-init', class: InvoicesInit },
    { name: '2026120510-invoice-credit-notes', class: InvoiceCreditNotes },
  ] satisfies MigrationObject[],
};

/** Éclat as the supplier of the platform fee. No tax numbers are printed unless configured. */
export const DEFAULT_PLATFORM: InvoiceSettings['platform'] = { name: 'Éclat', gstNumber: null, qstNumber: null, address: null };

export interface InvoicesModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  rateLimiter: RateLimiter;
  /** The booking module: parties, punch times, quote and payment status. */
  bookings: Bookings;
  /** The payments module's bookingMoney (paid, refunded, fully paid at, charges); null: derived from the booking. */
  payments: PaymentLedger | null;
  /** Identity's accounts: names, emails, languages. */
  accounts: Accounts;
  /** The cleaners module: GST and QST numbers. */
  cleaners: Cleaners;
  /** The payouts module: a cleaner's months, earnings and payouts; null: no statements yet. */
  statements: PayoutStatements | null;
  settings: InvoiceSettings;
}

export function createInvoicesModule(d: InvoicesModuleDeps) {
  const deps: InvoicesDeps = {
    invoices: new PgInvoiceRepository(d.em),
    tx: new OrmTransactor(d.em),
    bookings: d.bookings,
    payments: d.payments,
    accounts: d.accounts,
    cleaners: d.cleaners,
    statements: d.statements,
    pdf: new PdfkitRenderer(),
    rateLimiter: d.rateLimiter,
    clock: d.clock,
    newId,
    settings: d.settings,
  };
  return {
    routers: [invoicesRouter(deps)],
    api: {
      /**
       * Issues the booking's invoice if it is fully paid (payments calls it when the final payment
       * succeeds); idempotent, returns the invoice, or null when the booking is not invoiceable yet.
       */
      issueFor: (bookingId: string) => issueInvoice(deps)(bookingId),
      /** The cases module's refund (issue #36): a credit note on the booking's invoice, once per source; null without an invoice. */
      issueCreditNote: issueCreditNote(deps),
      /** The invoice number of a booking, null before it is issued (e.g. for the payments view's invoiceAvailable). */
      numberOf: async (bookingId: string) => (await deps.invoices.findByBooking(bookingId))?.number ?? null,
      /** The data export (portability): the client's invoices as PDFs, a cleaner's invoice list and monthly statements. */
      personalData: invoicesPersonalData(d.em, deps),
    },
    persistence: invoicesPersistence,
    deps,
  };
}

export type InvoicesModule = ReturnType<typeof createInvoicesModule>;
