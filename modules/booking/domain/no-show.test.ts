import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './booking-status.js';
import { arrivalInBounds, assertLateAnnounceable, assertNoShowDeclarable, mayAnnounceLate, mayDeclareNoShow, noShowDeclarableAt } from './no-show.js';

const startsAt = new Date('2027-01-10T14:00:00.000Z');
const at = (minutesAfterStart: number) => new Date(startsAt.getTime() + minutesAfterStart * 60_000);
const visit = (status: BookingStatus = 'confirmed', extra: { lateArrivalAt?: Date | null; noShowAt?: Date | null } = {}) => ({ status, startsAt, date: '2027-01-10', lateArrivalAt: null, noShowAt: null, ...extra });
const codeOf = (f: () => void): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('the no-show declaration', () => {
  it('opens 30 minutes after the start, or 30 minutes after the announced arrival', () => {
    expect(noShowDeclarableAt(visit(), 30)).toEqual(at(30));
    expect(noShowDeclarableAt(visit('confirmed', { lateArrivalAt: at(40) }), 30)).toEqual(at(70));
    // An arrival before the start (not possible through the API) never brings it forward.
    expect(noShowDeclarableAt(visit('confirmed', { lateArrivalAt: at(-20) }), 30)).toEqual(at(30));
    expect(mayDeclareNoShow(visit(), at(29.9), 30)).toBe(false);
    expect(mayDeclareNoShow(visit(), at(30), 30)).toBe(true);
    expect(mayDeclareNoShow(visit(), at(600), 30)).toBe(true);
  });

  it('is refused too early, after the punch-in, on a cancelled or pending visit, and twice, each with its code', () => {
    expect(codeOf(() => assertNoShowDeclarable(visit(), at(29), 30))).toBe('booking.no_show_too_early');
    expect(codeOf(() => assertNoShowDeclarable(visit('confirmed', { lateArrivalAt: at(40) }), at(60), 30))).toBe('booking.no_show_too_early');
    expect(codeOf(() => assertNoShowDeclarable(visit('in_progress'), at(60), 30))).toBe('booking.no_show_after_punch_in');
    expect(codeOf(() => assertNoShowDeclarable(visit('completed'), at(600), 30))).toBe('booking.no_show_after_punch_in');
    expect(codeOf(() => assertNoShowDeclarable(visit('cancelled'), at(60), 30))).toBe('booking.illegal_transition');
    expect(codeOf(() => assertNoShowDeclarable(visit('pending'), at(60), 30))).toBe('booking.illegal_transition');
    expect(codeOf(() => assertNoShowDeclarable(visit('cancelled', { noShowAt: at(31) }), at(60), 30))).toBe('booking.no_show_already_declared');
    expect(codeOf(() => assertNoShowDeclarable(visit(), at(30), 30))).toBeNull();
  });
});

describe('the late announcement', () => {
  it('is open on the visit day before the punch-in, until the declaration opens', () => {
    expect(mayAnnounceLate(visit(), at(-120), 30)).toBe(true);
    // The day before (Quebec time): not yet.
    expect(mayAnnounceLate(visit(), at(-10 * 60), 30)).toBe(false);
    expect(codeOf(() => assertLateAnnounceable(visit(), at(-10 * 60), 30))).toBe('booking.late_not_today');
    expect(mayAnnounceLate(visit(), at(29), 30)).toBe(true);
    expect(mayAnnounceLate(visit(), at(30), 30)).toBe(false);
    expect(mayAnnounceLate(visit('confirmed', { lateArrivalAt: at(40) }), at(69), 30)).toBe(true);
    expect(codeOf(() => assertLateAnnounceable(visit(), at(30), 30))).toBe('booking.late_too_late');
    expect(codeOf(() => assertLateAnnounceable(visit('in_progress'), at(0), 30))).toBe('booking.illegal_transition');
  });

  it('takes an arrival after now and the start, at most 3 hours after the start', () => {
    expect(arrivalInBounds(visit(), at(40), at(10))).toBe(true);
    expect(arrivalInBounds(visit(), at(180), at(10))).toBe(true);
    expect(arrivalInBounds(visit(), at(181), at(10))).toBe(false);
    expect(arrivalInBounds(visit(), at(5), at(10))).toBe(false);
    expect(arrivalInBounds(visit(), at(0), at(-30))).toBe(false);
  });
});
