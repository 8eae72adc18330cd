import { describe, expect, it } from 'vitest';
import { DevelopmentPaymentsProvider } from './development-payments.provider.js';

const request = (paymentMethodRef: string, idempotencyKey: string) => ({ customerRef: 'dev_cus_u1', paymentMethodRef, amountCents: 6_000, bookingId: 'b1', chargeId: 'c1', kind: 'remainder' as const, idempotencyKey });

describe('DevelopmentPaymentsProvider', () => {
  it('holds, captures, releases and refunds with the always-accepted card', async () => {
    const p = new DevelopmentPaymentsProvider();
    const held = await p.authorize({ ...request('dev_pm_success', 'deposit:b1'), kind: 'deposit' });
    expect(held.status).toBe('authorized');
    expect((await p.capture(held.reference!, 'capture:b1')).status).toBe('succeeded');
    expect(await p.refund({ reference: held.reference!, amountCents: 1_000, idempotencyKey: 'refund:1' })).toMatchObject({ ok: true });
    expect((await p.retrieve(held.reference!))!.amountRefundedCents).toBe(1_000);
    const other = await p.authorize({ ...request('dev_pm_success', 'deposit:b2'), kind: 'deposit' });
    expect((await p.cancel(other.reference!, 'release:b2')).status).toBe('canceled');
  });

  it('refuses dev_pm_declined everywhere, and dev_pm_authentication_required off-session only', async () => {
    const p = new DevelopmentPaymentsProvider();
    expect(await p.charge({ ...request('dev_pm_declined', 'k1'), offSession: false })).toMatchObject({ status: 'failed', failureCode: 'declined' });
    expect(await p.charge({ ...request('dev_pm_authentication_required', 'k2'), offSession: true })).toMatchObject({ status: 'failed', failureCode: 'authentication_required' });
    expect(await p.charge({ ...request('dev_pm_authentication_required', 'k3'), offSession: false })).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(await p.authorize({ ...request('dev_pm_authentication_required', 'k4'), kind: 'deposit' })).toMatchObject({ status: 'authorized' });
    expect(await p.cardOf('dev_cus_u1', 'pm_card_visa')).toBeNull();
    expect(await p.cardOf('dev_cus_u1', 'dev_pm_authentication_required')).toMatchObject({ last4: '3184', brand: 'visa' });
  });

  it('answers a replayed key with the first answer', async () => {
    const p = new DevelopmentPaymentsProvider();
    const first = await p.charge({ ...request('dev_pm_success', 'remainder:b1'), offSession: true });
    const again = await p.charge({ ...request('dev_pm_declined', 'remainder:b1'), offSession: true });
    expect(again).toEqual(first);
    await p.refund({ reference: first.reference!, amountCents: 500, idempotencyKey: 'r' });
    await p.refund({ reference: first.reference!, amountCents: 500, idempotencyKey: 'r' });
    expect((await p.retrieve(first.reference!))!.amountRefundedCents).toBe(500);
  });
});
