import { formatDate as formatSharedDate, formatMonth as formatSharedMonth, formatTime as formatSharedTime } from '../../../src/shared/datetime-format.js';
import type { Locale } from '../../../src/shared/locale.js';

/**
 * The words of invoices and statements, French first. They live in the module (not in the web
 * app's locale files) because the PDF is written on the server, in the reader's language.
 */
export interface DocumentTexts {
  invoice: string;
  invoiceNumber: string;
  issuedOn: string;
  servicePeriod: string;
  booking: string;
  billedTo: string;
  serviceBy: string;
  platformFeeBy: string;
  gstNumber: string;
  qstNumber: string;
  notTaxRegistered: string;
  description: string;
  amount: string;
  cleaningTypes: Record<string, string>;
  hourlyService: (type: string, hours: string, rate: string) => string;
  fixedService: (type: string) => string;
  supplies: string;
  emergency: string;
  discounts: Record<string, string>;
  serviceSubtotal: string;
  platformFee: string;
  taxNames: Record<'gst' | 'qst', string>;
  taxOn: Record<'service' | 'platform_fee', string>;
  taxDetail: (rate: string, base: string) => string;
  total: string;
  payments: string;
  deposit: string;
  remainder: string;
  refund: string;
  refundReason: (reason: string) => string;
  totalPaid: string;
  netPaid: string;
  periodSameDay: (date: string, from: string, to: string) => string;
  /** Issue #42: the booked length is what is billed; the presence is shown beside it, never instead. */
  bookedDuration: string;
  bookedValue: (hours: string, billed: boolean, presence: string) => string;
  presenceSameDay: (from: string, to: string) => string;
  bookedHoursNote: string;
  periodAcross: (from: string, to: string) => string;
  currencyNote: string;
  serviceTaxNote: string;
  // Statements
  statement: string;
  statementFor: string;
  month: string;
  earnings: string;
  date: string;
  gross: string;
  commission: string;
  taxes: string;
  net: string;
  earningKinds: Record<string, string>;
  payouts: string;
  payoutKinds: Record<string, string>;
  payoutStatuses: Record<string, string>;
  fee: string;
  status: string;
  totalEarnings: string;
  totalPaidOut: string;
  noEarnings: string;
  noPayouts: string;
  statementNote: string;
  statementFilename: (month: string) => string;
  /** The invoice's file as a phone's downloads list shows it: the word, then the number. */
  invoiceFilename: (number: string) => string;
  notYet: string;
}

const fr: DocumentTexts = {
  invoice: 'Facture',
  invoiceNumber: 'Numéro de facture',
  issuedOn: "Date d'émission",
  servicePeriod: 'Période du service',
  booking: 'Réservation',
  billedTo: 'Facturé à',
  serviceBy: 'Service de ménage fourni par',
  platformFeeBy: 'Frais de service de la plateforme',
  gstNumber: 'No de TPS',
  qstNumber: 'No de TVQ',
  notTaxRegistered: 'Non inscrit à la TPS et à la TVQ',
  description: 'Description',
  amount: 'Montant',
  cleaningTypes: {
    regular: 'Ménage régulier',
    deep: 'Grand ménage',
    move_in_out: 'Ménage de déménagement',
    garage: 'Nettoyage de garage',
    office: 'Nettoyage de bureau',
    airbnb: 'Ménage Airbnb',
  },
  hourlyService: (type, hours, rate) => `${type}\u00a0: ${hours} × ${rate}`,
  fixedService: (type) => `${type}\u00a0: prix forfaitaire`,
  supplies: 'Fournitures de ménage',
  emergency: "Frais d'urgence",
  discounts: { first_booking: 'Rabais de première réservation', promo: 'Rabais promotionnel', referral: 'Crédit de parrainage' },
  serviceSubtotal: 'Sous-total du service',
  platformFee: 'Frais de service Éclat',
  taxNames: { gst: 'TPS', qst: 'TVQ' },
  taxOn: { service: 'sur le service', platform_fee: 'sur les frais de service' },
  taxDetail: (rate, base) => `${rate} de ${base}`,
  total: 'Total',
  payments: 'Paiements',
  deposit: 'Acompte à la confirmation',
  remainder: 'Solde après le service',
  refund: 'Remboursement',
  refundReason: (reason) => `Motif\u00a0: ${reason}`,
  totalPaid: 'Total payé',
  netPaid: 'Montant net payé',
  periodSameDay: (date, from, to) => `${date}, de ${from} à ${to}`,
  bookedDuration: 'Durée réservée',
  bookedValue: (hours, billed, presence) => `${hours}${billed ? ' (facturée)' : ''} · Présence\u00a0: ${presence}`,
  presenceSameDay: (from, to) => `${from} à ${to}`,
  bookedHoursNote: 'Le service est facturé selon la durée réservée, même si la visite se termine plus tôt (conditions affichées à la réservation).',
  periodAcross: (from, to) => `Du ${from} au ${to}`,
  currencyNote: 'Montants en dollars canadiens (CAD).',
  serviceTaxNote: 'Les taxes sur le service sont perçues pour le compte de la personne de ménage, inscrite à ces taxes.',
  statement: 'Relevé mensuel',
  statementFor: 'Personne de ménage',
  month: 'Mois',
  earnings: 'Revenus',
  date: 'Date',
  gross: 'Brut',
  commission: 'Commission',
  taxes: 'Taxes',
  net: 'Net',
  earningKinds: { booking: 'Réservation', cancellation_fee: "Frais d'annulation", referral_reward: 'Prime de parrainage', adjustment: 'Ajustement' },
  payouts: 'Versements',
  payoutKinds: { weekly: 'Versement hebdomadaire', instant: 'Versement instantané' },
  payoutStatuses: { pending: 'En attente', paid: 'Versé', failed: 'Échoué' },
  fee: 'Frais',
  status: 'Statut',
  totalEarnings: 'Total des revenus',
  totalPaidOut: 'Total versé',
  noEarnings: 'Aucun revenu ce mois-ci.',
  noPayouts: 'Aucun versement ce mois-ci.',
  statementNote: 'Montants en dollars canadiens (CAD). Net = brut - commission + taxes perçues pour votre compte.',
  statementFilename: (month) => `releve-eclat-${month}.pdf`,
  invoiceFilename: (number) => `facture-${number}.pdf`,
  notYet: '—',
};

