import { describe, expect, it } from 'vitest';
import type { PayoutAccount } from './api/types';
import { accountTone, describeRequirements, instantPayoutBlocker, requirementKey, setupAction } from './payout-account';
import { daysUntil, formatPayoutDate, formatStatementMonth, quebecToday } from './payout-dates';

const account = (over: Partial<PayoutAccount> = {}): PayoutAccount => ({
  provider: 'development',
  status: 'active',
  canReceiveTransfers: true,
  payoutsEnabled: true,
  requirements: [],
  updatedAt: '2026-11-20T15:00:00.000Z',
  ...over,
});

describe('payout account', () => {
  it('offers to start before any account, to continue while something is missing, nothing when complete', () => {
    expect(setupAction(account({ status: 'none', canReceiveTransfers: false }))).toBe('start');
    expect(setupAction(account({ status: 'pending_requirements', requirements: ['external_account'] }))).toBe('continue');
    expect(setupAction(account({ status: 'restricted', canReceiveTransfers: false }))).toBe('continue');
    expect(setupAction(account({ status: 'active', requirements: ['individual.id_number'] }))).toBe('continue');
    expect(setupAction(account())).toBeNull();
  });

  it('has a tone per status', () => {
    expect(accountTone('active')).toBe('success');
    expect(accountTone('pending_requirements')).toBe('warning');
    expect(accountTone('restricted')).toBe('error');
    expect(accountTone('none')).toBe('neutral');
  });

  it('puts Stripe requirement names into plain-word groups', () => {
    expect(requirementKey('individual.dob.day')).toBe('birthDate');
    expect(requirementKey('individual.address.postal_code')).toBe('address');
    expect(requirementKey('individual.verification.document')).toBe('idDocument');
    expect(requirementKey('individual.verification.additional_document')).toBe('additionalDocument');
    expect(requirementKey('external_account')).toBe('bankAccount');
    expect(requirementKey('tos_acceptance.date')).toBe('terms');
    expect(requirementKey('business_profile.mcc')).toBe('businessProfile');
    expect(requirementKey('company.tax_id')).toBeNull();
  });

  it('lists each missing thing once, keeping unknown names as they are', () => {
    expect(
      describeRequirements(['individual.dob.day', 'individual.dob.month', 'individual.dob.year', 'external_account', 'company.tax_id', 'tos_acceptance.ip', 'tos_acceptance.date', 'company.tax_id']),
    ).toEqual([{ key: 'birthDate' }, { key: 'bankAccount' }, { raw: 'company.tax_id' }, { key: 'terms' }]);
  });
});

describe('instant payout', () => {
  const overview = { balanceCents: 12_000, instantFeeCents: 500, instantNetCents: 11_500, account: account() };

  it('is possible when the balance exceeds the 5 $ fee on a ready account', () => {
    expect(instantPayoutBlocker(overview)).toBeNull();
  });

  it('needs a balance above the fee', () => {
    expect(instantPayoutBlocker({ ...overview, balanceCents: 500, instantNetCents: 0 })).toBe('insufficient');
    expect(instantPayoutBlocker({ ...overview, balanceCents: 0, instantNetCents: 0 })).toBe('insufficient');
    expect(instantPayoutBlocker({ ...overview, balanceCents: 501, instantNetCents: 1 })).toBeNull();
  });

  it('needs an account that can receive money first', () => {
    expect(instantPayoutBlocker({ ...overview, account: account({ status: 'pending_requirements', payoutsEnabled: false, canReceiveTransfers: false }) })).toBe('account');
  });
});

describe('payout dates', () => {
  it('writes the next Friday in the page language, on that calendar day whatever the time zone', () => {
    expect(formatPayoutDate('2026-11-27', 'fr')).toBe('vendredi 27 novembre 2026');
    expect(formatPayoutDate('2026-11-27', 'en')).toBe('Friday, November 27, 2026');
  });

  it('counts the days until a date', () => {
    expect(daysUntil('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysUntil('2026-11-27', '2026-11-24')).toBe(3);
    expect(daysUntil('2026-03-13', '2026-03-06')).toBe(7);
  });

  it('names a statement month', () => {
    expect(formatStatementMonth('2026-11', 'fr')).toBe('novembre 2026');
    expect(formatStatementMonth('2026-01', 'en')).toBe('January 2026');
  });

  it("takes today's date in Quebec", () => {
    // 03:30 UTC on the 28th is still the 27th in Montreal (UTC-5).
    expect(quebecToday(new Date('2026-11-28T03:30:00Z'))).toBe('2026-11-27');
    expect(quebecToday(new Date('2026-11-28T05:30:00Z'))).toBe('2026-11-28');
  });
});
