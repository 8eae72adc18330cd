import type { PromoCodeView } from '../../application/admin-promo-codes.js';

/** The PromoCode schema of openapi.yaml. */
export function presentPromoCode({ code: c, usage, state }: PromoCodeView) {
  return {
    id: c.id,
    code: c.code,
    description: c.description,
    kind: c.discount.kind,
    amountCents: c.discount.kind === 'amount' ? c.discount.amountCents : null,
    percent: c.discount.kind === 'percent' ? c.discount.percent : null,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt?.toISOString() ?? null,
    maxUses: c.maxUses,
    // Spec: once per client, for every code.
    oncePerClient: true,
    active: c.active,
    featured: c.featured,
    state,
    uses: usage.uses,
    clients: usage.clients,
    discountCents: usage.discountCents,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
