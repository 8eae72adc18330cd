import { createHash, randomBytes } from 'node:crypto';
import { notifyRequested } from './booking-notifications.js';
import { settleRemainder } from './work-day.js';
import type { BookingDeps } from './ports.js';

/** A step not finished this long after it began is taken as abandoned by a process that died. */
export const STUCK_AFTER_MS = 60_000;

const system = { role: 'system', id: null } as const;

export interface Reconciled {
  /** Requests whose deposit was held: finished (the cleaner is told now). */
  attached: number;
  /** Requests without a deposit: given up, their slots free again. */
  released: number;
  /** Punch-outs whose remainder step never ran: finished. */
  settled: number;
}

/**
 * The reconciler (a job every 30 s; docs/decisions.md "Flows"): it finishes or compensates what a
 * process that died between two steps left behind. A request stored without its deposit's
 * reference is finished when payments holds the deposit (attached, the cleaner told), otherwise
 * given up (cancelled, slot freed; a hold that shows up later is released by payments' retry job,
 * and a request path still running releases its own: request-booking.ts). A punch-out whose
 * remainder step never ran gets it now (replayed by its key). Rows are taken with SKIP LOCKED, so
 * several instances reconcile each once.
 */
export const reconcileStuck =
  (deps: BookingDeps) =>
  async (limit = 100): Promise<Reconciled> => {
    const done: Reconciled = { attached: 0, released: 0, settled: 0 };
    for (let i = 0; i < limit; i++) {
      const before = new Date(deps.clock.now().getTime() - STUCK_AFTER_MS);
      const handled = await deps.tx.run(async (): Promise<'attached' | 'released' | null> => {
        const [b] = await deps.bookings.lockStuckRequests(before, 1);
        if (!b) return null;
        const deposit = await deps.payments.depositState(b.id);
        if (deposit.status === 'held') {
          // The emailed answer links carry a secret of which only the hash is kept: a new one for the email sent now.
          const nonce = randomBytes(24).toString('base64url');
          b.paymentReference = deposit.reference;
          b.actionNonce = createHash('sha256').update(nonce).digest('base64url');
          await deps.bookings.save(b, []);
          await notifyRequested(deps, [b], nonce);
          return 'attached';
        }
        const t = b.fire('payment_failed', system, deps.clock.now(), null, deps.newId);
        b.paymentStatus = 'initial_failed';
        b.actionNonce = null;
        await deps.bookings.save(b, [t]);
        return 'released';
      });
      if (!handled) break;
      done[handled]++;
    }
    const before = new Date(deps.clock.now().getTime() - STUCK_AFTER_MS);
    for (const id of await deps.bookings.stuckPunchOuts(before, limit)) {
      const b = await deps.bookings.findById(id);
      if (!b) continue;
      await settleRemainder(deps, b);
      done.settled++;
    }
    return done;
  };
