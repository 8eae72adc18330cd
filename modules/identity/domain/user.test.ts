import { describe, expect, it } from 'vitest';
import { User, normalizeEmail } from './user.js';

const now = new Date('2025-02-03T04:05:06Z');
const make = () =>
  User.create({ id: 'id-1', email: '  Marie.Curie@Example.COM ', name: '  Marie Curie ', passwordHash: 'hash', dateOfBirth: '1990-01-01', locale: 'en', now });

describe('User', () => {
  it('is created active, without a role or picture, with a normalised email and trimmed name', () => {
    const u = make();
    expect(u).toMatchObject({ email: 'marie.curie@example.com', name: 'Marie Curie', role: null, profilePic: null, status: 'active', deletedAt: null, lastLoginAt: null });
    expect(u.isActive()).toBe(true);
  });

  it('is not active once suspended', () => {
    const u = make();
    u.status = 'suspended';
    expect(u.isActive()).toBe(false);
  });

  it('anonymise erases personal data and can no longer sign in', () => {
    const u = make();
    u.profilePic = '/api/files/avatars/x.png';
    const later = new Date('2025-03-01T00:00:00Z');
    u.anonymise(later);
    expect(u.email).toBe('deleted-id-1@deleted.invalid');
    expect(u.email).not.toContain('marie');
    expect(u.name).not.toContain('Marie');
    expect(u).toMatchObject({ passwordHash: null, profilePic: null, dateOfBirth: null, deletedAt: later, updatedAt: later });
    expect(u.isActive()).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail(' Foo@X.ca ')).toBe('foo@x.ca');
  });
});

describe('client onboarding and gender', () => {
  it('starts without gender or onboarding, keeps the first completion time, and anonymising erases the gender', () => {
    const u = User.create({ id: 'u', email: 'A@x.ca', name: 'Ana', passwordHash: 'h', dateOfBirth: '1990-01-01', locale: 'fr', now: new Date('2026-01-01T00:00:00Z'), role: 'client' });
    expect(u.gender).toBeNull();
    expect(u.clientOnboardedAt).toBeNull();
    u.completeClientOnboarding(new Date('2026-01-02T00:00:00Z'));
    u.completeClientOnboarding(new Date('2026-01-03T00:00:00Z'));
    expect(u.clientOnboardedAt?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(u.updatedAt.toISOString()).toBe('2026-01-03T00:00:00.000Z');
    u.gender = 'female';
    u.anonymise(new Date('2026-01-04T00:00:00Z'));
    expect(u.gender).toBeNull();
  });
});
