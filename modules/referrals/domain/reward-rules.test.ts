import { describe, expect, it } from 'vitest';
import { afterVisit, availableCents, claimRefusal, expiryFrom, hasExpired, onQualified, pickForReservation, rewardsAtClaim, type ClaimFacts, type Reward } from './reward-rules.js';

const OFFER = { cleanerRewardCents: 2000, clientRewardCents: 1000, friendDiscountCents: 1000, validityMonths: 6 };
const NOW = new Date('2026-03-15T14:00:00Z');
const at = (iso: string) => new Date(iso);

let seq = 0;
const reward = (over: Partial<Reward> = {}): Reward => ({
  id: `r${String(++seq).padStart(3, '0')}`,
  referralId: 'ref',
  userId: 'client',
  kind: 'discount',
  reason: 'welcome',
  amountCents: 1000,
  status: 'available',
  createdAt: at('2026-01-01T00:00:00Z'),
  expiresAt: at('2026-07-01T00:00:00Z'),
  bookingId: null,
  ...over,
});

describe('rewardsAtClaim (who earns what, spec 9)', () => {
  it('client refers client: the friend gets 10 $ at once, the referrer 10 $ pending on the friend’s first booking', () => {
    expect(rewardsAtClaim('client', 'client', OFFER)).toEqual([
      { beneficiary: 'referred', kind: 'discount', reason: 'welcome', amountCents: 1000, status: 'available' },
      { beneficiary: 'referrer', kind: 'discount', reason: 'referred_client', amountCents: 1000, status: 'pending' },
    ]);
  });
  it('cleaner refers cleaner: 20 $ cash pending on the first job; the new cleaner gets no discount', () => {
    expect(rewardsAtClaim('cleaner', 'cleaner', OFFER)).toEqual([{ beneficiary: 'referrer', kind: 'cash', reason: 'referred_cleaner', amountCents: 2000, status: 'pending' }]);
  });
  it('cleaner refers client: only the friend’s welcome discount (a cleaner has no booking to discount)', () => {
    expect(rewardsAtClaim('cleaner', 'client', OFFER)).toEqual([{ beneficiary: 'referred', kind: 'discount', reason: 'welcome', amountCents: 1000, status: 'available' }]);
  });
  it('client refers cleaner, or a referrer without a role: nothing for the referrer', () => {
    expect(rewardsAtClaim('client', 'cleaner', OFFER)).toEqual([]);
    expect(rewardsAtClaim(null, 'cleaner', OFFER)).toEqual([]);
    expect(rewardsAtClaim(null, 'client', OFFER).map((r) => r.reason)).toEqual(['welcome']);
  });
  it('takes the amounts from the offer (a zero amount earns nothing)', () => {
    expect(rewardsAtClaim('client', 'client', { ...OFFER, friendDiscountCents: 1500, clientRewardCents: 0 })).toEqual([
      { beneficiary: 'referred', kind: 'discount', reason: 'welcome', amountCents: 1500, status: 'available' },
    ]);
  });
});

