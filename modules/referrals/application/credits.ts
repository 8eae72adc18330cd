import type { SqlRead } from '../../../src/shared/sql-read.js';
import { afterVisit, availableCents, onQualified, pickForReservation, type ReferralRole, type RewardStatus } from '../domain/reward-rules.js';
import { shareACard } from './claim.js';
import type { ReferralsDeps, RewardReads } from './ports.js';

/** Booking statuses after which a visit will never be completed. */
const ENDED_WITHOUT_VISIT = new Set(['declined', 'declined_by_client', 'cancelled', 'expired']);

/** For the booking module's quote: the client's spendable discount rewards, together. */
export const spendableCents =
  (deps: ReferralsDeps) =>
  async (clientId: string): Promise<number> =>
    availableCents(await deps.referrals.availableDiscounts(clientId), deps.clock.now());

/** The same as a read, to run with a booking request's other reads in one statement (src/shared/sql-read.ts; issue #24). */
export const availableCentsRead =
  (deps: Pick<ReferralsDeps, 'clock'>, reads: RewardReads) =>
  (clientId: string): SqlRead<number> => {
    const read = reads.availableDiscountsRead(clientId);
    return { ...read, decode: (value) => availableCents(read.decode(value), deps.clock.now()) };
  };

/**
 * The request is stored and its deposit held: the rewards behind the referral discount quoted on its
 * first visit are set aside for that visit (soonest expiry first, each whole).
 */
export const reserveCredits =
  (deps: ReferralsDeps) =>
  (clientId: string, bookingId: string, amountCents: number): Promise<void> =>
    deps.tx.run(async () => {
      const now = deps.clock.now();
      for (const r of pickForReservation(await deps.referrals.lockSpendable(clientId), amountCents, now)) {
        await deps.referrals.update(r.id, { status: 'reserved', bookingId, at: now });
      }
    });

/** The reserved rewards of a visit that ended: spent when it was completed, otherwise available again (or expired). */
async function settleReservations(deps: ReferralsDeps, bookingId: string, outcome: 'completed' | 'cancelled'): Promise<void> {
  await deps.tx.run(async () => {
    const now = deps.clock.now();
    for (const r of await deps.referrals.lockReservedFor(bookingId)) {
      const status: RewardStatus = afterVisit(r, outcome, now);
      await deps.referrals.update(r.id, { status, bookingId: status === 'used' ? bookingId : null, at: now });
    }
  });
}

/**
 * The referred person's first booking (client) or first job (cleaner) was completed: the referral
 * qualifies once, and the referrer's pending reward becomes available (discount) or joins their
 * earnings (cash). A card both accounts share, seen only now, cancels what is not spent yet.
 */
async function qualify(deps: ReferralsDeps, referredId: string, role: ReferralRole): Promise<void> {
  await deps.tx.run(async () => {
    const referral = await deps.referrals.lockUnqualified(referredId, role);
    if (!referral) return;
    const now = deps.clock.now();
    await deps.referrals.markQualified(referral.id, now);
    const sharesCard = await shareACard(deps, referral.referrerId, referral.referredId);
    for (const reward of await deps.referrals.rewardsOfReferral(referral.id)) {
      if (sharesCard && reward.status === 'available') {
        await deps.referrals.update(reward.id, { status: 'cancelled', at: now });
        continue;
      }
      const outcome = onQualified(reward, now, deps.settings.validityMonths, sharesCard);
      if (outcome.action === 'make_available') await deps.referrals.update(reward.id, { status: 'available', expiresAt: outcome.expiresAt, at: now });
      else if (outcome.action === 'cancel') await deps.referrals.update(reward.id, { status: 'cancelled', at: now });
      else if (outcome.action === 'credit') {
        const credited = await deps.cash.credit({ cleanerId: reward.userId, amountCents: reward.amountCents, rewardId: reward.id });
        // Without a payouts module to take it, cash stays "available" (owed, paid by a later payout).
        await deps.referrals.update(reward.id, { status: credited ? 'credited' : 'available', at: now });
      }
    }
  });
}

/** The booking module's visit-ended hook: reservations settle; a completion may qualify the client's or the cleaner's referral. */
export const onVisitEnded =
  (deps: ReferralsDeps) =>
  async (ended: { bookingId: string; cleanerId: string; outcome: 'completed' | 'cancelled' }): Promise<void> => {
    await settleReservations(deps, ended.bookingId, ended.outcome);
    if (ended.outcome !== 'completed') return;
    const facts = await deps.bookings.visitFacts(ended.bookingId);
    if (facts) await qualify(deps, facts.clientId, 'client');
    await qualify(deps, ended.cleanerId, 'cleaner');
  };

/**
 * The hourly job: available rewards past their expiry expire, and reservations of visits that ended
 * without the hook (declined, expired, withdrawn requests) are released, or spent when completed.
 * Rows are taken with SKIP LOCKED, so several instances handle each once.
 */
export const runMaintenance =
  (deps: ReferralsDeps) =>
  async (batch = 200): Promise<{ expired: number; released: number; used: number }> => {
    let expired = 0;
    for (let n = batch; n === batch; ) {
      n = await deps.tx.run(() => deps.referrals.expireDue(deps.clock.now(), batch));
      expired += n;
    }
    const completedClients: string[] = [];
    const counts = await deps.tx.run(async () => {
      const now = deps.clock.now();
      let released = 0;
      let used = 0;
      for (const r of await deps.referrals.lockReservedBatch(batch)) {
        const facts = r.bookingId ? await deps.bookings.visitFacts(r.bookingId) : null;
        const outcome = !facts || ENDED_WITHOUT_VISIT.has(facts.status) ? 'cancelled' : facts.status === 'completed' ? 'completed' : null;
        if (!outcome) {
          // Still ahead: touched so the next run looks at the others first.
          await deps.referrals.update(r.id, { status: 'reserved', at: now });
          continue;
        }
        const status = afterVisit(r, outcome, now);
        await deps.referrals.update(r.id, { status, bookingId: status === 'used' ? r.bookingId : null, at: now });
        if (status === 'used') {
          used++;
          completedClients.push(r.userId);
        } else released++;
      }
      return { released, used };
    });
    for (const clientId of new Set(completedClients)) await qualify(deps, clientId, 'client').catch(deps.onSideEffectError);
    return { expired, ...counts };
  };
