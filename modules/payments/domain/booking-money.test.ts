import { describe, expect, it } from 'vitest';
import { bookingMoneyOf, remainingCentsOf } from './booking-money.js';
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

  it('an authorised deposit is not paid yet: it is held', () => {
    expect(bookingMoneyOf([c({ id: 'd', kind: 'deposit', amountCents: 5000, status: 'authorized' })])).toMatchObject({ heldCents: 5000, paidCents: 0, dueCents: 0, fullyPaidAt: null });
    expect(bookingMoneyOf([c({ id: 'd', kind: 'deposit', amountCents: 5000, status: 'succeeded' })])).toMatchObject({ heldCents: 0, paidCents: 5000 });
    expect(bookingMoneyOf([c({ id: 'd', kind: 'deposit', amountCents: 5000, status: 'canceled' })])).toMatchObject({ heldCents: 0, paidCents: 0 });
  });
});

/** Issue #14: "Reste à payer 0,00 $" in every state; what remains is the price neither taken nor held while the visit goes ahead. */
describe('remainingCentsOf', () => {
  const total = 13_484;
  const deposit = 6742;
  const remaining = (status: Parameters<typeof remainingCentsOf>[1]['status'], charges: Charge[]) => remainingCentsOf(bookingMoneyOf(charges), { status, totalCents: total });

  it('is the remainder while the deposit is held (requested) and once it is taken (confirmed, running)', () => {
    expect(remaining('pending', [c({ id: 'd', kind: 'deposit', amountCents: deposit, status: 'authorized' })])).toBe(total - deposit);
    expect(remaining('confirmed', [c({ id: 'd', kind: 'deposit', amountCents: deposit, status: 'succeeded' })])).toBe(total - deposit);
    expect(remaining('in_progress', [c({ id: 'd', kind: 'deposit', amountCents: deposit, status: 'succeeded' })])).toBe(total - deposit);
  });

  it('is the whole price before any deposit is held', () => {
    expect(remaining('pending', [])).toBe(total);
  });

  it('is the remainder while it is charged or after it was refused, and nothing once paid, refunds or not', () => {
    const paidDeposit = c({ id: 'd', kind: 'deposit', amountCents: deposit, status: 'succeeded' });
    expect(remaining('completed', [paidDeposit, c({ id: 'r', kind: 'remainder', amountCents: total - deposit, status: 'pending' })])).toBe(total - deposit);
    expect(remaining('completed', [paidDeposit, c({ id: 'r', kind: 'remainder', amountCents: total - deposit, status: 'failed' })])).toBe(total - deposit);
    expect(remaining('completed', [paidDeposit, c({ id: 'r', kind: 'remainder', amountCents: total - deposit, status: 'succeeded', refundedCents: 525 })])).toBe(0);
  });

  it('is nothing for a visit that will not take place, unless a late-cancellation fee is owed', () => {
    expect(remaining('declined', [c({ id: 'd', kind: 'deposit', amountCents: deposit, status: 'canceled' })])).toBe(0);
    expect(remaining('expired', [c({ id: 'd', kind: 'deposit', amountCents: deposit, status: 'canceled' })])).toBe(0);
    expect(remaining('cancelled', [c({ id: 'd', kind: 'deposit', amountCents: deposit, status: 'succeeded', refundedCents: 1742 })])).toBe(0);
    expect(remaining('cancelled', [c({ id: 'd', kind: 'deposit', amountCents: 2000, status: 'succeeded' }), c({ id: 'f', kind: 'cancellation_fee', amountCents: 3000, status: 'failed' })])).toBe(3000);
  });
});
