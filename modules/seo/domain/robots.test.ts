import { describe, expect, it } from 'vitest';
import { isDisallowed, robotsTxt } from './robots.js';

describe('robotsTxt', () => {
  const text = robotsTxt('https://eclat.example');
  const lines = text.split('\n');

  it('allows the site, keeps crawlers out of the console, the API and members’ pages, and names the sitemap', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of ['/admin', '/api/', '/dev/', '/profile', '/bookings', '/messages', '/properties', '/referrals', '/book/', '/onboarding', '/client-onboarding', '/auth', '/login', '/register', '/newsletter/', '/reset-password/']) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    expect(lines).toContain('Sitemap: https://eclat.example/sitemap.xml');
  });

  it('matches rules as prefixes, without catching public pages that share a beginning', () => {
    expect(isDisallowed('/profile/payouts')).toBe(true);
    expect(isDisallowed('/reset-password/abc')).toBe(true);
    expect(isDisallowed('/book/marie-t')).toBe(true);
    expect(isDisallowed('/referral-program')).toBe(false);
    expect(isDisallowed('/blog/menage')).toBe(false);
    expect(isDisallowed('/cleaners/join')).toBe(false);
    expect(isDisallowed('/')).toBe(false);
  });
});
