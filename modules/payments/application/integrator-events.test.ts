import { describe, expect, it } from 'vitest';
import type { Charge } from '../domain/charge.js';
import { tellChargeFailed, tellProviderRefunds } from './integrator-events.js';
import type { PaymentsDeps, PaymentsRepository, RefundRecord } from './ports.js';

const NOW = new Date('2026-12-03T15:00:00Z');
const charge = (over: Partial<Charge> = {}): Charge => ({
  id: 'ch1', bookingId: 'b1', clientId: 'u1', kind: 'remainder', amountCents: 6000, refundedCents: 0, status: 'pending', provider: 'stripe', providerRef: 'pi_1',
  customerRef: 'cus_1', paymentMethodRef: 'pm_1', idempotencyKey: 'k', failureCode: null, attempts: 0, retriesDone: 0, firstFailedAt: null, nextRetryAt: null, paidAt: null,
  createdAt: NOW, updatedAt: NOW, ...over,
});

function setup(refunds: RefundRecord[] = []) {
  const emitted: { event: string; key: string; payload: Record<string, unknown> }[] = [];
  const updated: [string, string][] = [];
  const deps = { flows: { emit: async (event: string, key: string, payload: Record<string, unknown>) => void emitted.push({ event, key, payload }) } } as unknown as PaymentsDeps;
  const tx = { refundsOf: async () => refunds, updateRefund: async (id: string, status: string) => void updated.push([id, status]) } as unknown as PaymentsRepository;
  return { deps, tx, emitted, updated };
}

describe('payment.failed', () => {
  it('tells a refused remainder attempt once, never a deposit, and an on-session authentication step is no failure', async () => {
    const s = setup();
    const failed = charge({ status: 'failed', failureCode: 'declined', attempts: 1, nextRetryAt: new Date('2026-12-04T15:00:00Z') });
    await tellChargeFailed(s.deps, charge(), failed, true);
    // The same state seen again (Stripe's payment_failed for the attempt we recorded): nothing.
    await tellChargeFailed(s.deps, failed, { ...failed }, false);
    await tellChargeFailed(s.deps, charge({ kind: 'deposit' }), { ...failed, kind: 'deposit' }, true);
    await tellChargeFailed(s.deps, charge(), charge({ status: 'requires_action', attempts: 1 }), false);
    expect(s.emitted).toEqual([
      {
        event: 'payments.payment_failed',
        key: 'ch1:1:pi_1',
        payload: { chargeId: 'ch1', bookingId: 'b1', kind: 'remainder', amountCents: 6000, reason: 'declined', nextRetryAt: '2026-12-04T15:00:00.000Z', failedAt: NOW.toISOString(), attemptKey: 'ch1:1:pi_1' },
      },
    ]);
    await tellChargeFailed(s.deps, charge(), charge({ status: 'requires_action', failureCode: 'authentication_required', attempts: 1 }), true);
    expect(s.emitted.at(-1)!.payload.reason).toBe('authentication_required');
  });
});

describe('refunds Stripe reports', () => {
  const pendingRefund = (id: string, amountCents: number, minutes: number): RefundRecord => ({
    id, bookingId: 'b1', chargeId: 'ch1', amountCents, by: 'admin', reason: 'Oubli', adminId: 'a1', providerRef: null, idempotencyKey: id, status: 'pending', createdAt: new Date(NOW.getTime() + minutes * 60_000),
  });
  const paid = charge({ status: 'succeeded', refundedCents: 1000, paidAt: NOW });

  it('tells nothing when the refunded total did not rise (Stripe confirming a refund we recorded)', async () => {
    const s = setup();
    await tellProviderRefunds(s.deps, s.tx, paid, { ...paid });
    expect(s.emitted).toEqual([]);
  });

  it('settles our own refunds left pending first (oldest first, by their ids), and the rest is a refund made at Stripe', async () => {
    const s = setup([pendingRefund('r2', 700, 2), pendingRefund('r1', 500, 1), { ...pendingRefund('r0', 300, 0), status: 'succeeded' }]);
    await tellProviderRefunds(s.deps, s.tx, paid, { ...paid, refundedCents: 1000 + 500 + 200 });
    expect(s.updated).toEqual([['r1', 'succeeded']]);
    expect(s.emitted.map((e) => [e.key, e.payload.by, e.payload.amountCents])).toEqual([
      ['r1', 'admin', 500],
      [expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), 'stripe', 200],
    ]);
    // The same raise seen again (a redelivered event applied to the same stored state) gives the same id.
    const again = setup();
    await tellProviderRefunds(again.deps, again.tx, paid, { ...paid, refundedCents: 1700 });
    expect(again.emitted[0]!.key).toBe(s.emitted[1]!.key);
  });
});