const en: DocumentTexts = {
  invoice: 'Invoice',
  invoiceNumber: 'Invoice number',
  issuedOn: 'Issue date',
  servicePeriod: 'Service period',
  booking: 'Booking',
  billedTo: 'Billed to',
  serviceBy: 'Cleaning service supplied by',
  platformFeeBy: 'Platform service fee',
  gstNumber: 'GST No.',
  qstNumber: 'QST No.',
  notTaxRegistered: 'Not registered for GST and QST',
  description: 'Description',
  amount: 'Amount',
  cleaningTypes: {
    regular: 'Regular cleaning',
    deep: 'Deep cleaning',
    move_in_out: 'Move-in/move-out cleaning',
    garage: 'Garage cleaning',
    office: 'Office cleaning',
    airbnb: 'Airbnb cleaning',
  },
  hourlyService: (type, hours, rate) => `${type}: ${hours} × ${rate}`,
  fixedService: (type) => `${type}: fixed price`,
  supplies: 'Cleaning supplies',
  emergency: 'Emergency fee',
  discounts: { first_booking: 'First booking discount', promo: 'Promotional discount', referral: 'Referral credit' },
  serviceSubtotal: 'Service subtotal',
  platformFee: 'Éclat service fee',
  taxNames: { gst: 'GST', qst: 'QST' },
  taxOn: { service: 'on the service', platform_fee: 'on the service fee' },
  taxDetail: (rate, base) => `${rate} of ${base}`,
  total: 'Total',
  payments: 'Payments',
  deposit: 'Deposit at confirmation',
  remainder: 'Balance after the service',
  refund: 'Refund',
  refundReason: (reason) => `Reason: ${reason}`,
  totalPaid: 'Total paid',
  netPaid: 'Net amount paid',
  periodSameDay: (date, from, to) => `${date}, from ${from} to ${to}`,
  bookedDuration: 'Booked length',
  bookedValue: (hours, billed, presence) => `${hours}${billed ? ' (billed)' : ''} · On site: ${presence}`,
  presenceSameDay: (from, to) => `${from} to ${to}`,
  bookedHoursNote: 'The service is billed by the booked length, even when the visit ends earlier (terms shown when booking).',
  periodAcross: (from, to) => `From ${from} to ${to}`,
  currencyNote: 'Amounts in Canadian dollars (CAD).',
  serviceTaxNote: 'Taxes on the service are collected on behalf of the cleaner, who is registered for them.',
  statement: 'Monthly statement',
  statementFor: 'Cleaner',
  month: 'Month',
  earnings: 'Earnings',
  date: 'Date',
  gross: 'Gross',
  commission: 'Commission',
  taxes: 'Taxes',
  net: 'Net',
  earningKinds: { booking: 'Booking', cancellation_fee: 'Cancellation fee', referral_reward: 'Referral reward', adjustment: 'Adjustment' },
  payouts: 'Payouts',
  payoutKinds: { weekly: 'Weekly payout', instant: 'Instant payout' },
  payoutStatuses: { pending: 'Pending', paid: 'Paid', failed: 'Failed' },
  fee: 'Fee',
  status: 'Status',
  totalEarnings: 'Total earnings',
  totalPaidOut: 'Total paid out',
  noEarnings: 'No earnings this month.',
  noPayouts: 'No payouts this month.',
  statementNote: 'Amounts in Canadian dollars (CAD). Net = gross - commission + taxes collected on your behalf.',
  statementFilename: (month) => `eclat-statement-${month}.pdf`,
  invoiceFilename: (number) => `invoice-${number}.pdf`,
  notYet: '—',
};

export const DOCUMENT_TEXTS: Record<Locale, DocumentTexts> = { fr, en };

/** `25 novembre 2026` / `November 25, 2026`, in Quebec time (src/shared/datetime-format.ts, as emails and the web app). */
export const formatDate = (instant: Date, locale: Locale): string => formatSharedDate(instant, locale, { weekday: false, year: true });

/** `8 h 55`, `13 h` / `8:55 AM`, in Quebec time. */
export const formatTime = (instant: Date, locale: Locale): string => formatSharedTime(instant, locale);

/** `novembre 2026` / `November 2026` for a `YYYY-MM` month. */
export const formatMonth = (month: string, locale: Locale): string => formatSharedMonth(month, locale);
