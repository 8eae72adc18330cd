import { describe, expect, it } from 'vitest';
import { applyObserved, chargeStatusOfIntent, failureReasonOf, nextRetryAt, outcomeOf, recordAttempt, type Charge } from './charge.js';

const t0 = new Date('2026-11-23T15:00:00Z');
const hours = [1, 24, 72];

const charge = (over: Partial<Charge> = {}): Charge => ({
  id: 'c1',
  bookingId: 'b1',
  clientId: 'u1',
  kind: 'remainder',
  amountCents: 10_000,
  refundedCents: 0,
  status: 'pending',
  provider: 'stripe',
  providerRef: null,
  customerRef: 'cus_1',
  paymentMethodRef: 'pm_1',
  idempotencyKey: 'remainder:b1',
  failureCode: null,
  attempts: 0,
  retriesDone: 0,
  firstFailedAt: null,
  nextRetryAt: null,
  paidAt: null,
  createdAt: t0,
  updatedAt: t0,
  ...over,
});

const seen = (reference: string, status: Charge['status'], over: { failureCode?: Charge['failureCode']; amountRefundedCents?: number } = {}) => ({ reference, status, failureCode: over.failureCode ?? null, amountRefundedCents: over.amountRefundedCents ?? 0 });

describe('chargeStatusOfIntent', () => {
  it.each([
    ['requires_capture', 'authorized'],
    ['succeeded', 'succeeded'],
    ['canceled', 'canceled'],
    ['requires_action', 'requires_action'],
    ['requires_payment_method', 'failed'],
    ['processing', 'pending'],
    ['requires_confirmation', 'pending'],
  ] as const)('%s -> %s', (stripe, ours) => expect(chargeStatusOfIntent(stripe)).toBe(ours));

  it('reads card error codes as our reasons', () => {
    expect(failureReasonOf('authentication_required')).toBe('authentication_required');
    expect(failureReasonOf('card_declined')).toBe('declined');
    expect(failureReasonOf('insufficient_funds')).toBe('declined');
    expect(failureReasonOf('resource_missing')).toBe('error');
    expect(failureReasonOf(null)).toBe('error');
  });
});

describe('recordAttempt', () => {
  it('starts the retry schedule at the first off-session failure', () => {
    const c = recordAttempt(charge(), seen('pi_1', 'failed', { failureCode: 'authentication_required' }), t0, hours, 'first');
    expect(c).toMatchObject({ status: 'failed', providerRef: 'pi_1', failureCode: 'authentication_required', attempts: 1, retriesDone: 0, firstFailedAt: t0, paidAt: null });
    expect(c.nextRetryAt).toEqual(new Date(t0.getTime() + 3_600_000));
  });

  it('counts each retry from the first failure and stops after the last one', () => {
    let c = recordAttempt(charge(), seen('pi_1', 'failed'), t0, hours, 'first');
    c = recordAttempt(c, seen('pi_2', 'failed'), new Date(t0.getTime() + 3_600_000), hours, 'retry');
    expect(c.nextRetryAt).toEqual(new Date(t0.getTime() + 24 * 3_600_000));
    c = recordAttempt(c, seen('pi_3', 'failed'), new Date(t0.getTime() + 24 * 3_600_000), hours, 'retry');
    expect(c.nextRetryAt).toEqual(new Date(t0.getTime() + 72 * 3_600_000));
    c = recordAttempt(c, seen('pi_4', 'failed'), new Date(t0.getTime() + 72 * 3_600_000), hours, 'retry');
    expect(c).toMatchObject({ retriesDone: 3, attempts: 4, nextRetryAt: null, providerRef: 'pi_4' });
  });

  it("keeps the schedule when the client's own attempt fails, and clears it on success", () => {
    const failed = recordAttempt(charge(), seen('pi_1', 'failed'), t0, hours, 'first');
    const own = recordAttempt(failed, seen('pi_2', 'requires_action'), t0, hours, 'client');
    expect(own).toMatchObject({ status: 'requires_action', retriesDone: 0, nextRetryAt: failed.nextRetryAt, failureCode: 'error' });
    const paid = recordAttempt(own, seen('pi_3', 'succeeded'), t0, hours, 'client');
    expect(paid).toMatchObject({ status: 'succeeded', failureCode: null, nextRetryAt: null, paidAt: t0 });
  });

  it('never schedules retries of a deposit', () => {
    expect(recordAttempt(charge({ kind: 'deposit' }), seen('pi_1', 'failed'), t0, hours, 'first').nextRetryAt).toBeNull();
  });
});

describe('applyObserved', () => {
  const open = charge({ status: 'requires_action', providerRef: 'pi_2', attempts: 2, failureCode: 'authentication_required', nextRetryAt: t0 });

  it('moves the charge to the current intent state and says when it became paid', () => {
    const { charge: c, becamePaid } = applyObserved(open, seen('pi_2', 'succeeded'), t0);
    expect(becamePaid).toBe(true);
    expect(c).toMatchObject({ status: 'succeeded', paidAt: t0, nextRetryAt: null, failureCode: null });
  });

  it('leaves a final charge alone: a late event changes nothing', () => {
    const paid = applyObserved(open, seen('pi_2', 'succeeded'), t0).charge;
    const again = applyObserved(paid, seen('pi_2', 'requires_action'), t0);
    expect(again.charge).toBe(paid);
    expect(again.becamePaid).toBe(false);
    expect(applyObserved(paid, seen('pi_2', 'succeeded'), t0).becamePaid).toBe(false);
  });

  it("ignores an earlier attempt's intent unless it took the money", () => {
    expect(applyObserved(open, seen('pi_1', 'failed'), t0).charge).toBe(open);
    const adopted = applyObserved(open, seen('pi_1', 'succeeded'), t0);
    expect(adopted.becamePaid).toBe(true);
    expect(adopted.charge).toMatchObject({ providerRef: 'pi_1', status: 'succeeded' });
  });

  it('raises the refunded total from the provider, never lowers it', () => {
    const paid = charge({ status: 'succeeded', providerRef: 'pi_1', paidAt: t0, refundedCents: 3000 });
    expect(applyObserved(paid, seen('pi_1', 'succeeded', { amountRefundedCents: 5000 }), t0).charge.refundedCents).toBe(5000);
    expect(applyObserved(paid, seen('pi_1', 'succeeded', { amountRefundedCents: 1000 }), t0).charge.refundedCents).toBe(3000);
  });

  it('an authorised deposit follows capture and release', () => {
    const held = charge({ kind: 'deposit', status: 'authorized', providerRef: 'pi_d' });
    expect(applyObserved(held, seen('pi_d', 'succeeded'), t0).charge.status).toBe('succeeded');
    expect(applyObserved(held, seen('pi_d', 'canceled'), t0).charge.status).toBe('canceled');
  });
});

describe('outcomeOf and nextRetryAt', () => {
  it('answers a replay from the stored charge', () => {
    expect(outcomeOf(charge({ status: 'authorized', providerRef: 'pi_1' }))).toEqual({ ok: true, reference: 'pi_1' });
    expect(outcomeOf(charge({ status: 'failed', failureCode: 'declined' }))).toEqual({ ok: false, reason: 'declined' });
    expect(outcomeOf(charge({ status: 'requires_action' }))).toEqual({ ok: false, reason: 'authentication_required' });
    expect(outcomeOf(charge({ status: 'pending' }))).toBeNull();
  });

  it('schedules from the first failure', () => {
    expect(nextRetryAt(t0, 0, hours)).toEqual(new Date(t0.getTime() + 3_600_000));
    expect(nextRetryAt(t0, 3, hours)).toBeNull();
  });
});
