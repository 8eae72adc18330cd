import { describe, expect, it } from 'vitest';
import { invoiceAvailable } from './invoice-availability.js';

const worked = { status: 'completed', punchedInAt: new Date('2026-11-25T13:55:00Z'), punchedOutAt: new Date('2026-11-25T18:00:00Z') };
const paidAt = new Date('2026-11-25T18:00:01Z');

describe('invoiceAvailable', () => {
  it('is false before the final payment', () => {
    for (const paymentStatus of ['initial_completed', 'final_pending', 'final_failed', 'partially_paid']) {
      expect(invoiceAvailable({ ...worked, paymentStatus }, undefined), paymentStatus).toBe(false);
      expect(invoiceAvailable({ ...worked, paymentStatus }, null), paymentStatus).toBe(false);
    }
  });

  it('is true once fully paid', () => {
    expect(invoiceAvailable({ ...worked, paymentStatus: 'fully_paid' }, undefined)).toBe(true);
    expect(invoiceAvailable({ ...worked, paymentStatus: 'fully_paid' }, paidAt)).toBe(true);
  });

  it('stays true after a refund only when the booking had been fully paid', () => {
    expect(invoiceAvailable({ ...worked, paymentStatus: 'final_partially_refunded' }, paidAt)).toBe(true);
    expect(invoiceAvailable({ ...worked, paymentStatus: 'final_refunded' }, paidAt)).toBe(true);
    expect(invoiceAvailable({ ...worked, paymentStatus: 'final_partially_refunded' }, null)).toBe(false);
    // Without the payments ledger a refund status cannot prove the earlier full payment.
    expect(invoiceAvailable({ ...worked, paymentStatus: 'final_refunded' }, undefined)).toBe(false);
  });

  it('is false for a visit that was not worked (a late cancellation keeps a fee, not an invoice)', () => {
    expect(invoiceAvailable({ ...worked, status: 'cancelled', paymentStatus: 'final_partially_refunded' }, paidAt)).toBe(false);
    expect(invoiceAvailable({ ...worked, punchedOutAt: null, paymentStatus: 'fully_paid' }, paidAt)).toBe(false);
  });
});
