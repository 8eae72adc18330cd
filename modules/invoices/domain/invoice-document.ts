import type { Locale } from '../../../src/shared/locale.js';
import { moneyBreakdown } from '../../../src/shared/money-breakdown.js';
import { formatDateTime } from '../../../src/shared/datetime-format.js';
import { DOCUMENT_TEXTS, formatDate, formatTime } from './document-texts.js';
import type { InvoiceSnapshot } from './invoice.js';
import { formatHours, formatMoney, formatPermilleAsPercent } from './money-format.js';

/**
 * What an invoice says, in the reader's words, before any layout: the renderer only places it on
 * a page. Kept pure so that the arithmetic (the lines add up to the total) and both languages are
 * unit-tested without reading a PDF.
 */
export type LineRole = 'item' | 'discount' | 'subtotal' | 'fee' | 'tax' | 'total' | 'payment' | 'refund' | 'balance';

export interface DocumentLine {
  role: LineRole;
  label: string;
  /** A second, smaller line (a tax's rate and base, a refund's reason); null when none. */
  detail: string | null;
  amountCents: number;
  amount: string;
}

export interface PartyBlock {
  title: string;
  lines: string[];
}

export interface InvoiceDocument {
  locale: Locale;
  /** The PDF's Title: "Facture" and the invoice number. */
  title: string;
  filename: string;
  heading: string;
  meta: { label: string; value: string }[];
  parties: PartyBlock[];
  columns: { description: string; amount: string };
  /** The quote: items, discounts, subtotal, fee, taxes, total (the total is the last line). */
  lines: DocumentLine[];
  paymentsHeading: string;
  payments: DocumentLine[];
  notes: string[];
}

/** Lines whose amounts make up the total (subtotals and the total itself are not added). */
export const ADDING_ROLES: readonly LineRole[] = ['item', 'discount', 'fee', 'tax'];

export function buildInvoiceDocument(s: InvoiceSnapshot): InvoiceDocument {
  const locale = s.locale;
  const t = DOCUMENT_TEXTS[locale];
  const money = (cents: number) => formatMoney(cents, locale);
  const line = (role: LineRole, label: string, amountCents: number, detail: string | null = null): DocumentLine => ({ role, label, detail, amountCents, amount: money(amountCents) });
  const q = s.quote;

  const type = t.cleaningTypes[s.cleaningType] ?? s.cleaningType;
  // The lines are the one breakdown's (src/shared/money-breakdown.ts), worded for a tax invoice; the
  // service subtotal is a non-adding line after the discounts.
  const lines: DocumentLine[] = [];
  for (const l of moneyBreakdown(q).lines) {
    if (l.kind === 'service') lines.push(line('item', q.mode === 'hourly' ? t.hourlyService(type, formatHours(q.hours, locale), money(q.rateCents)) : t.fixedService(type), l.amountCents));
    else if (l.kind === 'supplies') lines.push(line('item', t.supplies, l.amountCents));
    else if (l.kind === 'emergency') lines.push(line('item', t.emergency, l.amountCents));
    else if (l.kind === 'discount') lines.push(line('discount', t.discounts[l.discount ?? ''] ?? l.discount ?? '', l.amountCents));
    else if (l.kind === 'service_fee') {
      lines.push(line('subtotal', t.serviceSubtotal, q.subtotalCents - q.discountCents));
      lines.push(line('fee', t.platformFee, l.amountCents));
    } else if (l.kind === 'tax' && l.tax) {
      const on = l.tax.on ?? 'service';
      // Beside each tax, who collects it and under which registration (issue #42): Éclat for its fee, the cleaner for the service.
      const collector = on === 'platform_fee' ? s.platform : s.cleaner;
      const number = l.tax.tax === 'gst' ? collector.gstNumber : collector.qstNumber;
      const detail = t.taxDetail(formatPermilleAsPercent(l.tax.ratePermille ?? 0, locale), money(l.tax.baseCents ?? 0));
      lines.push(line('tax', `${t.taxNames[l.tax.tax]} ${t.taxOn[on]}`, l.amountCents, number ? `${detail} · ${l.tax.tax === 'gst' ? t.gstNumber : t.qstNumber} ${number}` : detail));
    }
  }
  lines.push(line('total', t.total, q.totalCents));

  const payments: DocumentLine[] = s.payments.map((p) => line('payment', p.kind === 'deposit' ? t.deposit : t.remainder, p.amountCents, p.at ? formatDate(new Date(p.at), locale) : null));
  const paidCents = s.payments.reduce((sum, p) => sum + p.amountCents, 0);
  payments.push(line('balance', t.totalPaid, paidCents));
  if (s.refunds.length) {
    for (const r of s.refunds) {
      const detail = [r.at ? formatDate(new Date(r.at), locale) : null, r.reason ? t.refundReason(r.reason) : null].filter(Boolean).join(' · ');
      payments.push(line('refund', t.refund, -r.amountCents, detail || null));
    }
    payments.push(line('balance', t.netPaid, paidCents - s.refunds.reduce((sum, r) => sum + r.amountCents, 0)));
  }

  const start = new Date(s.period.start);
  const end = new Date(s.period.end);
  const sameDay = formatDate(start, locale) === formatDate(end, locale);
  // The service's date, then the booked length (what an hourly service bills) beside the presence (punch in to out).
  const period = sameDay ? formatDate(start, locale) : t.periodAcross(formatDateTime(start, locale, { weekday: false, year: true }), formatDateTime(end, locale, { weekday: false, year: true }));
  const presence = sameDay ? t.presenceSameDay(formatTime(start, locale), formatTime(end, locale)) : period;
  const billedByHours = q.mode === 'hourly';

  const taxNumbers = (p: { gstNumber: string | null; qstNumber: string | null }) => [
    ...(p.gstNumber ? [`${t.gstNumber} ${p.gstNumber}`] : []),
    ...(p.qstNumber ? [`${t.qstNumber} ${p.qstNumber}`] : []),
  ];
  const cleanerTaxes = taxNumbers(s.cleaner);
  const serviceTaxed = q.taxLines.some((l) => l.on === 'service');

  return {
    locale,
    // Read in a phone's PDF viewer bar and its downloads list: "Facture ECL-…", not a bare code (issue #40).
    title: `${t.invoice} ${s.number}`,
    filename: t.invoiceFilename(s.number),
    heading: t.invoice,
    meta: [
      { label: t.invoiceNumber, value: s.number },
      { label: t.issuedOn, value: formatDate(new Date(s.issuedAt), locale) },
      { label: t.servicePeriod, value: period },
      { label: t.bookedDuration, value: t.bookedValue(formatHours(q.hours, locale), billedByHours, presence) },
      { label: t.booking, value: s.bookingId },
    ],
    parties: [
      { title: t.billedTo, lines: [s.client.name, s.client.email, s.client.address.line1, `${s.client.address.city} ${s.client.address.postalCode}`.trim()] },
      { title: t.serviceBy, lines: [s.cleaner.name, ...(cleanerTaxes.length ? cleanerTaxes : [t.notTaxRegistered])] },
      { title: t.platformFeeBy, lines: [s.platform.name, ...(s.platform.address ? [s.platform.address] : []), ...taxNumbers(s.platform)] },
    ],
    columns: { description: t.description, amount: t.amount },
    lines,
    paymentsHeading: t.payments,
    payments,
    notes: [t.currencyNote, ...(billedByHours ? [t.bookedHoursNote] : []), ...(serviceTaxed ? [t.serviceTaxNote] : [])],
  };
}
