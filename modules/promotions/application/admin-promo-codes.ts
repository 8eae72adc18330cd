import { checkPromoFacts, normalizeCode, promoCodeState, PROMO_LIMITS, type PromoCode, type PromoCodeInput, type PromoCodeState } from '../domain/promo-code.js';
import { promoErrors } from '../domain/promo-code.errors.js';
import type { AdminPromoCodeQuery, PromoDeps, PromoUsage } from './ports.js';

export interface PromoCodeView {
  code: PromoCode;
  usage: PromoUsage;
  state: PromoCodeState;
}

const NO_USE: PromoUsage = { uses: 0, clients: 0, discountCents: 0 };

async function withUsage(deps: PromoDeps, codes: PromoCode[]): Promise<PromoCodeView[]> {
  const usage = await deps.bookings.usage(codes.map((c) => c.code));
  const now = deps.clock.now();
  return codes.map((code) => {
    const u = usage.get(code.code) ?? NO_USE;
    return { code, usage: u, state: promoCodeState(code, u.uses, now) };
  });
}

export const adminPromoCodeList =
  (deps: PromoDeps) =>
  async (query: AdminPromoCodeQuery): Promise<{ items: PromoCodeView[]; total: number }> => {
    const { items, total } = await deps.codes.adminList(query);
    return { items: await withUsage(deps, items), total };
  };

export const adminPromoCode =
  (deps: PromoDeps) =>
  async (id: string): Promise<PromoCodeView> => {
    const code = await deps.codes.find(id);
    if (!code) throw promoErrors.notFound();
    return (await withUsage(deps, [code]))[0]!;
  };

export const createPromoCode =
  (deps: PromoDeps) =>
  async (input: PromoCodeInput): Promise<PromoCodeView> => {
    const checked = checkPromoFacts(input);
    const code = normalizeCode(input.code ?? '');
    const issues = checked.ok ? [] : [...checked.issues];
    if (!PROMO_LIMITS.code.test(code)) issues.unshift({ field: 'body.code', code: 'promotions.code_format' });
    if (issues.length || !checked.ok) throw promoErrors.invalid(issues);
    const now = deps.clock.now();
    const created: PromoCode = { id: deps.newId(), code, ...checked.value, featured: false, createdAt: now, updatedAt: now };
    // Inserted on its own (a taken code is a unique violation, which would end a transaction), then featured.
    if (!(await deps.codes.insert(created))) throw promoErrors.codeTaken();
    if (input.featured) {
      created.featured = true;
      await deps.tx.run(async () => {
        await deps.codes.unfeatureOthers(created.id);
        await deps.codes.update(created);
      });
    }
    return { code: created, usage: NO_USE, state: promoCodeState(created, 0, now) };
  };

/** Everything but the code itself may change: bookings carry it as text, so it names the same code forever. */
export const updatePromoCode =
  (deps: PromoDeps) =>
  async (id: string, input: PromoCodeInput): Promise<PromoCodeView> => {
    const checked = checkPromoFacts(input);
    const issues = checked.ok ? [] : [...checked.issues];
    const updated = await deps.tx.run(async () => {
      const current = await deps.codes.lock(id);
      if (!current) throw promoErrors.notFound();
      if (input.code !== undefined && normalizeCode(input.code) !== current.code) issues.unshift({ field: 'body.code', code: 'promotions.code_fixed' });
      if (issues.length || !checked.ok) throw promoErrors.invalid(issues);
      const next: PromoCode = { ...current, ...checked.value, featured: input.featured ?? current.featured, updatedAt: deps.clock.now() };
      if (next.featured && !current.featured) await deps.codes.unfeatureOthers(next.id);
      await deps.codes.update(next);
      return next;
    });
    return (await withUsage(deps, [updated]))[0]!;
  };

/**
 * Only a code no booking ever carried goes away (a typo, a test): a used one is part of the
 * bookings' and invoices' history, and is deactivated instead. The row lock holds off a request
 * redeeming it meanwhile (redemptions lock the same row).
 */
export const deletePromoCode =
  (deps: PromoDeps) =>
  async (id: string): Promise<void> => {
    await deps.tx.run(async () => {
      const current = await deps.codes.lock(id);
      if (!current) throw promoErrors.notFound();
      if (await deps.bookings.everUsed(current.code)) throw promoErrors.usedCodeKept();
      await deps.codes.remove(id);
    });
  };
