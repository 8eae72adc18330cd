import { describe, expect, it } from 'vitest';
import { shouldAskForTerms } from './terms-gate';

const ask = (over: Partial<Parameters<typeof shouldAskForTerms>[0]> = {}) =>
  shouldAskForTerms({ role: 'client', signedIn: true, pathname: '/bookings', mustAccept: true, ...over });

describe('shouldAskForTerms', () => {
  it('asks a signed-in client, cleaner or role-less person who has not accepted the version in force', () => {
    expect(ask()).toBe(true);
    expect(ask({ role: 'cleaner', pathname: '/' })).toBe(true);
    expect(ask({ role: null, pathname: '/messages/abc' })).toBe(true);
  });

  it('asks nobody signed out, no admin, and nobody who accepted (or whose status is unknown yet)', () => {
    expect(ask({ signedIn: false })).toBe(false);
    expect(ask({ role: 'admin' })).toBe(false);
    expect(ask({ mustAccept: false })).toBe(false);
    expect(ask({ mustAccept: undefined })).toBe(false);
  });

  it('lets people read the documents and reach their account (to refuse by deleting it) first', () => {
    for (const pathname of ['/terms', '/privacy', '/privacy/', '/profile', '/auth/select-role', '/login']) expect(ask({ pathname })).toBe(false);
    expect(ask({ pathname: '/profile/calendar' })).toBe(true);
  });
});
