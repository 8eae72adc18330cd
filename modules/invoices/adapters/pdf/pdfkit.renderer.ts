import type PDFKitDocument from 'pdfkit';
import type { PdfRenderer } from '../../application/ports.js';
import type { DocumentLine, InvoiceDocument } from '../../domain/invoice-document.js';
import type { StatementDocument, StatementTable } from '../../domain/statement-document.js';

const MARGIN = 50;
const GRAY = '#555555';
const RULE = '#bbbbbb';
const BRAND = 'Éclat';

/**
 * Lays the document models out on Letter pages with pdfkit's standard Helvetica (WinAnsi covers
 * French accents, no font file to ship). The PDF's Title is the invoice number; its creation date
 * is the issue date, so the same invoice always renders the same content.
 */
export class PdfkitRenderer implements PdfRenderer {
  invoice(model: InvoiceDocument, createdAt: Date): Promise<Buffer> {
    return render(model.title, model.locale, createdAt, (doc) => drawInvoice(doc, model));
  }

  statement(model: StatementDocument, createdAt: Date): Promise<Buffer> {
    return render(model.title, model.locale, createdAt, (doc) => drawStatement(doc, model));
  }
}

type Doc = PDFKit.PDFDocument;

// pdfkit (with fontkit and its tables, about 25 MB resident) is loaded with the first document, not at boot:
// most instances render none between two restarts (issue #39, docs/decisions.md "Server memory").
let pdfkit: Promise<typeof PDFKitDocument> | null = null;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((m) => m.default));

async function render(title: string, locale: string, createdAt: Date, draw: (doc: Doc) => void): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      lang: locale === 'fr' ? 'fr-CA' : 'en-CA',
      displayTitle: true,
      info: { Title: title, Author: BRAND, Creator: BRAND, Producer: BRAND, CreationDate: createdAt, ModDate: createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** Starts a new page when fewer than `height` points are left. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

function rule(doc: Doc): void {
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + contentWidth(doc), doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.y += 4;
}

function header(doc: Doc, heading: string): void {
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text(heading, MARGIN, top, { width: contentWidth(doc) - 100 });
  doc.font('Helvetica-Bold').fontSize(16).text(BRAND, MARGIN + contentWidth(doc) - 100, top + 2, { width: 100, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + 28);
}

function meta(doc: Doc, items: { label: string; value: string }[]): void {
  doc.fontSize(10);
  for (const m of items) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fillColor(GRAY).text(m.label, MARGIN, y, { width: 130 });
    const labelBottom = doc.y;
    doc.font('Helvetica').fillColor('black').text(m.value, MARGIN + 135, y, { width: contentWidth(doc) - 135 });
    doc.y = Math.max(doc.y, labelBottom) + 2;
  }
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

function drawInvoice(doc: Doc, model: InvoiceDocument): void {
  header(doc, model.heading);
  meta(doc, model.meta);

  // The parties side by side: client, cleaner (supplier of the service), Éclat (supplier of the fee).
  const columns = model.parties.length;
  const gap = 12;
  const width = (contentWidth(doc) - gap * (columns - 1)) / columns;
  const top = doc.y;
  let bottom = top;
  model.parties.forEach((party, i) => {
    const x = MARGIN + i * (width + gap);
    doc.font('Helvetica-Bold').fontSize(9).fillColor(GRAY).text(party.title, x, top, { width });
    doc.font('Helvetica').fontSize(10).fillColor('black');
    for (const line of party.lines.filter((l) => l.length > 0)) doc.text(line, x, doc.y, { width });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 16;

  amountHeader(doc, model.columns.description, model.columns.amount);
  for (const line of model.lines) amountLine(doc, line);
  doc.moveDown(1);

  ensureSpace(doc, 40);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(model.paymentsHeading, MARGIN, doc.y);
  doc.moveDown(0.3);
  rule(doc);
  for (const line of model.payments) amountLine(doc, line);
  doc.moveDown(1.5);

  doc.font('Helvetica').fontSize(8).fillColor(GRAY);
  for (const note of model.notes) doc.text(note, MARGIN, doc.y, { width: contentWidth(doc) });
}

function amountHeader(doc: Doc, description: string, amount: string): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GRAY).text(description, MARGIN, y, { width: contentWidth(doc) - 130 });
  doc.text(amount, MARGIN + contentWidth(doc) - 120, y, { width: 120, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, y + 12);
  rule(doc);
}

function amountLine(doc: Doc, line: DocumentLine): void {
  ensureSpace(doc, line.detail ? 28 : 16);
  const strong = line.role === 'total' || line.role === 'subtotal' || line.role === 'balance';
  if (line.role === 'total') rule(doc);
  const y = doc.y;
  const size = line.role === 'total' ? 12 : 10;
  doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor('black').text(line.label, MARGIN, y, { width: contentWidth(doc) - 130 });
  if (line.detail) doc.font('Helvetica').fontSize(8).fillColor(GRAY).text(line.detail, MARGIN + 8, doc.y, { width: contentWidth(doc) - 138 });
  const bottom = doc.y;
  doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor('black').text(line.amount, MARGIN + contentWidth(doc) - 120, y, { width: 120, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(bottom, doc.y) + 3;
}

function drawStatement(doc: Doc, model: StatementDocument): void {
  header(doc, model.heading);
  meta(doc, model.meta);
  for (const table of model.tables) {
    drawTable(doc, table);
    doc.moveDown(1.2);
  }
  doc.font('Helvetica').fontSize(8).fillColor(GRAY);
  for (const note of model.notes) doc.text(note, MARGIN, doc.y, { width: contentWidth(doc) });
}

/** Date and description columns, then right-aligned columns (status or amounts). */
function drawTable(doc: Doc, table: StatementTable): void {
  const total = contentWidth(doc);
  const widths = [88, total - 88 - 4 * 72, 72, 72, 72, 72];
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const row = (cells: (string | null)[], font: string, size: number, color = 'black') => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      if (cell === null) return;
      doc.font(font).fontSize(size).fillColor(color).text(cell, xs[i]!, y, { width: widths[i]! - 4, align: i >= 2 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 2;
  };

  ensureSpace(doc, 60);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(table.heading, MARGIN, doc.y);
  doc.moveDown(0.3);
  row(table.columns, 'Helvetica-Bold', 8, GRAY);
  rule(doc);
  if (!table.rows.length) {
    doc.font('Helvetica').fontSize(9).fillColor(GRAY).text(table.empty, MARGIN, doc.y);
    doc.moveDown(0.5);
  }
  for (const r of table.rows) {
    ensureSpace(doc, 24);
    row(r.cells, 'Helvetica', 9);
  }
  ensureSpace(doc, 20);
  rule(doc);
  // The total's amounts sit under the last columns (the payouts table has no status column total).
  const cells: (string | null)[] = [table.total.label, null, ...Array<null>(widths.length - 2 - table.total.cells.length).fill(null), ...table.total.cells];
  row(cells, 'Helvetica-Bold', 9);
}
