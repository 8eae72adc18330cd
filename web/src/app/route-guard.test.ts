import { describe, expect, it } from 'vitest';
import { resolveRoute } from './route-guard';
import { isOnboardingPage } from './route-table';

const client = { role: 'client' as const };
const cleaner = { role: 'cleaner' as const };
const noRole = { role: null };
const admin = { role: 'admin' as const };

describe('route guard, logged-out visitor', () => {
  it('shows public pages', () => {
    expect(resolveRoute('/', null)).toEqual({ kind: 'page', page: 'home', pattern: '/' });
    expect(resolveRoute('/cleaners/join', null)).toMatchObject({ page: 'cleaners-join' });
    expect(resolveRoute('/cleaners/marie-tremblay', null)).toMatchObject({ page: 'cleaner-profile', pattern: '/cleaners/:slug' });
    expect(resolveRoute('/services/nettoyage-garage', null)).toMatchObject({ page: 'service-garage' });
    expect(resolveRoute('/bookings/abc/accept', null)).toMatchObject({ page: 'booking-action' });
    expect(resolveRoute('/reset-password/tok', null)).toMatchObject({ page: 'reset-password', pattern: '/reset-password/:token' });
  });

  it('shows the auth page on /login, /auth and any other path', () => {
    for (const path of ['/login', '/auth', '/register', '/auth/select-role']) {
      expect(resolveRoute(path, null)).toMatchObject({ kind: 'page', page: 'auth' });
    }
    for (const path of ['/profile', '/bookings', '/messages', '/properties', '/nowhere']) {
      expect(resolveRoute(path, null)).toEqual({ kind: 'page', page: 'auth', pattern: '*' });
    }
  });

  it('reloads /auth/success', () => {
    expect(resolveRoute('/auth/success', null)).toEqual({ kind: 'reload' });
  });
});

describe('route guard, signed-in non-admin', () => {
  it('shows member pages', () => {
    expect(resolveRoute('/profile', cleaner)).toMatchObject({ page: 'profile' });
    expect(resolveRoute('/messages/42', client)).toMatchObject({ page: 'conversation', pattern: '/messages/:bookingId' });
    expect(resolveRoute('/auth/select-role', noRole)).toMatchObject({ page: 'select-role' });
    expect(resolveRoute('/onboarding', cleaner)).toMatchObject({ page: 'onboarding' });
  });

  it('sends /login and /register to /profile', () => {
    expect(resolveRoute('/login', client)).toEqual({ kind: 'redirect', to: '/profile' });
    expect(resolveRoute('/register', cleaner)).toEqual({ kind: 'redirect', to: '/profile' });
  });

  it('gives cleaners the payment-provider return pages (which end on /profile) and sends others to /profile', () => {
    expect(resolveRoute('/profile/stripe-connect/return', cleaner)).toMatchObject({ kind: 'page', page: 'stripe-connect-return' });
    expect(resolveRoute('/profile/stripe-connect/refresh', cleaner)).toMatchObject({ kind: 'page', page: 'stripe-connect-refresh' });
    expect(resolveRoute('/profile/stripe-connect/return', client)).toEqual({ kind: 'redirect', to: '/profile' });
    expect(resolveRoute('/profile/stripe-connect/refresh', noRole)).toEqual({ kind: 'redirect', to: '/profile' });
  });

  it('opens earnings and payouts to cleaners only', () => {
    expect(resolveRoute('/profile/payouts', cleaner)).toMatchObject({ kind: 'page', page: 'profile-payouts' });
    expect(resolveRoute('/profile/payouts', client)).toEqual({ kind: 'redirect', to: '/profile' });
    expect(resolveRoute('/profile/payouts', noRole)).toEqual({ kind: 'redirect', to: '/profile' });
  });

  it('opens /properties to clients only', () => {
    expect(resolveRoute('/properties', client)).toMatchObject({ kind: 'page', page: 'properties' });
    expect(resolveRoute('/properties', cleaner)).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveRoute('/properties', noRole)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends /auth/success to the remembered page', () => {
    expect(resolveRoute('/auth/success', client, '/bookings/9')).toEqual({ kind: 'redirect', to: '/bookings/9' });
    expect(resolveRoute('/auth/success', client, null)).toEqual({ kind: 'redirect', to: '/profile' });
  });

  it('shows a 404 for unknown paths', () => {
    expect(resolveRoute('/nowhere', client)).toEqual({ kind: 'page', page: 'not-found', pattern: '*' });
    expect(resolveRoute('/payouts', cleaner)).toMatchObject({ page: 'not-found' });
  });
});

describe('route guard, admin', () => {
  it('confines admins to the console', () => {
    expect(resolveRoute('/', admin)).toEqual({ kind: 'leave', to: '/admin' });
    expect(resolveRoute('/profile', admin)).toEqual({ kind: 'leave', to: '/admin' });
    expect(resolveRoute('/login', admin)).toEqual({ kind: 'leave', to: '/admin' });
    expect(resolveRoute('/payouts', admin)).toEqual({ kind: 'leave', to: '/admin/payouts' });
  });

  it('never reloads the console address itself', () => {
    expect(resolveRoute('/admin/users', admin)).toMatchObject({ kind: 'page', page: 'not-found' });
  });
});

describe('onboarding pages (onboarding bar instead of header and footer)', () => {
  const page = (path: string, viewer: Parameters<typeof resolveRoute>[1]) => {
    const decision = resolveRoute(path, viewer);
    return decision.kind === 'page' && isOnboardingPage(decision.page);
  };

  it('are the cleaner and client onboarding and the role choice', () => {
    expect(page('/onboarding', cleaner)).toBe(true);
    expect(page('/client-onboarding', client)).toBe(true);
    expect(page('/auth/select-role', noRole)).toBe(true);
  });

  it('are not the other pages, nor the sign-in page a visitor sees at /auth/select-role', () => {
    expect(page('/auth/select-role', null)).toBe(false);
    expect(page('/onboardingx', cleaner)).toBe(false);
    expect(page('/profile', client)).toBe(false);
    expect(page('/', noRole)).toBe(false);
  });
});

describe('bookings and messages', () => {
  it('send a person without a role to the role choice (the server would answer 403)', () => {
    for (const path of ['/bookings', '/messages', '/messages/42']) {
      expect(resolveRoute(path, noRole)).toEqual({ kind: 'redirect', to: '/auth/select-role' });
      expect(resolveRoute(path, client)).toMatchObject({ kind: 'page' });
      expect(resolveRoute(path, cleaner)).toMatchObject({ kind: 'page' });
    }
  });
});
