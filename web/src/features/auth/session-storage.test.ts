import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../api/types';
import {
  mayHaveCookieSession,
  SESSION_KEY,
  TOKEN_KEY,
  clearSession,
  memoryStore,
  readSession,
  readToken,
  tokenIsRemembered,
  updateStoredUser,
  writeSession,
  type SessionStores,
} from './session-storage';

const user: User = {
  id: '7d1e1f7a-6d8f-4b43-9f5e-1c1c1c1c1c1c',
  email: 'marie@example.com',
  name: 'Marie',
  profilePic: null,
  profilePicImage: null,
  role: 'client',
  locale: 'fr',
  dateOfBirth: '1990-01-01',
  gender: null,
  clientOnboardedAt: null,
  status: 'active',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

let stores: SessionStores;
beforeEach(() => {
  stores = { local: memoryStore(), session: memoryStore() };
});

describe('session storage', () => {
  it('finds nothing at first', () => {
    expect(readSession(stores)).toBeNull();
    expect(readToken(stores)).toBeNull();
  });

  it('keeps a session in tab storage without remember-me', () => {
    writeSession(stores, { user, token: 'tok' }, false);
    expect(stores.session.getItem(SESSION_KEY)).not.toBeNull();
    expect(stores.session.getItem(TOKEN_KEY)).toBe('tok');
    expect(stores.local.getItem(SESSION_KEY)).toBeNull();
    expect(readSession(stores)).toEqual({ user, token: 'tok', remember: false });
  });

  it('keeps a session in local storage with remember-me and clears the other storage', () => {
    writeSession(stores, { user, token: 'old' }, false);
    writeSession(stores, { user, token: 'tok' }, true);
    expect(stores.session.getItem(SESSION_KEY)).toBeNull();
    expect(stores.session.getItem(TOKEN_KEY)).toBeNull();
    expect(stores.local.getItem(TOKEN_KEY)).toBe('tok');
    expect(readSession(stores)).toEqual({ user, token: 'tok', remember: true });
  });

  it('completes a session without token from the separately stored token', () => {
    stores.local.setItem(SESSION_KEY, JSON.stringify({ user }));
    stores.local.setItem(TOKEN_KEY, 'lone');
    expect(readSession(stores)).toEqual({ user, token: 'lone', remember: true });
    expect(readToken(stores)).toBe('lone');
  });

  it('reads a lone token when there is no session', () => {
    stores.local.setItem(TOKEN_KEY, 'lone');
    expect(readSession(stores)).toBeNull();
    expect(readToken(stores)).toBe('lone');
    expect(tokenIsRemembered(stores)).toBe(true);
  });

  it('drops a corrupt session', () => {
    stores.session.setItem(SESSION_KEY, '{not json');
    expect(readSession(stores)).toBeNull();
    expect(stores.session.getItem(SESSION_KEY)).toBeNull();
  });

  it('refreshes the stored user in place', () => {
    writeSession(stores, { user, token: 'tok' }, true);
    updateStoredUser(stores, { ...user, name: 'Marie-Ève' });
    expect(readSession(stores)).toEqual({ user: { ...user, name: 'Marie-Ève' }, token: 'tok', remember: true });
  });

  it('clears both storages', () => {
    writeSession(stores, { user, token: 'tok' }, true);
    stores.session.setItem(TOKEN_KEY, 'other');
    clearSession(stores);
    expect(readSession(stores)).toBeNull();
    expect(readToken(stores)).toBeNull();
  });
});

describe('the cookie-session hint', () => {
  it('is set only when the server said a session cookie may exist', () => {
    expect(mayHaveCookieSession('eclat.lang=fr; eclat_signed_in=1')).toBe(true);
    expect(mayHaveCookieSession('eclat_signed_in=1')).toBe(true);
    expect(mayHaveCookieSession('')).toBe(false);
    expect(mayHaveCookieSession('eclat_signed_in=; eclat.theme=dark')).toBe(false);
  });
});
