import type { FieldIssue } from '../../../src/shared/domain-error.js';

/** What a code takes off the first visit: an amount in cents, or a percentage of the subtotal. */
export type PromoDiscount = { kind: 'amount'; amountCents: number } | { kind: 'percent'; percent: number };

/**
 * A promo code (issue #16, replacing the LANDING_PROMO_CODES setting). Once per client always
 * (spec: landing promo, once per client): there is no switch for it.
 */
export interface PromoCode {
  id: string;
  /** Upper case, unique; never changes once created (bookings carry it as text). */
  code: string;
  description: string | null;
  discount: PromoDiscount;
  startsAt: Date;
  /** Exclusive; null: no end. */
  endsAt: Date | null;
  /** Uses across all clients; null: no limit. */
  maxUses: number | null;
  active: boolean;
  /** The landing promotion, stated by the public pages (at most one code; issue #41). */
  featured: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The bounds, the same in openapi.yaml and in the table's checks. */
export const PROMO_LIMITS = {
  code: /^[A-Z0-9][A-Z0-9_-]{2,31}$/,
  descriptionMax: 300,
  amountCents: { min: 1, max: 50_000 },
  percent: { min: 1, max: 100 },
  maxUses: { min: 1, max: 1_000_000 },
} as const;

/** A create or an edit as the console sends it (the contract has checked types and bounds). */
export interface PromoCodeInput {
  code?: string;
  description?: string | null;
  kind: 'amount' | 'percent';
  amountCents?: number | null;
  percent?: number | null;
  startsAt: string;
  endsAt?: string | null;
  maxUses?: number | null;
  active: boolean;
  /** Absent: unchanged (false on creation). True features this code and no other. */
  featured?: boolean;
}

export type PromoCodeFacts = Pick<PromoCode, 'description' | 'discount' | 'startsAt' | 'endsAt' | 'maxUses' | 'active'>;

const instant = (value: string | null | undefined): Date | null => {
  if (value === null || value === undefined) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Upper case, trimmed: the form a client may type it in does not matter. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/**
 * The rules across fields the contract cannot say: the discount its kind names (and only it), an end
 * after the start. Every refusal names its field.
 */
export function checkPromoFacts(input: PromoCodeInput): { ok: true; value: PromoCodeFacts } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  let discount: PromoDiscount | null = null;
  if (input.kind === 'amount') {
    const a = input.amountCents;
    if (a === null || a === undefined) issues.push({ field: 'body.amountCents', code: 'promotions.amount_required' });
    else if (!Number.isInteger(a) || a < PROMO_LIMITS.amountCents.min || a > PROMO_LIMITS.amountCents.max) issues.push({ field: 'body.amountCents', code: 'fields.invalid' });
    else discount = { kind: 'amount', amountCents: a };
    if (input.percent !== null && input.percent !== undefined) issues.push({ field: 'body.percent', code: 'promotions.one_discount' });
  } else {
    const p = input.percent;
    if (p === null || p === undefined) issues.push({ field: 'body.percent', code: 'promotions.percent_required' });
    else if (!Number.isInteger(p) || p < PROMO_LIMITS.percent.min || p > PROMO_LIMITS.percent.max) issues.push({ field: 'body.percent', code: 'fields.invalid' });
    else discount = { kind: 'percent', percent: p };
    if (input.amountCents !== null && input.amountCents !== undefined) issues.push({ field: 'body.amountCents', code: 'promotions.one_discount' });
  }
  const startsAt = instant(input.startsAt);
  if (!startsAt) issues.push({ field: 'body.startsAt', code: 'fields.invalid_date' });
  const endsAt = instant(input.endsAt);
  if (input.endsAt && !endsAt) issues.push({ field: 'body.endsAt', code: 'fields.invalid_date' });
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) issues.push({ field: 'body.endsAt', code: 'promotions.ends_before_start' });
  const description = input.description?.trim() ? input.description.trim() : null;
  if (description && description.length > PROMO_LIMITS.descriptionMax) issues.push({ field: 'body.description', code: 'fields.too_long', params: { max: PROMO_LIMITS.descriptionMax } });
  if (description?.includes('\u0000')) issues.push({ field: 'body.description', code: 'fields.invalid_characters' });
  if (issues.length) return { ok: false, issues };
  return { ok: true, value: { description, discount: discount!, startsAt: startsAt!, endsAt, maxUses: input.maxUses ?? null, active: input.active } };
}

/** Where a code stands now, for the console's list. */
export type PromoCodeState = 'inactive' | 'scheduled' | 'running' | 'expired' | 'exhausted';

export function promoCodeState(code: Pick<PromoCode, 'active' | 'startsAt' | 'endsAt' | 'maxUses'>, uses: number, now: Date): PromoCodeState {
  if (!code.active) return 'inactive';
  if (now.getTime() < code.startsAt.getTime()) return 'scheduled';
  if (code.endsAt && now.getTime() >= code.endsAt.getTime()) return 'expired';
  if (code.maxUses !== null && uses >= code.maxUses) return 'exhausted';
  return 'running';
}
