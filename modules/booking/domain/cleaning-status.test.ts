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

describe('cleaningStatusOf with a late arrival or a declared no-show (issue #36)', () => {
  const arrival = at(40);
  it('a late arrival announced before the start shows late at once; presumed no-show only past 2 hours and the arrival', () => {
    const late = { ...b('confirmed'), lateArrivalAt: arrival, noShowAt: null };
    expect(cleaningStatusOf(late, at(-10))).toBe('late');
    expect(cleaningStatusOf(late, at(130))).toBe('no_show');
    const veryLate = { ...late, lateArrivalAt: at(170) };
    expect(cleaningStatusOf(veryLate, at(150))).toBe('late');
    expect(cleaningStatusOf(veryLate, at(170))).toBe('no_show');
    expect(cleanerIsLate(late, at(-10))).toBe(true);
  });

  it('a declared no-show is recorded: no_show on the cancelled visit, whatever the time', () => {
    const declared = { ...b('cancelled', 'refunded'), lateArrivalAt: null, noShowAt: at(31) };
    expect(cleaningStatusOf(declared, at(31))).toBe('no_show');
    expect(cleaningStatusOf(declared, at(10_000))).toBe('no_show');
  });
});
