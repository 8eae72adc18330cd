import { describe, expect, it } from 'vitest';
import { is401AnAnswer, isOnLoginPage, shouldRedirectOn401 } from './auth-redirect';

describe('401 redirect rule', () => {
  it('redirects a 401 from an ordinary call', () => {
    expect(shouldRedirectOn401({ status: 401, method: 'PATCH', apiPath: '/api/users/me', currentPath: '/profile' })).toBe(true);
    expect(shouldRedirectOn401({ status: 401, method: 'GET', apiPath: '/api/bookings', currentPath: '/bookings' })).toBe(true);
  });

  it('ignores other statuses', () => {
    expect(shouldRedirectOn401({ status: 403, method: 'GET', apiPath: '/api/bookings', currentPath: '/' })).toBe(false);
  });

  it('treats the current-user lookup and auth calls as answers', () => {
    expect(is401AnAnswer('GET', '/api/users/me')).toBe(true);
    expect(is401AnAnswer('POST', '/api/auth/login')).toBe(true);
    expect(is401AnAnswer('POST', '/api/auth/select-role')).toBe(true);
    expect(is401AnAnswer('POST', '/api/login')).toBe(true);
    expect(is401AnAnswer('POST', '/api/register')).toBe(true);
    expect(is401AnAnswer('POST', '/api/logout')).toBe(true);
    expect(is401AnAnswer('DELETE', '/api/users/me')).toBe(false);
    expect(is401AnAnswer('POST', '/api/users/me/password')).toBe(false);
  });

  it('does not redirect while already on a sign-in page', () => {
    for (const path of ['/login', '/auth', '/auth/select-role', '/register', '/forgot-password', '/reset-password/abc']) {
      expect(isOnLoginPage(path)).toBe(true);
      expect(shouldRedirectOn401({ status: 401, method: 'GET', apiPath: '/api/x', currentPath: path })).toBe(false);
    }
    expect(isOnLoginPage('/authors')).toBe(false);
    expect(isOnLoginPage('/profile')).toBe(false);
  });
});
