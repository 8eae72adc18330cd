import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION, canPostpone, cancellationTerms, type CancellationInput } from './cancellation-policy.js';

const HOUR = 3_600_000;
const startsAt = new Date('2026-05-12T14:00:00Z'); // 10:00 in Montréal (EDT)
const before = (ms: number) => new Date(startsAt.getTime() - ms);
const input = (over: Partial<CancellationInput> = {}): CancellationInput => ({
  by: 'client',
  startsAt,
  now: before(48 * HOUR),
  totalCents: 20000,
  paidCents: 10000,
  cleanerLate: false,
  ...over,
});

describe('a client cancellation', () => {
  it('is free and fully refunded more than 24 h before', () => {
    expect(cancellationTerms(input())).toEqual({
      free: true,
      late: false,
      feeCents: 0,
      refundCents: 10000,
      extraChargeCents: 0,
      freeUntil: new Date('2026-05-11T14:00:00Z'),
      countsAgainstReliability: false,
    });
  });

  it('is still free exactly 24 h before', () => {
    const t = cancellationTerms(input({ now: before(24 * HOUR) }));
    expect(t).toMatchObject({ free: true, late: false, feeCents: 0, refundCents: 10000 });
  });

  it('is free 24 h + 1 ms before', () => {
    expect(cancellationTerms(input({ now: before(24 * HOUR + 1) }))).toMatchObject({ free: true, late: false });
  });

  it('costs the 50 $ fee 24 h - 1 ms before, the rest of the deposit refunded', () => {
    expect(cancellationTerms(input({ now: before(24 * HOUR - 1) }))).toEqual({
      free: false,
      late: true,
      feeCents: 5000,
      refundCents: 5000,
      extraChargeCents: 0,
      freeUntil: new Date('2026-05-11T14:00:00Z'),
      countsAgainstReliability: false,
    });
  });

  it('is late, with the fee, after the start too', () => {
    expect(cancellationTerms(input({ now: new Date(startsAt.getTime() + 30 * 60_000) }))).toMatchObject({ free: false, late: true, feeCents: 5000 });
    expect(cancellationTerms(input({ now: startsAt }))).toMatchObject({ free: false, late: true, feeCents: 5000 });
  });

  it('is free when the cleaner is late or a no-show', () => {
    const t = cancellationTerms(input({ now: new Date(startsAt.getTime() + 20 * 60_000), cleanerLate: true }));
    expect(t).toMatchObject({ free: true, late: true, feeCents: 0, refundCents: 10000, extraChargeCents: 0, countsAgainstReliability: false });
  });

  it('charges the part of the fee that the payment does not cover', () => {
    expect(cancellationTerms(input({ now: before(HOUR), paidCents: 3000 }))).toMatchObject({ feeCents: 5000, refundCents: 0, extraChargeCents: 2000 });
    expect(cancellationTerms(input({ now: before(HOUR), paidCents: 0 }))).toMatchObject({ feeCents: 5000, refundCents: 0, extraChargeCents: 5000 });
    expect(cancellationTerms(input({ now: before(HOUR), paidCents: 5000 }))).toMatchObject({ feeCents: 5000, refundCents: 0, extraChargeCents: 0 });
  });

  it('never charges more than the booking total', () => {
    const t = cancellationTerms(input({ now: before(HOUR), totalCents: 3500, paidCents: 1750 }));
    expect(t).toMatchObject({ free: false, late: true, feeCents: 3500, refundCents: 0, extraChargeCents: 1750 });
  });

  it('refunds nothing when nothing was paid early', () => {
    expect(cancellationTerms(input({ paidCents: 0 }))).toMatchObject({ free: true, feeCents: 0, refundCents: 0, extraChargeCents: 0 });
  });
});

describe('a cleaner cancellation', () => {
  it('is free for the client and does not count early', () => {
    expect(cancellationTerms(input({ by: 'cleaner' }))).toMatchObject({ free: true, late: false, feeCents: 0, refundCents: 10000, countsAgainstReliability: false });
    expect(cancellationTerms(input({ by: 'cleaner', now: before(24 * HOUR) }))).toMatchObject({ countsAgainstReliability: false });
  });

  it('refunds everything and counts against reliability when late', () => {
    expect(cancellationTerms(input({ by: 'cleaner', now: before(24 * HOUR - 1) }))).toEqual({
      free: true,
      late: true,
      feeCents: 0,
      refundCents: 10000,
      extraChargeCents: 0,
      freeUntil: new Date('2026-05-11T14:00:00Z'),
      countsAgainstReliability: true,
    });
  });
});

