import { describe, expect, it } from 'vitest';
import { AddressBuckets, addressKey } from './address-buckets.js';

describe('AddressBuckets (GCRA per address)', () => {
  it('allows a burst, then the sustained rate, with RateLimit figures and the wait when refused', () => {
    let now = 1_000_000;
    const buckets = new AddressBuckets(60, 3, () => now);
    expect(buckets.hit('a')).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 1, retryAfterSeconds: 0 });
    expect(buckets.hit('a')).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 2 });
    expect(buckets.hit('a')).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 3 });
    expect(buckets.hit('a')).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 3, retryAfterSeconds: 1 });
    // Another address has its own budget.
    expect(buckets.hit('b')).toMatchObject({ allowed: true, remaining: 2 });
    // One a second comes back.
    now += 1000;
    expect(buckets.hit('a')).toMatchObject({ allowed: true, remaining: 0 });
    expect(buckets.hit('a').allowed).toBe(false);
    now += 10_000;
    expect(buckets.hit('a')).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('a person paging through results never meets the default limit (300 a minute after 100)', () => {
    let now = 0;
    const buckets = new AddressBuckets(300, 100, () => now);
    // A page of results every second for ten minutes, and typing a city letter by letter at once.
    for (let i = 0; i < 600; i++) {
      expect(buckets.hit('person').allowed).toBe(true);
      now += 1000;
    }
    for (let i = 0; i < 30; i++) expect(buckets.hit('typist').allowed).toBe(true);
  });

  it('keys IPv4 as is, IPv4-mapped addresses unwrapped, and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:db8:abcd:0012::9')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
