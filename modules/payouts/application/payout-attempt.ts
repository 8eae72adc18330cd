import type { Payout, PayoutsDeps } from './ports.js';
import { payoutFailedEmail, payoutSentEmail } from './payout-emails.js';
import { tellPaid } from './payout-paid.js';

export const ACCOUNT_NOT_READY_MESSAGE = "The cleaner's payout account cannot receive transfers yet (onboarding not finished).";

/**
 * One attempt at a weekly payout, in one transaction holding the payout's row, so that two runners
 * (two instances, a re-run, an admin's retry) never attempt it at once; the provider's idempotency
 * key makes a repeated call move the money once even if our commit is lost.
 *
 * Keys: the first attempt uses the payout's key (`payout:<cleaner>:<week>`). A refused attempt
 * (nothing moved) makes the payout failed; a retry then uses `<key>:retry:<n>` (the provider
 * remembers a refused key's answer). A timeout leaves it pending with the same key, because the
 * money may have moved.
 */
export async function attemptWeeklyPayout(deps: PayoutsDeps, payoutId: string, options: { skipLocked: boolean; retryFailed: (p: Payout) => boolean }): Promise<Payout | null> {
  return deps.tx.run(async () => {
    const p = await deps.payouts.lockPayout(payoutId, options.skipLocked);
    if (!p || p.kind !== 'weekly') return p;
    if (p.status === 'paid' || (p.status === 'failed' && !options.retryFailed(p))) return p;
    const before = p.status;
    if (p.status === 'failed') p.attemptKey = `${p.idempotencyKey}:retry:${p.attempts}`;
    const now = deps.clock.now();
    p.attempts += 1;
    p.updatedAt = now;
    const account = await deps.payouts.account(p.cleanerId);
    if (!account || account.provider !== deps.provider.name || !account.canReceiveTransfers) {
      p.status = 'failed';
      p.failureMessage = ACCOUNT_NOT_READY_MESSAGE;
      await deps.payouts.updatePayout(p);
      await tellCleaner(deps, p, before);
      return p;
    }
    p.destination = account.accountId;
    const outcome = await deps.provider.transfer({
      accountId: account.accountId,
      amountCents: p.amountCents,
      group: p.week!,
      metadata: { payoutId: p.id, cleanerId: p.cleanerId, week: p.week! },
      idempotencyKey: p.attemptKey,
    });
    if (outcome.ok) {
      p.status = 'paid';
      p.transferId = outcome.reference;
      p.paidAt = now;
      p.failureMessage = null;
    } else {
      p.status = outcome.definitive ? 'failed' : 'pending';
      p.failureMessage = outcome.message;
    }
    await deps.payouts.updatePayout(p);
    await tellCleaner(deps, p, before);
    await tellPaid(deps, p, before);
    return p;
  });
}

/**
 * The cleaner hears when the payout is sent, and when it fails the first time (a failed retry says
 * nothing new). The email is recorded in the attempt's transaction, under the payout's row lock: once.
 */
async function tellCleaner(deps: PayoutsDeps, p: Payout, before: Payout['status']): Promise<void> {
  if (p.status === before || p.status === 'pending') return;
  const cleaner = await deps.accounts.find(p.cleanerId);
  if (!cleaner) return;
  const url = `${deps.publicUrl}/profile/payouts`;
  if (p.status === 'paid') await deps.mailer.send(payoutSentEmail(cleaner, { amountCents: p.amountCents, visits: p.earningCount, week: p.week }, url));
  else await deps.mailer.send(payoutFailedEmail(cleaner, { amountCents: p.amountCents, week: p.week, accountNotReady: p.failureMessage === ACCOUNT_NOT_READY_MESSAGE }, url));
}
