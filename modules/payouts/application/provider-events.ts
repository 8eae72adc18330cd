import { accountUpdated } from './payout-account.js';
import { tellPaid } from './payout-paid.js';
import type { PayoutsDeps } from './ports.js';

/** A provider event as the payments module's webhook hands it over (already verified and deduplicated). */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The connected account the event happened on (Connect events), else null. */
  account: string | null;
  /** The event's object (a Stripe Account, Transfer or Payout). */
  object: unknown;
}

const idOf = (object: unknown): string | null => {
  const id = typeof object === 'object' && object !== null ? (object as { id?: unknown }).id : null;
  return typeof id === 'string' ? id : null;
};

const failureOf = (object: unknown): string => {
  const o = (typeof object === 'object' && object !== null ? object : {}) as { failure_message?: unknown; failure_code?: unknown };
  return typeof o.failure_message === 'string' ? o.failure_message : typeof o.failure_code === 'string' ? o.failure_code : 'The bank refused the payout.';
};

export const HANDLED_EVENTS = ['account.updated', 'transfer.reversed', 'payout.paid', 'payout.failed'] as const;

/**
 * Payout events, each safe to apply twice or out of order: states are read again or moved only
 * forward from the state they expect.
 * - account.updated: the account's current state is fetched from the provider.
 * - transfer.reversed (in full): a paid weekly payout becomes failed (its earnings stay with it; an admin retries).
 *   A partial reversal is logged for a person to settle: retrying would pay the rest twice.
 * - payout.paid / payout.failed: an instant payout's bank side; after a failure the money stays in
 *   the cleaner's provider balance (paid out on the provider's own schedule), so earnings stay paid.
 */
export const handleProviderEvent =
  (deps: PayoutsDeps) =>
  async (event: ProviderEvent): Promise<void> => {
    const objectId = idOf(event.object);
    if (!objectId) return;
    if (event.type === 'account.updated') {
      await accountUpdated(deps)(objectId);
      return;
    }
    if (event.type === 'transfer.reversed') {
      // A partial reversal leaves part of the money with the cleaner: paying the payout again would pay that part twice.
      if ((event.object as { reversed?: unknown }).reversed !== true) {
        deps.onError(new Error(`transfer ${objectId} partly reversed`), 'a payout transfer was partly reversed; settle it by hand');
        return;
      }
      await deps.tx.run(async () => {
        const found = await deps.payouts.payoutByTransfer(objectId);
        if (!found || found.kind !== 'weekly') return;
        const p = await deps.payouts.lockPayout(found.id, false);
        if (!p || p.status !== 'paid' || p.transferId !== objectId) return;
        p.status = 'failed';
        p.paidAt = null;
        p.failureMessage = `Transfer ${objectId} was reversed.`;
        p.updatedAt = deps.clock.now();
        await deps.payouts.updatePayout(p);
      });
      return;
    }
    if (event.type === 'payout.paid' || event.type === 'payout.failed') {
      await deps.tx.run(async () => {
        const found = await deps.payouts.payoutByProviderPayout(objectId);
        if (!found) return;
        const p = await deps.payouts.lockPayout(found.id, false);
        if (!p) return;
        const now = deps.clock.now();
        const before = p.status;
        if (event.type === 'payout.paid' && p.status !== 'paid' && p.failureMessage === null) {
          p.status = 'paid';
          p.paidAt = now;
        } else if (event.type === 'payout.failed' && p.status !== 'failed') {
          p.status = 'failed';
          p.paidAt = null;
          p.failureMessage = failureOf(event.object);
        } else return;
        p.updatedAt = now;
        await deps.payouts.updatePayout(p);
        await tellPaid(deps, p, before);
      });
    }
  };
