import { describe, expect, it } from 'vitest';
import { primaryAction, userMenuItems } from './user-menu-items';

const ids = (role: Parameters<typeof userMenuItems>[0]) => userMenuItems(role).map((item) => item.id);

describe('user menu items', () => {
  it('gives clients bookings, messages and properties', () => {
    expect(ids('client')).toEqual(['bookings', 'messages', 'properties', 'account', 'referral-program', 'logout']);
  });

  it('gives cleaners their calendar, earnings and payouts', () => {
    expect(ids('cleaner')).toEqual(['bookings', 'messages', 'calendar', 'payouts', 'account', 'referral-program', 'logout']);
    expect(userMenuItems('cleaner').find((item) => item.id === 'calendar')).toEqual({ id: 'calendar', to: '/profile/calendar' });
  });

  it('gives admins the console links but no bookings or messages', () => {
    expect(ids('admin')).toEqual(['admin-dashboard', 'system-health', 'account', 'referral-program', 'logout']);
  });

  it('gives a person without a role the role choice and the common items, but no bookings or messages (403 for them)', () => {
    expect(ids(null)).toEqual(['choose-role', 'account', 'referral-program', 'logout']);
  });
});

describe('the compact header action', () => {
  it('asks visitors to sign in, clients to book, cleaners to answer requests', () => {
    expect(primaryAction(undefined)).toEqual({ id: 'login', to: '/login' });
    expect(primaryAction('client')).toEqual({ id: 'book', to: '/cleaners' });
    expect(primaryAction('cleaner')).toEqual({ id: 'requests', to: '/bookings?tab=requests' });
  });

  it('sends a person without a role to the role choice and an admin to the console', () => {
    expect(primaryAction(null)).toEqual({ id: 'choose-role', to: '/auth/select-role' });
    expect(primaryAction('admin')).toEqual({ id: 'admin-dashboard', to: '/admin', external: true });
  });
});
