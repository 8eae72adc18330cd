import type { Locale } from '../../../src/shared/locale.js';
import type { Earning } from '../domain/earning.js';
import { payoutErrors } from '../domain/payouts.errors.js';
import type { AdminEarningQuery, AdminPayoutQuery, Payout, PayoutsDeps } from './ports.js';
import { presentEarning, presentPayout, presentRun, type AdminEarningDto, type AdminPayoutDto, type PayoutRunDto } from './views.js';

async function holders(deps: PayoutsDeps, ids: string[]) {
  const found = await deps.accounts.findMany([...new Set(ids)]);
  return new Map(found.map((h) => [h.id, h]));
}

async function presentAdminPayouts(deps: PayoutsDeps, payouts: Payout[], locale: Locale): Promise<AdminPayoutDto[]> {
  const [people, earnings] = await Promise.all([holders(deps, payouts.map((p) => p.cleanerId)), deps.payouts.earningsOfPayouts(payouts.map((p) => p.id))]);
  const byPayout = new Map<string, Earning[]>();
  for (const e of earnings) byPayout.set(e.payoutId!, [...(byPayout.get(e.payoutId!) ?? []), e]);
  return payouts.map((p) => {
    const who = people.get(p.cleanerId);
    return {
      ...presentPayout(p),
      cleanerId: p.cleanerId,
      cleanerName: who?.name ?? '',
      cleanerEmail: who?.email ?? null,
      runId: p.runId,
      providerReference: p.providerPayoutId ?? p.transferId,
      earnings: (byPayout.get(p.id) ?? []).map((e) => presentEarning(e, locale)),
    };
  });
}

export const adminPayoutList =
  (deps: PayoutsDeps) =>
  async (q: AdminPayoutQuery, locale: Locale): Promise<{ items: AdminPayoutDto[]; total: number }> => {
    const { items, total } = await deps.payouts.adminPayouts(q);
    return { items: await presentAdminPayouts(deps, items, locale), total };
  };

export const adminPayout =
  (deps: PayoutsDeps) =>
  async (id: string, locale: Locale): Promise<AdminPayoutDto> => {
    const p = await deps.payouts.payout(id);
    if (!p) throw payoutErrors.notFound();
    return (await presentAdminPayouts(deps, [p], locale))[0]!;
  };

export const adminEarningList =
  (deps: PayoutsDeps) =>
  async (q: AdminEarningQuery, locale: Locale): Promise<{ items: AdminEarningDto[]; total: number }> => {
    const { items, total } = await deps.payouts.adminEarnings(q);
    const people = await holders(deps, items.map((e) => e.cleanerId));
    return { items: items.map((e) => ({ ...presentEarning(e, locale), cleanerId: e.cleanerId, cleanerName: people.get(e.cleanerId)?.name ?? '' })), total };
  };

export const adminRunList =
  (deps: PayoutsDeps) =>
  async (page: { offset: number; limit: number; order: 'ASC' | 'DESC' }): Promise<{ items: PayoutRunDto[]; total: number }> => {
    const { items, total } = await deps.payouts.runs(page.offset, page.limit, page.order);
    return { items: items.map(presentRun), total };
  };

export const adminRun =
  (deps: PayoutsDeps) =>
  async (id: string): Promise<PayoutRunDto> => {
    const r = await deps.payouts.run(id);
    if (!r) throw payoutErrors.runNotFound();
    return presentRun(r);
  };
