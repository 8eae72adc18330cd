import { describe, expect, it } from 'vitest';
import type { Charge } from './api/types';
import { chargeTone, chargesInOrder, failureKey, latestCharge, netPaidCents, paymentTotals, remainderState, remainderTone } from './booking-payments';

let seq = 0;
function charge(over: Partial<Charge>): Charge {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    kind: 'deposit',
    amountCents: 10_000,
    refundedCents: 0,
    status: 'succeeded',
    failureCode: null,
    attempts: 1,
    nextRetryAt: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...over,
  };
}

describe('remainderState', () => {
  const deposit = charge({ kind: 'deposit' });

  it('is not due before the visit ends', () => {
    expect(remainderState({ charges: [deposit], dueCents: 0 })).toBe('not_due');
  });

  it('follows the latest remainder charge', () => {
    expect(remainderState({ charges: [deposit, charge({ kind: 'remainder', status: 'pending' })], dueCents: 0 })).toBe('processing');
    expect(remainderState({ charges: [deposit, charge({ kind: 'remainder', status: 'requires_action' })], dueCents: 5000 })).toBe('action_required');
    expect(remainderState({ charges: [deposit, charge({ kind: 'remainder', status: 'failed', failureCode: 'declined' })], dueCents: 5000 })).toBe('failed');
    expect(remainderState({ charges: [deposit, charge({ kind: 'remainder', status: 'succeeded' })], dueCents: 0 })).toBe('paid');
  });

  it('is paid when a later on-session payment succeeded after a refusal', () => {
    const failed = charge({ kind: 'remainder', status: 'failed', createdAt: '2026-11-21T15:00:00.000Z' });
    const paid = charge({ kind: 'remainder', status: 'succeeded', createdAt: '2026-11-21T18:00:00.000Z' });
    expect(remainderState({ charges: [paid, deposit, failed], dueCents: 0 })).toBe('paid');
    expect(latestCharge([paid, deposit, failed], 'remainder')).toBe(paid);
  });

  it('says due when money is owed with no charge in flight', () => {
    expect(remainderState({ charges: [deposit], dueCents: 5000 })).toBe('due');
    expect(remainderState({ charges: [deposit, charge({ kind: 'remainder', status: 'canceled' })], dueCents: 5000 })).toBe('due');
  });

  it('gives each state a tone', () => {
    expect(remainderTone('paid')).toBe('success');
    expect(remainderTone('failed')).toBe('error');
    expect(remainderTone('action_required')).toBe('warning');
    expect(remainderTone('not_due')).toBe('neutral');
  });
});

describe('charges', () => {
  it('are told in the order they happened', () => {
    const late = charge({ createdAt: '2026-11-22T10:00:00.000Z' });
    const early = charge({ createdAt: '2026-11-20T10:00:00.000Z' });
    expect(chargesInOrder([late, early])).toEqual([early, late]);
  });

  it('have a tone per status', () => {
    expect(chargeTone('succeeded')).toBe('success');
    expect(chargeTone('authorized')).toBe('info');
    expect(chargeTone('requires_action')).toBe('warning');
    expect(chargeTone('failed')).toBe('error');
    expect(chargeTone('canceled')).toBe('neutral');
  });

  it('explain known failure codes and read others as an error', () => {
    expect(failureKey(null)).toBeNull();
    expect(failureKey('declined')).toBe('declined');
    expect(failureKey('card_declined')).toBe('declined');
    expect(failureKey('authentication_required')).toBe('authentication_required');
    expect(failureKey('processing_error')).toBe('error');
  });

  it('net paid is captured minus refunded', () => {
    expect(netPaidCents({ paidCents: 20_000, refundedCents: 15_000 })).toBe(5000);
  });
});

/** Issue #14: "Reste à payer 0,00 $" showed in every state, even with 0 $ or 67,42 $ of 134,84 $ paid. */
describe('paymentTotals', () => {
  const figures = (over: Partial<Parameters<typeof paymentTotals>[0]>) => ({ totalCents: 13_484, heldCents: 0, paidCents: 0, refundedCents: 0, remainingCents: 0, ...over });
  const rows = (over: Partial<Parameters<typeof paymentTotals>[0]>) => paymentTotals(figures(over)).map((r) => `${r.key}:${r.cents}`);

  it('while the request waits: what is authorised, charged at acceptance and left after the visit, never "paid 0 / left to pay" (issue #42)', () => {
    expect(rows({ heldCents: 6742, remainingCents: 6742 })).toEqual(['total:13484', 'held:6742', 'atAcceptance:6742', 'afterVisit:6742']);
  });

  it('shows the deposit paid and the remainder left once confirmed', () => {
    expect(rows({ paidCents: 6742, remainingCents: 6742 })).toEqual(['total:13484', 'paid:6742', 'due:6742']);
  });

  it('has no "left to pay" line once fully paid, and shows refunds as negative', () => {
    expect(rows({ paidCents: 13_484 })).toEqual(['total:13484', 'paid:13484']);
    expect(rows({ paidCents: 13_484, refundedCents: 525 })).toEqual(['total:13484', 'paid:13484', 'refunded:-525']);
  });

  it('never invents a zero "left to pay" for a request that ended', () => {
    expect(rows({})).toEqual(['total:13484', 'paid:0']);
  });
});
