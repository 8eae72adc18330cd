import { createHash, timingSafeEqual } from 'node:crypto';
import type { Booking, Transition } from '../domain/booking.js';
import { bookingErrors } from '../domain/booking.errors.js';
import { lockedChange, requireParty, type Scope } from './locked-change.js';
import { pushAnswer, tellParties } from './booking-notifications.js';
import type { BookingDeps } from './ports.js';

const system = { role: 'system', id: null } as const;

/** Accept: the deposit is captured before the change commits, so a confirmed visit is always paid for. */
async function accept(deps: BookingDeps, b: Booking, cleanerId: string, now: Date): Promise<Transition[]> {
  // A cleaner who could not be paid must not take the client's money (issue #5: connected account first).
  if (!(await deps.payoutAccounts.canReceiveTransfers(cleanerId))) throw bookingErrors.payoutAccountRequired();
  const t = b.fire('accept', { role: 'cleaner', id: cleanerId }, now, null, deps.newId);
  if (b.paymentReference) {
    const captured = await deps.payments.captureDeposit({ bookingId: b.id, reference: b.paymentReference, idempotencyKey: `capture:${b.id}` });
    if (!captured.ok) throw bookingErrors.paymentFailed();
  }
  b.paymentStatus = 'initial_completed';
  b.respondedAt = now;
  b.actionNonce = null;
  return [t];
}

/** Decline, withdraw and expiry end a request: the authorised deposit is released, nothing is charged. */
export async function endRequest(deps: BookingDeps, b: Booking, action: 'decline' | 'withdraw' | 'expire', actor: { role: 'client' | 'cleaner' | 'system'; id: string | null }, reason: string | null, now: Date): Promise<Transition[]> {
  const t = b.fire(action, actor, now, reason, deps.newId);
  if (b.paymentReference) await deps.payments.releaseDeposit({ bookingId: b.id, reference: b.paymentReference, idempotencyKey: `release:${b.id}` });
  b.paymentStatus = 'refunded';
  b.respondedAt = action === 'expire' ? null : now;
  b.actionNonce = null;
  return [t];
}

const isPending = (b: Booking): boolean => b.status === 'pending';

export const acceptRequest =
  (deps: BookingDeps) =>
  async (bookingId: string, cleanerId: string, scope: Scope = 'this'): Promise<Booking> => {
    const now = deps.clock.now();
    const changed = await deps.tx.run(async () => {
      const targets = await lockedChange(deps, bookingId, scope, (b) => requireParty(b, cleanerId, 'cleaner'), (b) => accept(deps, b, cleanerId, now), isPending);
      // One confirmation for a series accepted at once, listing its visits (issue #42: four identical emails in the same second).
      if (targets.length) await tellParties(deps, targets[0]!, 'accepted', ['client'], null, targets.length > 1 ? { series: targets.map((b) => b.id) } : undefined);
      await pushAnswer(deps, targets, true);
      return targets;
    });
    return changed[0]!;
  };

export const declineRequest =
  (deps: BookingDeps) =>
  async (bookingId: string, cleanerId: string, input: { scope?: Scope; reason?: string | null }): Promise<Booking> => {
    const now = deps.clock.now();
    const reason = input.reason?.trim() || null;
    const changed = await deps.tx.run(async () => {
      const targets = await lockedChange(deps, bookingId, input.scope ?? 'this', (b) => requireParty(b, cleanerId, 'cleaner'), (b) => endRequest(deps, b, 'decline', { role: 'cleaner', id: cleanerId }, reason, now), isPending);
      for (const b of targets) await tellParties(deps, b, 'declined', ['client'], reason);
      await pushAnswer(deps, targets, false);
      return targets;
    });
    return changed[0]!;
  };

export const withdrawRequest =
  (deps: BookingDeps) =>
  async (bookingId: string, clientId: string, input: { scope?: Scope; reason?: string | null }): Promise<Booking> => {
    const now = deps.clock.now();
    const reason = input.reason?.trim() || null;
    const changed = await deps.tx.run(async () => {
      const targets = await lockedChange(deps, bookingId, input.scope ?? 'this', (b) => requireParty(b, clientId, 'client'), (b) => endRequest(deps, b, 'withdraw', { role: 'client', id: clientId }, reason, now), isPending);
      for (const b of targets) await tellParties(deps, b, 'withdrawn', ['cleaner', 'client'], reason, { byClient: true });
      return targets;
    });
    return changed[0]!;
  };

const sameSecret = (token: string, hash: string | null): boolean => {
  if (!hash) return false;
  const a = Buffer.from(createHash('sha256').update(token).digest('base64url'));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The links of the request email (/bookings/:id/accept?token=...): they answer the whole request
 * (every pending visit of a series), work once, and only for the signed-in cleaner of that booking.
 */
export const answerFromEmail =
  (deps: BookingDeps) =>
  async (bookingId: string, userId: string, action: 'accept' | 'decline', token: string, reason: string | null = null): Promise<Booking> => {
    const b = await deps.bookings.findById(bookingId);
    if (!b) throw bookingErrors.notFound();
    if (b.cleanerId !== userId) throw bookingErrors.forbidden();
    if (!sameSecret(token, b.actionNonce)) throw b.actionNonce === null && b.status !== 'pending' ? bookingErrors.linkUsed() : bookingErrors.linkInvalid();
    return action === 'accept' ? acceptRequest(deps)(bookingId, userId, 'series') : declineRequest(deps)(bookingId, userId, { scope: 'series', reason });
  };

/**
 * The cron job's use case: pending requests past their answer window become expired, deposits
 * released, both sides told. Rows are taken with SKIP LOCKED inside one transaction per batch, so
 * any number of schedulers expire each request exactly once.
 */
export const expireRequests =
  (deps: BookingDeps) =>
  async (batchSize = 100): Promise<number> => {
    let total = 0;
    for (;;) {
      const now = deps.clock.now();
      const expired = await deps.tx.run(async () => {
        const due = await deps.bookings.lockExpired(now, batchSize);
        const transitions: Transition[] = [];
        for (const b of due) transitions.push(...(await endRequest(deps, b, 'expire', system, null, now)));
        if (due.length) await deps.bookings.save(due[0]!, transitions);
        for (const b of due) await tellParties(deps, b, 'expired', ['client', 'cleaner']);
        return due;
      });
      total += expired.length;
      if (expired.length < batchSize) return total;
    }
  };
