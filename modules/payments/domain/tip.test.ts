import { describe, expect, it } from 'vitest';
import { observeTip, suggestedTips, tipAmountAllowed, tipBounds, tipWindowClosesAt, tipWindowOpen, type Tip, type TipSettings } from './tip.js';

const settings: TipSettings = { windowHours: 48, minCents: 100, maxCents: 50_000, maxPercentOfVisit: 100, suggestedPercents: [10, 15, 20] };
const punchedOutAt = new Date('2026-12-01T15:00:00Z');

describe('the tip window', () => {
  it('opens at the punch-out of a completed visit and closes 48 h later, exactly', () => {
    const closesAt = tipWindowClosesAt({ status: 'completed', punchedOutAt }, 48)!;
    expect(closesAt.toISOString()).toBe('2026-12-03T15:00:00.000Z');
    expect(tipWindowOpen(closesAt, new Date(closesAt.getTime() - 1))).toBe(true);
    expect(tipWindowOpen(closesAt, closesAt)).toBe(false);
    expect(tipWindowOpen(closesAt, new Date(closesAt.getTime() + 60_000))).toBe(false);
  });

  it('has no window for a visit that is not completed', () => {
    expect(tipWindowClosesAt({ status: 'in_progress', punchedOutAt: null }, 48)).toBeNull();
    expect(tipWindowClosesAt({ status: 'cancelled', punchedOutAt }, 48)).toBeNull();
    expect(tipWindowOpen(null, punchedOutAt)).toBe(false);
  });
});

describe('tip amounts', () => {
  it('suggests 10, 15 and 20 % of the service, rounded to the dollar', () => {
    expect(suggestedTips(14_750, settings)).toEqual([1_500, 2_200, 3_000]);
  });

  it('keeps suggestions within the bounds and drops repeats (a small visit)', () => {
    expect(suggestedTips(600, settings)).toEqual([100]);
  });

  it('bounds a tip between 1 $ and the smaller of 500 $ and the visit (whole dollars)', () => {
    expect(tipBounds(14_750, settings)).toEqual({ minCents: 100, maxCents: 14_700 });
    expect(tipBounds(90_000, settings)).toEqual({ minCents: 100, maxCents: 50_000 });
    expect(tipAmountAllowed(100, tipBounds(14_750, settings))).toBe(true);
    expect(tipAmountAllowed(99, tipBounds(14_750, settings))).toBe(false);
    expect(tipAmountAllowed(14_701, tipBounds(14_750, settings))).toBe(false);
    expect(tipAmountAllowed(150.5, tipBounds(14_750, settings))).toBe(false);
  });
});

describe('observing the provider', () => {
  const tip: Tip = {
    id: 't1', bookingId: 'b1', clientId: 'c1', cleanerId: 'k1', amountCents: 2_000, status: 'requires_action', provider: 'stripe', providerRef: 'pi_2',
    customerRef: 'cus', paymentMethodRef: 'pm', requestKey: 'r1', failureCode: 'authentication_required', attempts: 2, paidAt: null, createdAt: punchedOutAt, updatedAt: punchedOutAt,
  };
  const now = new Date('2026-12-01T16:00:00Z');

  it('pays the tip once the current intent succeeded, once', () => {
    const { tip: paid, becamePaid } = observeTip(tip, { reference: 'pi_2', status: 'succeeded', failureCode: null }, now);
    expect(becamePaid).toBe(true);
    expect(paid).toMatchObject({ status: 'succeeded', paidAt: now, failureCode: null });
    expect(observeTip(paid, { reference: 'pi_2', status: 'succeeded', failureCode: null }, now).becamePaid).toBe(false);
    expect(observeTip(paid, { reference: 'pi_2', status: 'failed', failureCode: 'declined' }, now).tip.status).toBe('succeeded');
  });

  it('ignores an older attempt unless it took the money', () => {
    expect(observeTip(tip, { reference: 'pi_1', status: 'failed', failureCode: 'declined' }, now).tip).toBe(tip);
    expect(observeTip(tip, { reference: 'pi_1', status: 'succeeded', failureCode: null }, now)).toMatchObject({ becamePaid: true, tip: { providerRef: 'pi_1', status: 'succeeded' } });
  });
});
