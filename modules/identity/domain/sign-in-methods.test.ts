import { describe, expect, it } from 'vitest';
import { isSocialProvider, keepsASignInMethod } from './sign-in-methods.js';

describe('keepsASignInMethod', () => {
  it('lets a provider go while a password remains', () => {
    expect(keepsASignInMethod({ hasPassword: true, identities: 1, passkeys: 0 }, 'identity')).toBe(true);
  });
  it('lets a provider go while another provider or a passkey remains', () => {
    expect(keepsASignInMethod({ hasPassword: false, identities: 2, passkeys: 0 }, 'identity')).toBe(true);
    expect(keepsASignInMethod({ hasPassword: false, identities: 1, passkeys: 1 }, 'identity')).toBe(true);
  });
  it('refuses to remove the last way to sign in', () => {
    expect(keepsASignInMethod({ hasPassword: false, identities: 1, passkeys: 0 }, 'identity')).toBe(false);
    expect(keepsASignInMethod({ hasPassword: false, identities: 0, passkeys: 1 }, 'passkey')).toBe(false);
  });
  it('refuses to remove a method the account does not have', () => {
    expect(keepsASignInMethod({ hasPassword: true, identities: 0, passkeys: 0 }, 'identity')).toBe(false);
  });
});

describe('isSocialProvider', () => {
  it('knows the four providers only', () => {
    expect(['google', 'apple', 'microsoft', 'oidc'].every(isSocialProvider)).toBe(true);
    expect(isSocialProvider('facebook')).toBe(false);
  });
});
