import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/shared/domain-error.js';
import { generateKeySecret, hashKeySecret, isUsable, isWellFormedKey, looksLikeApiKey, validateNewKey } from './api-key.js';
import { requiredScope } from './scope-rules.js';

const now = new Date('2026-11-26T12:00:00Z');
const failure = (work: () => unknown): DomainError => {
  try {
    work();
  } catch (e) {
    return e as DomainError;
  }
  throw new Error('expected a failure');
};

describe('key secrets', () => {
  it('start with eclat_live_ in production and eclat_test_ elsewhere, and are stored as their SHA-256', () => {
    const live = generateKeySecret('production');
    expect(live.secret).toMatch(/^eclat_live_[A-Za-z0-9_-]{43}$/);
    expect(generateKeySecret('development').secret.startsWith('eclat_test_')).toBe(true);
    expect(generateKeySecret('test').secret.startsWith('eclat_test_')).toBe(true);
    expect(live.hash).toBe(hashKeySecret(live.secret));
    expect(live.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(live.prefix).toBe(live.secret.slice(0, 15));
    expect(isWellFormedKey(live.secret)).toBe(true);
    expect(looksLikeApiKey(live.secret)).toBe(true);
    expect(looksLikeApiKey('a-session-token')).toBe(false);
    expect(generateKeySecret('test').secret).not.toBe(generateKeySecret('test').secret);
  });

  it('stop working once revoked or expired', () => {
    expect(isUsable({ revokedAt: null, expiresAt: null }, now)).toBe(true);
    expect(isUsable({ revokedAt: now, expiresAt: null }, now)).toBe(false);
    expect(isUsable({ revokedAt: null, expiresAt: now }, now)).toBe(false);
    expect(isUsable({ revokedAt: null, expiresAt: new Date(now.getTime() + 1000) }, now)).toBe(true);
  });
});

describe('a new key', () => {
  it('takes a trimmed name, distinct scopes and an optional expiry within the limit', () => {
    expect(validateNewKey({ name: ' Outil ', scopes: ['bookings:read', 'bookings:read'] }, 'client', now, 30)).toEqual({ name: 'Outil', scopes: ['bookings:read'], expiresAt: null });
    expect(failure(() => validateNewKey({ name: 'X', scopes: ['bookings:read'], expiresAt: '2026-11-26T11:00:00Z' }, 'client', now, 30)).issues[0]?.code).toBe('integrations.expiry_not_in_future');
    expect(failure(() => validateNewKey({ name: 'X', scopes: ['bookings:read'], expiresAt: '2027-01-26T11:00:00Z' }, 'client', now, 30)).issues[0]).toMatchObject({ code: 'integrations.expiry_too_far', params: { days: 30 } });
    expect(failure(() => validateNewKey({ name: 'X', scopes: [] }, 'client', now, 30)).issues[0]?.field).toBe('body.scopes');
  });

  it('carries admin scopes only for admins', () => {
    expect(failure(() => validateNewKey({ name: 'X', scopes: ['admin:read'] }, 'cleaner', now, 30)).code).toBe('integrations.admin_scope_forbidden');
    expect(validateNewKey({ name: 'X', scopes: ['admin:read'] }, 'admin', now, 30).scopes).toEqual(['admin:read']);
  });
});

describe('the scope of each operation', () => {
  it('maps reads and writes to their scopes', () => {
    expect(requiredScope('GET', '/api/bookings')).toBe('bookings:read');
    expect(requiredScope('POST', '/api/bookings')).toBe('bookings:write');
    expect(requiredScope('POST', '/api/messages/{bookingId}')).toBe('messages:write');
    expect(requiredScope('GET', '/api/admin/bookings')).toBe('admin:read');
    expect(requiredScope('PUT', '/api/admin/promo-codes/{id}')).toBe('admin:write');
  });

  it('refuses by default: keys, password, email, account deletion, payments, account management in the console', () => {
    for (const [method, template] of [
      ['GET', '/api/users/me/api-keys'],
      ['POST', '/api/users/me/api-keys'],
      ['POST', '/api/users/me/password'],
      ['POST', '/api/users/me/email'],
      ['DELETE', '/api/users/me'],
      ['POST', '/api/payments/cards/setup'],
      ['GET', '/api/admin/api-keys'],
      ['POST', '/api/admin/api-keys'],
      ['PUT', '/api/admin/users/{id}'],
      ['GET', '/api/admin/users'],
    ] as const) {
      expect(requiredScope(method, template), `${method} ${template}`).toBeNull();
    }
  });
});
