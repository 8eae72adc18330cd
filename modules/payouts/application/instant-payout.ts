import { payoutErrors } from '../domain/payouts.errors.js';
import { tellPaid } from './payout-paid.js';
import type { Payout, PayoutsDeps } from './ports.js';

type Attempt = { payout: Payout; failed: boolean };

/**
 * Instant payout (spec 9: same day, 5 $ fee): the whole balance, less the fee the platform keeps.
 * The earnings are taken under the cleaner's lock, so a concurrent instant payout or weekly run
 * cannot take them too; the same requestKey answers the same payout. When the provider refuses,
 * the earnings are released: nothing was taken from the balance.
 */
export const requestInstantPayout =
  (deps: PayoutsDeps) =>
  async (cleanerId: string, requestKey: string): Promise<Payout> => {
    const key = `instant:${cleanerId}:${requestKey}`;
    const fee = deps.settings.instantPayoutFeeCents;
    const payout = await deps.tx.run(async () => {
      await deps.payouts.lockCleaner(cleanerId);
      const existing = await deps.payouts.payoutByKey(key);
      if (existing) return existing;
      const { cents } = await deps.payouts.unpaidTotal(cleanerId, null);
      if (cents <= fee) throw payoutErrors.insufficientBalance(fee);
      const account = await deps.payouts.account(cleanerId);
      if (!account || account.provider !== deps.provider.name || !account.canReceiveTransfers) throw payoutErrors.accountNotReady();
      const now = deps.clock.now();
      const p: Omit<Payout, 'earningCount'> = {
        id: deps.newId(),
        cleanerId,
        kind: 'instant',
        status: 'pending',
        week: null,
        runId: null,
        grossCents: cents,
        feeCents: fee,
        amountCents: cents - fee,
        idempotencyKey: key,
        attemptKey: key,
        attempts: 0,
        failureMessage: null,
        destination: account.accountId,
        transferId: null,
        providerPayoutId: null,
        createdAt: now,
        updatedAt: now,
        paidAt: null,
      };
      await deps.payouts.insertPayout(p);
      const linked = await deps.payouts.linkUnpaid(cleanerId, p.id, null);
      if (linked.cents !== cents) throw new Error(`instant payout ${p.id}: linked ${linked.cents} cents, expected ${cents}`);
      return { ...p, earningCount: linked.count };
    });
    if (payout.status === 'paid') return payout;
    if (payout.status === 'failed') throw payoutErrors.instantFailed();
    const attempt = await attemptInstant(deps, payout.id);
    if (attempt.failed) throw payoutErrors.instantFailed();
    return attempt.payout;
  };

/**
 * The provider's two steps, under the payout's row lock: transfer to the connected account, then
 * its instant payout. If the bank side refuses after the transfer, the transfer is reversed before
 * the earnings are released, so the money is never both in the account and back in the balance.
 * A timeout leaves the payout pending with its earnings: the same requestKey tries again with the
 * same keys.
 */
async function attemptInstant(deps: PayoutsDeps, payoutId: string): Promise<Attempt> {
  return deps.tx.run(async (): Promise<Attempt> => {
    const p = (await deps.payouts.lockPayout(payoutId, false))!;
    if (p.status !== 'pending') return { payout: p, failed: p.status === 'failed' };
    const now = deps.clock.now();
    p.attempts += 1;
    p.updatedAt = now;
    const fail = async (message: string, release: boolean): Promise<Attempt> => {
      p.status = 'failed';
      p.failureMessage = message;
      await deps.payouts.updatePayout(p);
      if (release) await deps.payouts.releaseEarnings(p.id);
      return { payout: { ...p, earningCount: release ? 0 : p.earningCount }, failed: true };
    };
    const pending = async (message: string): Promise<Attempt> => {
      p.failureMessage = message;
      await deps.payouts.updatePayout(p);
      return { payout: p, failed: true };
    };
    const metadata = { payoutId: p.id, cleanerId: p.cleanerId, kind: 'instant' };
    if (!p.transferId) {
      const transfer = await deps.provider.transfer({ accountId: p.destination!, amountCents: p.amountCents, group: `instant:${p.id}`, metadata, idempotencyKey: p.idempotencyKey });
      if (!transfer.ok) return transfer.definitive ? fail(transfer.message, true) : pending(transfer.message);
      p.transferId = transfer.reference;
      await deps.payouts.updatePayout(p);
    }
    const sent = await deps.provider.instantPayout({ accountId: p.destination!, amountCents: p.amountCents, metadata, idempotencyKey: `${p.idempotencyKey}:payout` });
    if (sent.ok) {
      p.status = 'paid';
      p.providerPayoutId = sent.reference;
      p.paidAt = now;
      p.failureMessage = null;
      await deps.payouts.updatePayout(p);
      await tellPaid(deps, p, 'pending');
      return { payout: p, failed: false };
    }
    if (!sent.definitive) return pending(sent.message);
    const reversal = await deps.provider.reverseTransfer({ transferId: p.transferId, idempotencyKey: `${p.idempotencyKey}:reversal` });
    // Not reversed: the money is in the cleaner's account (the provider's own schedule pays it out), so the earnings stay paid.
    return reversal.ok ? fail(sent.message, true) : fail(`${sent.message} (transfer not reversed: ${reversal.message})`, false);
  });
}