describe('an admin cancellation', () => {
  it('is always free for the client and never counts against the cleaner', () => {
    for (const now of [before(48 * HOUR), before(HOUR), new Date(startsAt.getTime() + HOUR)]) {
      expect(cancellationTerms(input({ by: 'admin', now }))).toMatchObject({ free: true, feeCents: 0, refundCents: 10000, extraChargeCents: 0, countsAgainstReliability: false });
    }
  });
});

describe('daylight saving time in America/Toronto: hours are elapsed time', () => {
  it('spring forward (2026-03-08): 24 h before a 10:00 start is 09:00 the day before', () => {
    const start = new Date('2026-03-08T10:00:00-04:00'); // EDT, clocks jumped 02:00 -> 03:00 that night
    const t = (now: string) => cancellationTerms(input({ startsAt: start, now: new Date(now) }));
    expect(t('2026-03-07T09:00:00-05:00').freeUntil).toEqual(new Date('2026-03-07T09:00:00-05:00'));
    expect(t('2026-03-07T09:00:00-05:00')).toMatchObject({ free: true, late: false });
    expect(t('2026-03-07T09:00:00.001-05:00')).toMatchObject({ free: false, late: true, feeCents: 5000 });
    // Same wall-clock time the day before is only 23 h before: already late.
    expect(t('2026-03-07T10:00:00-05:00')).toMatchObject({ late: true });
    expect(canPostpone(start, new Date('2026-03-07T09:00:00-05:00'))).toBe(true);
    expect(canPostpone(start, new Date('2026-03-07T10:00:00-05:00'))).toBe(false);
  });

  it('fall back (2026-11-01): 24 h before a 10:00 start is 11:00 the day before', () => {
    const start = new Date('2026-11-01T10:00:00-05:00'); // EST, clocks fell back 02:00 -> 01:00 that night
    const t = (now: string) => cancellationTerms(input({ startsAt: start, now: new Date(now) }));
    expect(t('2026-10-31T11:00:00-04:00').freeUntil).toEqual(new Date('2026-10-31T11:00:00-04:00'));
    // Same wall-clock time the day before is 25 h before: still free, and so is 10:59.
    expect(t('2026-10-31T10:00:00-04:00')).toMatchObject({ free: true, late: false });
    expect(t('2026-10-31T10:59:59-04:00')).toMatchObject({ free: true, late: false });
    expect(t('2026-10-31T11:00:00-04:00')).toMatchObject({ free: true, late: false });
    expect(t('2026-10-31T11:00:00.001-04:00')).toMatchObject({ free: false, late: true });
    expect(canPostpone(start, new Date('2026-10-31T11:00:00-04:00'))).toBe(true);
    expect(canPostpone(start, new Date('2026-10-31T11:00:01-04:00'))).toBe(false);
  });
});

describe('postponement', () => {
  it('is allowed up to exactly 24 h before, not later', () => {
    expect(canPostpone(startsAt, before(48 * HOUR))).toBe(true);
    expect(canPostpone(startsAt, before(24 * HOUR + 1))).toBe(true);
    expect(canPostpone(startsAt, before(24 * HOUR))).toBe(true);
    expect(canPostpone(startsAt, before(24 * HOUR - 1))).toBe(false);
    expect(canPostpone(startsAt, new Date(startsAt.getTime() + HOUR))).toBe(false);
  });

  it('follows the settings', () => {
    const settings = { ...DEFAULT_CANCELLATION, postponeHours: 48 };
    expect(canPostpone(startsAt, before(48 * HOUR), settings)).toBe(true);
    expect(canPostpone(startsAt, before(47 * HOUR), settings)).toBe(false);
  });
});

describe('settings and validation', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_CANCELLATION).toEqual({ freeCancellationHours: 24, lateCancellationFeeCents: 5000, postponeHours: 24 });
  });

  it('follows other settings', () => {
    const settings = { ...DEFAULT_CANCELLATION, freeCancellationHours: 48, lateCancellationFeeCents: 2500 };
    expect(cancellationTerms(input({ now: before(47 * HOUR) }), settings)).toMatchObject({ late: true, feeCents: 2500, refundCents: 7500, freeUntil: before(48 * HOUR) });
  });

  it('refuses invalid dates and amounts', () => {
    expect(() => cancellationTerms(input({ now: new Date('nope') }))).toThrow(RangeError);
    expect(() => cancellationTerms(input({ startsAt: new Date(Number.NaN) }))).toThrow(RangeError);
    expect(() => cancellationTerms(input({ totalCents: -1 }))).toThrow(RangeError);
    expect(() => cancellationTerms(input({ paidCents: 1.5 }))).toThrow(RangeError);
    expect(() => canPostpone(new Date('nope'), startsAt)).toThrow(RangeError);
  });
});
