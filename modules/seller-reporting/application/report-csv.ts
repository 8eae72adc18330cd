import { toCsv, type CsvDelimiter, type CsvValue } from '../../../src/shared/csv.js';
import type { Locale } from '../../../src/shared/locale.js';
import { QUARTERS } from '../domain/seller-report.js';
import type { SellerExportRow } from './seller-report.js';

const LABELS: Record<Locale, {
  filename: string;
  yes: string;
  no: string;
  sellerType: Record<'individual' | 'business', string>;
  missing: Record<string, string>;
  before: string[];
  quarter: (q: number) => string[];
  after: string[];
}> = {
  fr: {
    filename: 'declaration-vendeurs',
    yes: 'oui',
    no: 'non',
    sellerType: { individual: 'Particulier', business: 'Entreprise' },
    missing: { identification: 'identification', legal_name: 'nom légal', date_of_birth: 'date de naissance', sin: 'NAS', business_number: "numéro d'entreprise" },
    before: ['Année', 'Type de vendeur', 'Prénom', 'Nom de famille', 'Raison sociale', 'Date de naissance', "Numéro d'assurance sociale (NAS)", "Numéro d'entreprise (NE)", 'Adresse', 'Ville', 'Province', 'Code postal', 'Pays', 'Numéro de TPS', 'Numéro de TVQ', 'Compte de versement'],
    quarter: (q) => [`T${q} contrepartie ($)`, `T${q} frais et commissions ($)`, `T${q} impôts retenus ($)`, `T${q} activités`],
    after: ['Total contrepartie ($)', 'Total frais et commissions ($)', 'Total impôts retenus ($)', 'Total activités', 'Identification complète', 'Renseignements manquants', 'Identifiant Éclat', 'Nom dans Éclat', 'Courriel'],
  },
  en: {
    filename: 'seller-report',
    yes: 'yes',
    no: 'no',
    sellerType: { individual: 'Individual', business: 'Business' },
    missing: { identification: 'identification', legal_name: 'legal name', date_of_birth: 'date of birth', sin: 'SIN', business_number: 'business number' },
    before: ['Year', 'Seller type', 'First name', 'Last name', 'Business name', 'Date of birth', 'Social insurance number (SIN)', 'Business number (BN)', 'Address', 'City', 'Province', 'Postal code', 'Country', 'GST number', 'QST number', 'Payout account'],
    quarter: (q) => [`Q${q} consideration ($)`, `Q${q} fees and commissions ($)`, `Q${q} taxes withheld ($)`, `Q${q} activities`],
    after: ['Total consideration ($)', 'Total fees and commissions ($)', 'Total taxes withheld ($)', 'Total activities', 'Identification complete', 'Missing information', 'Éclat id', 'Name in Éclat', 'Email'],
  },
};

/**
 * Dollars with two decimals, as a spreadsheet reads a number: "1234.50" beside commas, "1234,50" beside
 * semicolons (Excel in French reads the comma as the decimal mark).
 */
export function dollars(cents: number, delimiter: CsvDelimiter): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}${delimiter === ';' ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
}

export function reportRows(rows: readonly SellerExportRow[], locale: Locale, delimiter: CsvDelimiter): CsvValue[][] {
  const l = LABELS[locale];
  const header = [...l.before, ...QUARTERS.flatMap((q) => l.quarter(q)), ...l.after];
  const body = rows.map((r): CsvValue[] => [
    r.year,
    r.sellerType ? l.sellerType[r.sellerType] : null,
    r.firstName,
    r.lastName,
    r.sellerType === 'business' ? r.legalName : null,
    r.dateOfBirth,
    r.sin,
    r.businessNumber,
    r.address?.street ?? null,
    r.address?.city ?? null,
    r.address?.province ?? null,
    r.address?.postalCode ?? null,
    r.address?.country ?? null,
    r.gstNumber,
    r.qstNumber,
    r.payoutAccount,
    ...r.quarters.flatMap((q) => [dollars(q.considerationCents, delimiter), dollars(q.feesCents, delimiter), dollars(q.taxesCents, delimiter), q.activities]),
    dollars(r.totals.considerationCents, delimiter),
    dollars(r.totals.feesCents, delimiter),
    dollars(r.totals.taxesCents, delimiter),
    r.totals.activities,
    r.complete ? l.yes : l.no,
    r.missing.map((m) => l.missing[m] ?? m).join(', ') || null,
    r.id,
    r.displayName,
    r.email,
  ]);
  return [header, ...body];
}

export interface ReportFile {
  filename: string;
  content: string;
}

/** The year's report as a spreadsheet file (RFC 4180, formula-safe cells: src/shared/csv.ts). */
export const reportCsv = (year: number, rows: readonly SellerExportRow[], locale: Locale, delimiter: CsvDelimiter): ReportFile => ({
  filename: `${LABELS[locale].filename}-${year}.csv`,
  content: toCsv(reportRows(rows, locale, delimiter), delimiter),
});
