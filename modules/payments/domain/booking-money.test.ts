import { describe, expect, it } from 'vitest';
import { bookingMoneyOf } from './booking-money.js';
import type { Charge } from './charge.js';

const t0 = new Date('2026-11-23T15:00:00Z');
const base = { bookingId: 'b', clientId: 'u', provider: 'stripe' as const, customerRef: null, paymentMethodRef: null, failureCode: null, attempts: 1, retriesDone: 0, firstFailedAt: null, nextRetryAt: null, createdAt: t0, updatedAt: t0 };
const c = (over: Partial<Charge> & Pick<Charge, 'id' | 'kind' | 'amountCents' | 'status'>): Charge => ({ ...base, refundedCents: 0, providerRef: `pi_${over.id}`, idempotencyKey: over.id, paidAt: over.status === 'succeeded' ? t0 : null, ...over });

describe('bookingMoneyOf', () => {
  it('owes the refused remainder and is not fully paid', () => {
    const m = bookingMoneyOf([c({ id: 'd', kind: 'deposit', amountCents: 5000, status: 'succeeded' }), c({ id: 'r', kind: 'remainder', amountCents: 5001, status: 'failed' })]);
    expect(m).toMatchObject({ paidCents: 5000, refundedCents: 0, dueCents: 5001, fullyPaidAt: null });
  });

  it('is fully paid once the remainder succeeded; refunds are summed apart', () => {
    const m = bookingMoneyOf([c({ id: 'd', kind: 'deposit', amountCents: 5000, status: 'succeeded', refundedCents: 1000 }), c({ id: 'r', kind: 'remainder', amountCents: 5001, status: 'succeeded' })]);
    expect(m).toMatchObject({ paidCents: 10_001, refundedCents: 1000, dueCents: 0, fullyPaidAt: t0 });
  });

  it('an authorised deposit is not paid yet', () => {
    expect(bookingMoneyOf([c({ id: 'd', kind: 'deposit', amountCents: 5000, status: 'authorized' })])).toMatchObject({ paidCents: 0, dueCents: 0, fullyPaidAt: null });
  });
});
