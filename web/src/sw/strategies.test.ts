import { describe, expect, it } from 'vitest';
import { keepsData, keepsPage, pageKey } from './strategies';

describe('what the service worker keeps for offline use (issue #34)', () => {
  it('keeps the app’s pages, never the console, the API, or a link carrying a token', () => {
    expect(keepsPage(new URL('https://eclat.test/bookings/42'))).toBe(true);
    expect(keepsPage(new URL('https://eclat.test/'))).toBe(true);
    expect(keepsPage(new URL('https://eclat.test/admin/bookings'))).toBe(false);
    expect(keepsPage(new URL('https://eclat.test/api/docs'))).toBe(false);
    expect(keepsPage(new URL('https://eclat.test/reset-password?token=abc'))).toBe(false);
    expect(keepsPage(new URL('https://eclat.test/bookings/42/accept?token=abc'))).toBe(false);
    expect(keepsPage(new URL('https://eclat.test/auth/callback?code=xyz'))).toBe(false);
  });

  it('keeps one copy per page whatever the fragment or the app’s start marker', () => {
    expect(pageKey(new URL('https://eclat.test/?source=app&lang=fr#top'))).toBe('https://eclat.test/?lang=fr');
  });

  it('keeps the person’s API reads, never sign-in, health, the console’s or development calls', () => {
    expect(keepsData(new URL('https://eclat.test/api/bookings/42'))).toBe(true);
    expect(keepsData(new URL('https://eclat.test/api/messages/conversations'))).toBe(true);
    for (const path of ['/api/auth/login', '/api/health', '/api/ready', '/api/admin/outbox', '/api/dev/mailbox', '/api/openapi.yaml', '/api/docs']) {
      expect(keepsData(new URL(`https://eclat.test${path}`)), path).toBe(false);
    }
  });
});
