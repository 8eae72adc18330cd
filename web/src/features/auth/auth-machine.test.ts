import { describe, expect, it } from 'vitest';
import type { User } from '../../api/types';
import { authReducer, initialAuthState, serverRenderedAuthState } from './auth-machine';

const user = { id: 'u1', name: 'Marie' } as User;

describe('auth state machine', () => {
  it('starts loading and resolves to signed in or out', () => {
    expect(initialAuthState.status).toBe('loading');
    expect(authReducer(initialAuthState, { type: 'resolved', user })).toEqual({ status: 'signed-in', user });
    expect(authReducer(initialAuthState, { type: 'resolved', user: null })).toEqual({ status: 'signed-out', user: null });
  });

  it('ignores a late start-up answer after a sign-in', () => {
    const signedIn = authReducer(initialAuthState, { type: 'signed-in', user });
    expect(authReducer(signedIn, { type: 'resolved', user: null })).toBe(signedIn);
  });

  it('updates the user only when signed in', () => {
    const renamed = { ...user, name: 'Marie-Ève' };
    const signedIn = authReducer(initialAuthState, { type: 'signed-in', user });
    expect(authReducer(signedIn, { type: 'user-updated', user: renamed }).user).toEqual(renamed);
    const signedOut = authReducer(signedIn, { type: 'signed-out' });
    expect(authReducer(signedOut, { type: 'user-updated', user: renamed })).toBe(signedOut);
  });
});

describe('a server-rendered page', () => {
  it('starts signed in with a stored session, else signed out until the start-up lookup answers', () => {
    expect(serverRenderedAuthState(user)).toEqual({ status: 'signed-in', user });
    const provisional = serverRenderedAuthState(null);
    expect(provisional.status).toBe('signed-out');
    expect(authReducer(provisional, { type: 'resolved', user })).toEqual({ status: 'signed-in', user });
  });

  it('no longer takes the lookup once the visitor signed out or in by themselves', () => {
    const signedOut = authReducer(serverRenderedAuthState(null), { type: 'signed-out' });
    expect(authReducer(signedOut, { type: 'resolved', user })).toBe(signedOut);
    const signedIn = authReducer(serverRenderedAuthState(null), { type: 'signed-in', user });
    expect(authReducer(signedIn, { type: 'resolved', user: null })).toBe(signedIn);
  });
});
