import { describe, expect, it } from 'vitest';
import { legacyAccountPath, sectionOf, sectionsFor } from './account-sections';

describe('account sections', () => {
  it('gives each role only its sections, profile first', () => {
    expect(sectionsFor('cleaner')).toEqual(['profile', 'availability', 'rates', 'documents', 'payouts', 'notifications', 'security', 'integrations', 'account']);
    expect(sectionsFor('client')).toEqual(['profile', 'payouts', 'notifications', 'security', 'integrations', 'account']);
    expect(sectionsFor(null)).toEqual(['profile', 'notifications', 'security', 'account']);
  });

  it('lands the former single page and its anchors on the right section', () => {
    expect(legacyAccountPath('', 'client')).toBe('/account/profile');
    expect(legacyAccountPath('#data-export', 'client')).toBe('/account/account#data-export');
    expect(legacyAccountPath('#payout-account', 'cleaner')).toBe('/account/payouts#payout-account');
    expect(legacyAccountPath('#api-keys', null)).toBe('/account/profile');
  });

  it('reads a section from the address only when the person has it', () => {
    expect(sectionOf('rates', 'cleaner')).toBe('rates');
    expect(sectionOf('rates', 'client')).toBeNull();
    expect(sectionOf('nope', 'client')).toBeNull();
    expect(sectionOf(undefined, 'client')).toBeNull();
  });
});
