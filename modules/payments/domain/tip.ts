import type { FailureReason } from './charge.js';

/**
 * A client's tip for a completed visit (issue #18): charged off-session on a saved card, 100 % to the
 * cleaner. One tip per visit (docs/decisions.md "Tips"): a refused or unauthenticated attempt may be
 * tried again, a paid one closes the card.
 */
export const TIP_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'] as const;
export type TipStatus = (typeof TIP_STATUSES)[number];

export interface Tip {
  id: string;
  bookingId: string;
  clientId: string;
  cleanerId: string;
  amountCents: number;
  status: TipStatus;
  provider: 'development' | 'stripe';
  providerRef: string | null;
  customerRef: string | null;
  paymentMethodRef: string | null;
  /** The browser's key of the latest click: the same key again answers this row, never a second charge. */
  requestKey: string;
  failureCode: FailureReason | null;
  attempts: number;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface TipSettings {
  /** Hours after the punch-out during which the client may tip (TIP_WINDOW_HOURS). */
  windowHours: number;
  minCents: number;
  maxCents: number;
  /** A tip never exceeds this share of the visit's service price (a mistyped zero is refused). */
  maxPercentOfVisit: number;
  /** Offered amounts, as shares of the visit's service price, rounded to the dollar. */
  suggestedPercents: readonly number[];
}

/** When the client can no longer tip: windowHours after the punch-out; null for a visit not completed. */
export function tipWindowClosesAt(visit: { status: string; punchedOutAt: Date | null }, windowHours: number): Date | null {
  if (visit.status !== 'completed' || !visit.punchedOutAt) return null;
  return new Date(visit.punchedOutAt.getTime() + windowHours * 3_600_000);
}

/** The window is open strictly before its end (at 48 h exactly, it is closed). */
export const tipWindowOpen = (closesAt: Date | null, now: Date): boolean => closesAt !== null && now.getTime() < closesAt.getTime();

/** The bounds of a tip on a visit whose service was billed `serviceCents` (before taxes). */
export function tipBounds(serviceCents: number, s: TipSettings): { minCents: number; maxCents: number } {
  const ofVisit = Math.floor((serviceCents * s.maxPercentOfVisit) / 100 / 100) * 100;
  return { minCents: s.minCents, maxCents: Math.max(s.minCents, Math.min(s.maxCents, ofVisit)) };
}

/** The suggested amounts: each share of the service rounded to the dollar, kept within the bounds, without repeats. */
export function suggestedTips(serviceCents: number, s: TipSettings): number[] {
  const { minCents, maxCents } = tipBounds(serviceCents, s);
  const amounts = s.suggestedPercents.map((p) => Math.min(maxCents, Math.max(minCents, Math.round((serviceCents * p) / 100 / 100) * 100)));
  return [...new Set(amounts)].sort((a, b) => a - b);
}

export const tipAmountAllowed = (amountCents: number, bounds: { minCents: number; maxCents: number }): boolean =>
  Number.isInteger(amountCents) && amountCents >= bounds.minCents && amountCents <= bounds.maxCents;

/** A paid or still-processing tip closes the visit's tip; a refused, abandoned or unauthenticated one may be tried again. */
export const tipSettled = (t: Pick<Tip, 'status'>): boolean => t.status === 'succeeded' || t.status === 'pending';

/** Stripe's intent status in a tip's words (as charges: we always confirm at creation). */
export function tipStatusOf(status: 'pending' | 'authorized' | 'requires_action' | 'succeeded' | 'failed' | 'canceled'): TipStatus {
  // A tip is never held for capture; an "authorized" answer cannot happen and counts as on its way.
  return status === 'authorized' ? 'pending' : status;
}

/**
 * The provider's state of the tip's current intent, applied (the attempt's answer, a webhook, the
 * browser's sync). A succeeded or cancelled tip never moves again; an older attempt's intent is ignored
 * unless it took the money.
 */
export function observeTip(t: Tip, seen: { reference: string | null; status: TipStatus; failureCode: FailureReason | null }, now: Date): { tip: Tip; becamePaid: boolean } {
  const current = seen.reference === t.providerRef;
  if (!current && seen.status !== 'succeeded') return { tip: t, becamePaid: false };
  if (t.status === 'succeeded' || (t.status === seen.status && current)) return { tip: t, becamePaid: false };
  const failed = seen.status === 'failed' || seen.status === 'requires_action';
  const tip: Tip = {
    ...t,
    providerRef: seen.reference ?? t.providerRef,
    status: seen.status,
    failureCode: failed ? (seen.failureCode ?? 'error') : null,
    paidAt: seen.status === 'succeeded' ? (t.paidAt ?? now) : null,
    updatedAt: now,
  };
  return { tip, becamePaid: seen.status === 'succeeded' };
}