describe('expiryFrom (6 months of validity)', () => {
  it('is the same day six months later', () => {
    expect(expiryFrom(at('2026-03-15T14:00:00Z'), 6).toISOString()).toBe('2026-09-15T14:00:00.000Z');
    expect(expiryFrom(at('2026-09-10T04:00:00Z'), 6).toISOString()).toBe('2027-03-10T04:00:00.000Z');
  });
  it('clamps to the last day of a shorter month', () => {
    expect(expiryFrom(at('2026-08-31T12:00:00Z'), 6).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(expiryFrom(at('2027-08-31T12:00:00Z'), 6).toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });
});

describe('onQualified (the referred person’s first completed booking or job)', () => {
  it('makes the referrer’s pending discount available for 6 months from now', () => {
    expect(onQualified({ status: 'pending', kind: 'discount' }, NOW, 6, false)).toEqual({ action: 'make_available', expiresAt: at('2026-09-15T14:00:00Z') });
  });
  it('credits the cleaner’s cash to their earnings', () => {
    expect(onQualified({ status: 'pending', kind: 'cash' }, NOW, 6, false)).toEqual({ action: 'credit' });
  });
  it('grants nothing twice: a reward no longer pending stays as it is', () => {
    for (const status of ['available', 'reserved', 'used', 'credited', 'expired', 'cancelled'] as const) {
      expect(onQualified({ status, kind: 'discount' }, NOW, 6, false)).toEqual({ action: 'none' });
      expect(onQualified({ status, kind: 'cash' }, NOW, 6, true)).toEqual({ action: 'none' });
    }
  });
  it('cancels it when both accounts turn out to share a card', () => {
    expect(onQualified({ status: 'pending', kind: 'cash' }, NOW, 6, true)).toEqual({ action: 'cancel' });
    expect(onQualified({ status: 'pending', kind: 'discount' }, NOW, 6, true)).toEqual({ action: 'cancel' });
  });
});

describe('availableCents (what the quote takes off)', () => {
  it('adds the spendable discounts only', () => {
    const rewards = [
      reward({ amountCents: 1000 }),
      reward({ amountCents: 1000, reason: 'referred_client' }),
      reward({ status: 'pending', expiresAt: null }),
      reward({ status: 'reserved', bookingId: 'b1' }),
      reward({ status: 'used', bookingId: 'b0' }),
      reward({ status: 'expired' }),
      reward({ status: 'cancelled' }),
      reward({ kind: 'cash', reason: 'referred_cleaner', status: 'available', expiresAt: null, amountCents: 2000 }),
      // Past its expiry but not swept yet by the hourly job: already not spendable.
      reward({ expiresAt: at('2026-03-15T13:59:59Z') }),
    ];
    expect(availableCents(rewards, NOW)).toBe(2000);
  });
  it('is 0 without rewards', () => {
    expect(availableCents([], NOW)).toBe(0);
  });
});

describe('pickForReservation (set aside for the requested visit, each spent whole)', () => {
  const soon = reward({ id: 'soon', expiresAt: at('2026-04-01T00:00:00Z') });
  const later = reward({ id: 'later', expiresAt: at('2026-08-01T00:00:00Z') });
  const latest = reward({ id: 'latest', expiresAt: at('2026-09-01T00:00:00Z'), amountCents: 500 });
  const ids = (rs: Reward[]) => rs.map((r) => r.id);

  it('takes the soonest expiry first, just enough to cover the discount', () => {
    expect(ids(pickForReservation([latest, later, soon], 1000, NOW))).toEqual(['soon']);
    expect(ids(pickForReservation([latest, later, soon], 1500, NOW))).toEqual(['soon', 'later']);
    expect(ids(pickForReservation([latest, later, soon], 2500, NOW))).toEqual(['soon', 'later', 'latest']);
  });
  it('spends a reward whole when the discount was capped below it (a 10 $ reward on a 6 $ visit)', () => {
    expect(ids(pickForReservation([soon], 600, NOW))).toEqual(['soon']);
  });
  it('skips what cannot be spent, and takes nothing for no discount', () => {
    const expired = reward({ id: 'gone', expiresAt: at('2026-03-01T00:00:00Z') });
    const reserved = reward({ id: 'held', status: 'reserved', bookingId: 'b' });
    expect(ids(pickForReservation([expired, reserved, later], 1000, NOW))).toEqual(['later']);
    expect(pickForReservation([soon], 0, NOW)).toEqual([]);
  });
});

describe('afterVisit (a reserved reward once the visit ended)', () => {
  const held = { status: 'reserved' as const, expiresAt: at('2026-09-15T00:00:00Z') };
  it('is used when the visit is completed', () => {
    expect(afterVisit(held, 'completed', NOW)).toBe('used');
  });
  it('is available again when the visit ends otherwise', () => {
    expect(afterVisit(held, 'cancelled', NOW)).toBe('available');
  });
  it('expires instead when its validity ran out meanwhile', () => {
    expect(afterVisit({ status: 'reserved', expiresAt: at('2026-03-01T00:00:00Z') }, 'cancelled', NOW)).toBe('expired');
    // Spent in time: a visit completed after the expiry still used the reward it held.
    expect(afterVisit({ status: 'reserved', expiresAt: at('2026-03-01T00:00:00Z') }, 'completed', NOW)).toBe('used');
  });
  it('leaves any other status alone', () => {
    expect(afterVisit({ status: 'available', expiresAt: held.expiresAt }, 'completed', NOW)).toBe('available');
    expect(afterVisit({ status: 'used', expiresAt: held.expiresAt }, 'cancelled', NOW)).toBe('used');
  });
});

describe('hasExpired (the hourly sweep)', () => {
  it('expires available rewards once their 6 months are over, not before', () => {
    const granted = at('2026-03-15T14:00:00Z');
    const r = { status: 'available' as const, expiresAt: expiryFrom(granted, 6) };
    expect(hasExpired(r, at('2026-09-15T13:59:59Z'))).toBe(false);
    expect(hasExpired(r, at('2026-09-15T14:00:00Z'))).toBe(true);
  });
  it('leaves reserved, pending and spent rewards alone', () => {
    const past = at('2020-01-01T00:00:00Z');
    expect(hasExpired({ status: 'reserved', expiresAt: past }, NOW)).toBe(false);
    expect(hasExpired({ status: 'pending', expiresAt: null }, NOW)).toBe(false);
    expect(hasExpired({ status: 'used', expiresAt: past }, NOW)).toBe(false);
  });
});

describe('claimRefusal', () => {
  const fine: ClaimFacts = { claimantId: 'b', claimantRole: 'client', referrerId: 'a', alreadyReferred: false, noLongerNew: false, sameEmail: false, sharesCard: false };
  it('accepts a new person with someone else’s code', () => {
    expect(claimRefusal(fine)).toBeNull();
  });
  it('refuses one’s own code, a second referrer, a person no longer new and a second account', () => {
    expect(claimRefusal({ ...fine, referrerId: 'b' })).toBe('self_referral');
    expect(claimRefusal({ ...fine, alreadyReferred: true })).toBe('already_referred');
    expect(claimRefusal({ ...fine, noLongerNew: true })).toBe('not_new');
    expect(claimRefusal({ ...fine, sameEmail: true })).toBe('same_person');
    expect(claimRefusal({ ...fine, sharesCard: true })).toBe('same_person');
    expect(claimRefusal({ ...fine, claimantRole: null })).toBe('no_role');
  });
  it('answers the first reason that applies', () => {
    expect(claimRefusal({ ...fine, referrerId: 'b', alreadyReferred: true })).toBe('self_referral');
    expect(claimRefusal({ ...fine, alreadyReferred: true, noLongerNew: true, sameEmail: true })).toBe('already_referred');
  });
});
