import type { Locale } from '../../../src/shared/locale.js';
import { DOCUMENT_TEXTS, formatDate, formatMonth } from './document-texts.js';
import { formatMoney } from './money-format.js';

/** One earning of the month, as the payouts module records it (integer cents). */
export interface StatementEarning {
  kind: string;
  bookingId: string | null;
  /** The line as the cleaner reads it, in their language (the payouts module writes it). */
  description: string;
  grossCents: number;
  commissionCents: number;
  taxCents: number;
  /** gross - commission + taxes. */
  amountCents: number;
  earnedAt: Date;
}

export interface StatementPayout {
  kind: string;
  status: string;
  grossCents: number;
  feeCents: number;
  /** What reached the cleaner: gross - fee. */
  amountCents: number;
  paidAt: Date | null;
}

export interface StatementData {
  earnings: StatementEarning[];
  payouts: StatementPayout[];
}

export interface StatementInput {
  month: string;
  locale: Locale;
  generatedAt: Date;
  cleaner: { name: string; email: string; gstNumber: string | null; qstNumber: string | null };
  data: StatementData;
}

export interface StatementRow {
  cells: string[];
}

export interface StatementTable {
  heading: string;
  columns: string[];
  rows: StatementRow[];
  empty: string;
  total: { label: string; cells: string[]; amountCents: number };
}

export interface StatementDocument {
  locale: Locale;
  title: string;
  filename: string;
  heading: string;
  meta: { label: string; value: string }[];
  tables: [StatementTable, StatementTable];
  notes: string[];
}

const sum = <T>(items: T[], f: (x: T) => number) => items.reduce((s, x) => s + f(x), 0);

/** The cleaner's month: every earning and every payout, with totals, in the cleaner's language. */
export function buildStatementDocument(input: StatementInput): StatementDocument {
  const { locale, month } = input;
  const t = DOCUMENT_TEXTS[locale];
  const money = (cents: number) => formatMoney(cents, locale);
  const earnings = [...input.data.earnings].sort((a, b) => a.earnedAt.getTime() - b.earnedAt.getTime());
  const payouts = [...input.data.payouts].sort((a, b) => (a.paidAt?.getTime() ?? Infinity) - (b.paidAt?.getTime() ?? Infinity));
  // Only payouts that reached the cleaner count in the total; pending and failed ones are listed for the record.
  const paid = payouts.filter((p) => p.status === 'paid');
  const taxes = [...(input.cleaner.gstNumber ? [`${t.gstNumber} ${input.cleaner.gstNumber}`] : []), ...(input.cleaner.qstNumber ? [`${t.qstNumber} ${input.cleaner.qstNumber}`] : [])];

  const earningsTable: StatementTable = {
    heading: t.earnings,
    columns: [t.date, t.description, t.gross, t.commission, t.taxes, t.net],
    rows: earnings.map((e) => ({
      // The payouts module's description names the visit ("Ménage du 25 novembre 2026"); the kind is the fallback.
      cells: [formatDate(e.earnedAt, locale), e.description || (t.earningKinds[e.kind] ?? e.kind), money(e.grossCents), money(-e.commissionCents), money(e.taxCents), money(e.amountCents)],
    })),
    empty: t.noEarnings,
    total: {
      label: t.totalEarnings,
      cells: [money(sum(earnings, (e) => e.grossCents)), money(-sum(earnings, (e) => e.commissionCents)), money(sum(earnings, (e) => e.taxCents)), money(sum(earnings, (e) => e.amountCents))],
      amountCents: sum(earnings, (e) => e.amountCents),
    },
  };
  const payoutsTable: StatementTable = {
    heading: t.payouts,
    columns: [t.date, t.description, t.status, t.gross, t.fee, t.net],
    rows: payouts.map((p) => ({
      cells: [p.paidAt ? formatDate(p.paidAt, locale) : t.notYet, t.payoutKinds[p.kind] ?? p.kind, t.payoutStatuses[p.status] ?? p.status, money(p.grossCents), money(-p.feeCents), money(p.amountCents)],
    })),
    empty: t.noPayouts,
    total: {
      label: t.totalPaidOut,
      cells: [money(sum(paid, (p) => p.grossCents)), money(-sum(paid, (p) => p.feeCents)), money(sum(paid, (p) => p.amountCents))],
      amountCents: sum(paid, (p) => p.amountCents),
    },
  };

  const monthText = formatMonth(month, locale);
  return {
    locale,
    title: `${t.statement} ${month}`,
    filename: t.statementFilename(month),
    // French puts a (no-break) space before the colon.
    heading: locale === 'fr' ? `${t.statement}\u00a0: ${monthText}` : `${t.statement}: ${monthText}`,
    meta: [
      { label: t.month, value: monthText },
      { label: t.statementFor, value: [input.cleaner.name, input.cleaner.email, ...taxes].join(' · ') },
      { label: t.issuedOn, value: formatDate(input.generatedAt, locale) },
    ],
    tables: [earningsTable, payoutsTable],
    notes: [t.statementNote],
  };
}
