import { describe, expect, it } from 'vitest';
import { cleanerIsLate, cleaningStatusOf } from './cleaning-status.js';
import type { BookingStatus } from './booking-status.js';
import type { PaymentStatus } from './payment-status.js';

const startsAt = new Date('2027-01-10T14:00:00.000Z');
const at = (minutesAfterStart: number) => new Date(startsAt.getTime() + minutesAfterStart * 60_000);
const b = (status: BookingStatus, paymentStatus: PaymentStatus = 'initial_completed') => ({ status, startsAt, paymentStatus });

describe('cleaningStatusOf', () => {
  it('confirmed: pending until 14:59 after the start, late from 15:00, no-show from 2 hours', () => {
    expect(cleaningStatusOf(b('confirmed'), at(-60))).toBe('pending');
    expect(cleaningStatusOf(b('confirmed'), at(14 + 59 / 60))).toBe('pending');
    expect(cleaningStatusOf(b('confirmed'), at(15))).toBe('late');
    expect(cleaningStatusOf(b('confirmed'), at(119))).toBe('late');
    expect(cleaningStatusOf(b('confirmed'), at(120))).toBe('no_show');
  });

  it('follows the booking otherwise', () => {
    expect(cleaningStatusOf(b('pending', 'initial_pending'), at(500))).toBe('awaiting_cleaner');
    expect(cleaningStatusOf(b('in_progress'), at(500))).toBe('in_progress');
    expect(cleaningStatusOf(b('completed', 'final_pending'), at(500))).toBe('awaiting_payment');
    expect(cleaningStatusOf(b('completed', 'final_failed'), at(500))).toBe('awaiting_payment');
    expect(cleaningStatusOf(b('completed', 'fully_paid'), at(500))).toBe('completed');
    for (const s of ['declined', 'declined_by_client', 'cancelled', 'expired'] as const) expect(cleaningStatusOf(b(s, 'refunded'), at(0))).toBeNull();
  });
});

describe('cleanerIsLate', () => {
  it('is true when late or a no-show, only for confirmed visits', () => {
    expect(cleanerIsLate(b('confirmed'), at(14))).toBe(false);
    expect(cleanerIsLate(b('confirmed'), at(15))).toBe(true);
    expect(cleanerIsLate(b('confirmed'), at(180))).toBe(true);
    expect(cleanerIsLate(b('in_progress'), at(180))).toBe(false);
  });
});
