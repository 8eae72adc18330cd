import { describe, expect, it } from 'vitest';
import { accountStateOf, type ProviderAccount } from './account-status.js';

const ready: ProviderAccount = { id: 'acct_1', detailsSubmitted: true, payoutsEnabled: true, transfers: 'active', currentlyDue: [], pastDue: [], disabledReason: null };

describe('accountStateOf', () => {
  it.each<[string, ProviderAccount | null, string, boolean]>([
    ['no account yet', null, 'none', false],
    ['details not submitted', { ...ready, detailsSubmitted: false, transfers: 'inactive', payoutsEnabled: false, currentlyDue: ['individual.id_number'] }, 'incomplete', false],
    ['something currently due', { ...ready, currentlyDue: ['external_account'] }, 'pending_requirements', true],
    ['disabled by the provider', { ...ready, transfers: 'inactive', disabledReason: 'rejected.fraud' }, 'restricted', false],
    ['a requirement past due (wins over currently due)', { ...ready, currentlyDue: ['external_account'], pastDue: ['individual.dob.day'] }, 'restricted', true],
    ['transfers capability inactive', { ...ready, transfers: 'inactive' }, 'inactive', false],
    ['transfers capability missing', { ...ready, transfers: null }, 'inactive', false],
    ['transfers capability pending', { ...ready, transfers: 'pending' }, 'pending', false],
    ['transfers active, payouts not enabled yet', { ...ready, payoutsEnabled: false }, 'pending', true],
    ['transfers active and payouts enabled', ready, 'active', true],
  ])('%s -> %s', (_what, account, status, canReceiveTransfers) => {
    const state = accountStateOf(account);
    expect(state.status).toBe(status);
    expect(state.canReceiveTransfers).toBe(canReceiveTransfers);
  });

  it('lists what is due then what is past due, once each', () => {
    const state = accountStateOf({ ...ready, currentlyDue: ['external_account', 'individual.dob.day'], pastDue: ['individual.dob.day', 'tos_acceptance.date'] });
    expect(state.requirements).toEqual(['external_account', 'individual.dob.day', 'tos_acceptance.date']);
  });
});
