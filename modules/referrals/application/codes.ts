import { generateCode, normalizeCode, shareLink } from '../domain/referral-code.js';
import { referralErrors } from '../domain/referrals.errors.js';
import type { ReferralOffer } from '../domain/reward-rules.js';
import type { ReferralCode, ReferralsDeps } from './ports.js';

export interface CodeView {
  id: string;
  code: string;
  active: boolean;
  uses: number;
  link: string;
  createdAt: string;
}

export const presentCode = (deps: ReferralsDeps, c: ReferralCode & { uses: number }): CodeView => ({
  id: c.id,
  code: c.code,
  active: c.active,
  uses: c.uses,
  link: shareLink(deps.settings.publicUrl, c.code),
  createdAt: c.createdAt.toISOString(),
});

export const offerOf = (deps: ReferralsDeps): ReferralOffer => {
  const { cleanerRewardCents, clientRewardCents, friendDiscountCents, validityMonths } = deps.settings;
  return { cleanerRewardCents, clientRewardCents, friendDiscountCents, validityMonths };
};

export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** A new code for this user; the active-code cap (maxActiveCodes) stops code farming, not sharing. */
export const generateReferralCode =
  (deps: ReferralsDeps) =>
  (ownerId: string): Promise<CodeView> =>
    deps.tx.run(async () => {
      await deps.referrals.lockOwner(ownerId);
      if ((await deps.referrals.countActiveCodes(ownerId)) >= deps.settings.maxActiveCodes) throw referralErrors.tooManyCodes(deps.settings.maxActiveCodes);
      // A collision is one chance in a trillion; a few tries settle it.
      for (let attempt = 0; attempt < 5; attempt++) {
        const code: ReferralCode = { id: deps.newId(), ownerId, code: generateCode(), active: true, createdAt: deps.clock.now(), deletedAt: null };
        if (await deps.referrals.insertCode(code)) return presentCode(deps, { ...code, uses: 0 });
      }
      throw new Error('could not find a free referral code');
    });

/** Activates or deactivates one of the user's codes; someone else's code is as absent as a missing one. */
export const updateReferralCode =
  (deps: ReferralsDeps) =>
  (ownerId: string, codeId: string, active: boolean): Promise<CodeView> =>
    deps.tx.run(async () => {
      await deps.referrals.lockOwner(ownerId);
      const code = await deps.referrals.ownedCode(codeId, ownerId);
      if (!code) throw referralErrors.notFound();
      if (active && !code.active && (await deps.referrals.countActiveCodes(ownerId)) >= deps.settings.maxActiveCodes) throw referralErrors.tooManyCodes(deps.settings.maxActiveCodes);
      if (code.active !== active) await deps.referrals.setCodeActive(codeId, active);
      return presentCode(deps, { ...code, active });
    });

/** Soft delete: the people referred with it and their rewards stay. */
export const deleteReferralCode =
  (deps: ReferralsDeps) =>
  async (ownerId: string, codeId: string): Promise<void> => {
    const code = await deps.referrals.ownedCode(codeId, ownerId);
    if (!code) throw referralErrors.notFound();
    await deps.referrals.deleteCode(codeId, deps.clock.now());
  };

/** What a shared link offers, for its landing page (public); unknown, inactive and deleted codes are all 404. */
export const lookupReferralCode =
  (deps: ReferralsDeps) =>
  async (input: string): Promise<{ code: string; referrerFirstName: string; offer: ReferralOffer }> => {
    const normalized = normalizeCode(input);
    const code = normalized ? await deps.referrals.findActiveCode(normalized) : null;
    const owner = code ? await deps.accounts.find(code.ownerId) : null;
    if (!code || !owner || !owner.active) throw referralErrors.codeNotFound();
    return { code: code.code, referrerFirstName: firstName(owner.name), offer: offerOf(deps) };
  };
