import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../app/route-guard';

describe('/profile/calendar', () => {
  it('opens to cleaners only; clients and people without a role go to their account page', () => {
    expect(resolveRoute('/profile/calendar', { role: 'cleaner' })).toMatchObject({ kind: 'page', page: 'profile-calendar' });
    expect(resolveRoute('/profile/calendar', { role: 'client' })).toEqual({ kind: 'redirect', to: '/profile' });
    expect(resolveRoute('/profile/calendar', { role: null })).toEqual({ kind: 'redirect', to: '/profile' });
  });
});
