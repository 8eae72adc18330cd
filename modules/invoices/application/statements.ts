import { invoiceErrors } from '../domain/invoices.errors.js';
import { buildStatementDocument } from '../domain/statement-document.js';
import type { InvoicesDeps, StatementMonthSummary } from './ports.js';
import type { PdfFile } from './booking-invoice.js';
import { countDownload } from './download-limit.js';

/** Months with earnings or payouts, newest first (none until the payouts module is wired). */
export const statementMonths =
  (deps: InvoicesDeps) =>
  async (cleanerId: string): Promise<StatementMonthSummary[]> =>
    deps.statements ? deps.statements.statementMonths(cleanerId) : [];

/** The cleaner's monthly statement as a PDF in the cleaner's language; 404 for a month with nothing in it. */
export const statementPdf =
  (deps: InvoicesDeps) =>
  async (cleanerId: string, month: string): Promise<PdfFile> => {
    await countDownload(deps, cleanerId);
    return renderStatement(deps, cleanerId, month);
  };

/** The statement itself, uncounted (the data export renders every month of a cleaner once). */
export async function renderStatement(deps: InvoicesDeps, cleanerId: string, month: string): Promise<PdfFile> {
  if (!deps.statements) throw invoiceErrors.statementNotFound();
  const [account, taxNumbers] = await Promise.all([deps.accounts.find(cleanerId), deps.cleaners.taxNumbersOf(cleanerId)]);
  const locale = account?.locale ?? 'fr';
  const data = await deps.statements.statementData(cleanerId, month, locale);
  if (!data.earnings.length && !data.payouts.length) throw invoiceErrors.statementNotFound();
  const now = deps.clock.now();
  const doc = buildStatementDocument({
    month,
    locale,
    generatedAt: now,
    cleaner: { name: account?.name ?? '', email: account?.email ?? '', gstNumber: taxNumbers?.gstNumber ?? null, qstNumber: taxNumbers?.qstNumber ?? null },
    data,
  });
  return { filename: doc.filename, content: await deps.pdf.statement(doc, now) };
}
