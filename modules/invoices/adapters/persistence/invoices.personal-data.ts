import { snapshotWithCreditNotes } from '../../application/credit-notes.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isoOrNull, safeFileName, type PersonalDataFile, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';
import type { InvoicesDeps } from '../../application/ports.js';
import { renderStatement } from '../../application/statements.js';
import { buildInvoiceDocument } from '../../domain/invoice-document.js';
import type { InvoiceSnapshot } from '../../domain/invoice.js';

interface Row {
  id: string;
  booking_id: string;
  client_id: string;
  number: string;
  locale: string;
  issued_at: Date | string;
  total_cents: number;
  snapshot: InvoiceSnapshot;
}

/**
 * A person's invoices for their data export. A client gets each invoice's PDF (the document Éclat
 * issued them, as it was issued). A cleaner gets the list of their visits' invoices (number, date,
 * total) without the PDFs, which print the client's home address, and their monthly statements as PDFs.
 */
export const invoicesPersonalData =
  (em: () => EntityManager, deps: InvoicesDeps) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const rows = await em().execute<Row[]>(
      'select id, booking_id, client_id, number, locale, issued_at, total_cents, snapshot from invoices where client_id = ? or cleaner_id = ? order by issued_at',
      [subject.userId, subject.userId],
    );
    const files: PersonalDataFile[] = [];
    const invoices = rows.map((r) => {
      const asClient = r.client_id === subject.userId;
      const file = asClient ? `invoices/${safeFileName(r.number)}.pdf` : null;
      // As downloaded: the frozen snapshot with its later credit notes (issue #36).
      if (file) files.push({ path: file, read: async () => deps.pdf.invoice(buildInvoiceDocument(await snapshotWithCreditNotes(deps, { id: r.id, locale: r.locale === 'en' ? 'en' : 'fr', snapshot: r.snapshot })), new Date(isoOrNull(r.issued_at)!)) });
      return { number: r.number, bookingId: r.booking_id, myRole: asClient ? 'client' : 'cleaner', language: r.locale, issuedAt: isoOrNull(r.issued_at), totalCents: r.total_cents, file: file ? `files/${file}` : null };
    });
    const months = deps.statements ? await deps.statements.statementMonths(subject.userId) : [];
    const statements = months.map((m) => {
      const file = `statements/${m.month}.pdf`;
      files.push({ path: file, read: async () => (await renderStatement(deps, subject.userId, m.month)).content });
      return { ...m, file: `files/${file}` };
    });
    return { data: { currency: 'CAD', invoices, monthlyStatements: statements }, files };
  };
