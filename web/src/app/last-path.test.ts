import { describe, expect, it } from 'vitest';
import { postLoginDestination, shouldRememberPath } from './last-path';

describe('last path rule', () => {
  it('does not remember sign-in, auth and reset pages', () => {
    for (const path of ['/login', '/auth', '/auth/success', '/auth/select-role', '/reset-password/abc', '/reset-password']) {
      expect(shouldRememberPath(path)).toBe(false);
    }
  });

  it('remembers every other page', () => {
    for (const path of ['/', '/profile', '/bookings/42', '/cleaners/marie', '/authors', '/login-help']) {
      expect(shouldRememberPath(path)).toBe(true);
    }
  });

  it('sends a signed-in person to the remembered path, else to /profile', () => {
    expect(postLoginDestination('/bookings/42?tab=chat')).toBe('/bookings/42?tab=chat');
    expect(postLoginDestination(null)).toBe('/profile');
    expect(postLoginDestination('/register')).toBe('/profile');
    expect(postLoginDestination('/forgot-password')).toBe('/profile');
    expect(postLoginDestination('//evil.example.com')).toBe('/profile');
    expect(postLoginDestination('https://evil.example.com')).toBe('/profile');
  });
});
