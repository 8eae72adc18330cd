import { samePerson } from '../domain/email-identity.js';
import { normalizeCode } from '../domain/referral-code.js';
import { referralErrors } from '../domain/referrals.errors.js';
import { claimRefusal, expiryFrom, rewardsAtClaim, type ClaimRefusal, type Reward } from '../domain/reward-rules.js';
import { asReferralRole, isStillNew, referralOverview, type ReferralOverview } from './overview.js';
import type { ReferralsDeps } from './ports.js';

const refusalError: Record<ClaimRefusal, () => Error> = {
  no_role: referralErrors.noRole,
  self_referral: referralErrors.selfReferral,
  already_referred: referralErrors.alreadyReferred,
  not_new: referralErrors.notNew,
  same_person: referralErrors.samePerson,
};

/** Two accounts paid with the same card are one person (payments' card fingerprints; none known without them). */
export async function shareACard(deps: ReferralsDeps, a: string, b: string): Promise<boolean> {
  const [mine, theirs] = await Promise.all([deps.cards.fingerprints(a), deps.cards.fingerprints(b)]);
  const set = new Set(mine);
  return theirs.some((f) => set.has(f));
}

/**
 * A new user names who referred them. One referrer per person for ever; refused for one's own code,
 * a person no longer new, and the same person under a second account (an email alias, a shared card).
 * A referred client's welcome discount is available at once; the referrer's reward waits for the
 * friend's first completed booking or job.
 */
export const claimReferralCode =
  (deps: ReferralsDeps) =>
  async (userId: string, input: string): Promise<ReferralOverview> => {
    const claimant = await deps.accounts.find(userId);
    const role = asReferralRole(claimant?.role ?? null);
    if (!claimant || !role) throw referralErrors.noRole();
    const normalized = normalizeCode(input);
    const code = normalized ? await deps.referrals.findActiveCode(normalized) : null;
    const referrer = code ? await deps.accounts.find(code.ownerId) : null;
    if (!code || !referrer || !referrer.active) throw referralErrors.codeNotFound();

    const self = referrer.id === userId;
    const refusal = claimRefusal({
      claimantId: userId,
      claimantRole: role,
      referrerId: referrer.id,
      alreadyReferred: (await deps.referrals.referralOf(userId)) !== null,
      noLongerNew: !self && !(await isStillNew(deps, userId, role)),
      sameEmail: samePerson(claimant.email, referrer.email),
      sharesCard: !self && (await shareACard(deps, userId, referrer.id)),
    });
    if (refusal) throw refusalError[refusal]();

    const now = deps.clock.now();
    const referralId = deps.newId();
    await deps.tx.run(async () => {
      // The unique referred person settles two claims at once: the second one is "already referred".
      const inserted = await deps.referrals.insertReferral({ id: referralId, codeId: code.id, code: code.code, referrerId: referrer.id, referredId: userId, referredRole: role, createdAt: now, qualifiedAt: null });
      if (!inserted) throw referralErrors.alreadyReferred();
      const rewards: Reward[] = rewardsAtClaim(asReferralRole(referrer.role), role, deps.settings).map((p) => ({
        id: deps.newId(),
        referralId,
        userId: p.beneficiary === 'referrer' ? referrer.id : userId,
        kind: p.kind,
        reason: p.reason,
        amountCents: p.amountCents,
        status: p.status,
        createdAt: now,
        expiresAt: p.status === 'available' ? expiryFrom(now, deps.settings.validityMonths) : null,
        bookingId: null,
      }));
      await deps.referrals.insertRewards(rewards);
    });
    return referralOverview(deps)(userId);
  };
