import { describe, expect, it } from 'vitest';
import { userMenuItems } from './user-menu-items';

const ids = (role: Parameters<typeof userMenuItems>[0]) => userMenuItems(role).map((item) => item.id);

describe('user menu items', () => {
  it('gives clients bookings, messages and properties', () => {
    expect(ids('client')).toEqual(['bookings', 'messages', 'properties', 'account', 'referral-program', 'logout']);
  });

  it('gives cleaners earnings and payouts', () => {
    expect(ids('cleaner')).toEqual(['bookings', 'messages', 'payouts', 'account', 'referral-program', 'logout']);
  });

  it('gives admins the console links but no bookings or messages', () => {
    expect(ids('admin')).toEqual(['admin-dashboard', 'system-health', 'account', 'referral-program', 'logout']);
  });

  it('gives a person without a role the role choice and the common items, but no bookings or messages (403 for them)', () => {
    expect(ids(null)).toEqual(['choose-role', 'account', 'referral-program', 'logout']);
  });
});
