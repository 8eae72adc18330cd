import { formatCalendarDate } from '../../../src/shared/datetime-format.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { Earning, EarningKind } from '../domain/earning.js';
import type { PayoutAccountStatus } from '../domain/account-status.js';
import type { Payout, PayoutKind, PayoutRun, PayoutStatus, StoredAccount } from './ports.js';

/** The contract's shapes (openapi.yaml, # --- payouts ---). */
export interface PayoutAccountDto {
  provider: 'development' | 'stripe';
  status: PayoutAccountStatus;
  canReceiveTransfers: boolean;
  payoutsEnabled: boolean;
  requirements: string[];
  updatedAt: string | null;
}

export interface EarningDto {
  id: string;
  kind: EarningKind;
  bookingId: string | null;
  description: string;
  grossCents: number;
  commissionCents: number;
  taxCents: number;
  amountCents: number;
  earnedAt: string;
  payoutId: string | null;
}

export interface PayoutDto {
  id: string;
  kind: PayoutKind;
  status: PayoutStatus;
  week: string | null;
  grossCents: number;
  feeCents: number;
  amountCents: number;
  earningCount: number;
  failureMessage: string | null;
  attempts: number;
  createdAt: string;
  paidAt: string | null;
}

export interface AdminPayoutDto extends PayoutDto {
  cleanerId: string;
  cleanerName: string;
  cleanerEmail: string | null;
  runId: string | null;
  providerReference: string | null;
  earnings: EarningDto[];
}

export interface AdminEarningDto extends EarningDto {
  cleanerId: string;
  cleanerName: string;
}

export interface PayoutRunDto {
  id: string;
  week: string;
  status: 'running' | 'completed' | 'completed_with_failures';
  startedAt: string;
  finishedAt: string | null;
  payoutCount: number;
  paidCount: number;
  failedCount: number;
  totalCents: number;
}

export function presentAccount(a: StoredAccount | null, provider: 'development' | 'stripe'): PayoutAccountDto {
  if (!a) return { provider, status: 'none', canReceiveTransfers: false, payoutsEnabled: false, requirements: [], updatedAt: null };
  return { provider: a.provider, status: a.status, canReceiveTransfers: a.canReceiveTransfers, payoutsEnabled: a.payoutsEnabled, requirements: a.requirements, updatedAt: a.updatedAt.toISOString() };
}

const LABELS: Record<Locale, Record<EarningKind, string>> = {
  fr: { booking: 'Ménage du {{date}}', cancellation_fee: "Frais d'annulation tardive ({{date}})", referral_reward: 'Récompense de parrainage', adjustment: 'Ajustement', tip: 'Pourboire ({{date}})' },
  en: { booking: 'Cleaning on {{date}}', cancellation_fee: 'Late cancellation fee ({{date}})', referral_reward: 'Referral reward', adjustment: 'Adjustment', tip: 'Tip ({{date}})' },
};

/** The cases module's notes (modules/cases: DISPUTE_LOST_NOTE, RECLEAN_NOTE). */
const CASE_NOTES: Record<string, Record<Locale, string>> = {
  'case:dispute_lost': { fr: 'Ajustement (litige bancaire perdu)\u00a0: ménage du {{date}}', en: 'Adjustment (card dispute lost): cleaning on {{date}}' },
  'case:reclean': { fr: 'Ménage de garantie (refait sans frais) du {{date}}', en: 'Guarantee re-clean (at no cost) on {{date}}' },
};

const longDate = (date: string, locale: Locale) => formatCalendarDate(date, locale, { weekday: false, year: true });

/** The line as the cleaner reads it, in their language (the note of a reward or an adjustment wins). */
export function describeEarning(e: Pick<Earning, 'kind' | 'serviceDate' | 'note'>, locale: Locale): string {
  // Notes the cases module writes as codes (issue #36), described in the cleaner's language.
  const caseNote = e.note ? CASE_NOTES[e.note] : undefined;
  if (caseNote) return caseNote[locale].replace('{{date}}', e.serviceDate ? longDate(e.serviceDate, locale) : '').replace(/ du $| on $/, '');
  if (e.note) return e.note;
  // A case's adjustment (issue #36): the cleaner's share of a refund given for that visit.
  if (e.kind === 'adjustment' && e.serviceDate) {
    const date = longDate(e.serviceDate, locale);
    return locale === 'fr' ? `Ajustement (dossier)\u00a0: remboursement du ménage du ${date}` : `Adjustment (case): refund of the cleaning on ${date}`;
  }
  const label = LABELS[locale][e.kind];
  return e.serviceDate ? label.replace('{{date}}', longDate(e.serviceDate, locale)) : label.replace(' ({{date}})', '').replace(' {{date}}', '');
}

export const presentEarning = (e: Earning, locale: Locale): EarningDto => ({
  id: e.id,
  kind: e.kind,
  bookingId: e.bookingId,
  description: describeEarning(e, locale),
  grossCents: e.grossCents,
  commissionCents: e.commissionCents,
  taxCents: e.taxCents,
  amountCents: e.amountCents,
  earnedAt: e.earnedAt.toISOString(),
  payoutId: e.payoutId,
});

export const presentPayout = (p: Payout): PayoutDto => ({
  id: p.id,
  kind: p.kind,
  status: p.status,
  week: p.week,
  grossCents: p.grossCents,
  feeCents: p.feeCents,
  amountCents: p.amountCents,
  earningCount: p.earningCount,
  failureMessage: p.failureMessage,
  attempts: p.attempts,
  createdAt: p.createdAt.toISOString(),
  paidAt: p.paidAt ? p.paidAt.toISOString() : null,
});

export const presentRun = (r: PayoutRun): PayoutRunDto => ({
  id: r.id,
  week: r.week,
  // A run's status follows its payouts: an admin retry that succeeds completes it.
  status: r.finishedAt === null ? 'running' : r.failedCount > 0 ? 'completed_with_failures' : 'completed',
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
  payoutCount: r.payoutCount,
  paidCount: r.paidCount,
  failedCount: r.failedCount,
  totalCents: r.totalCents,
});
