import type { Role } from '../../api/types';

export type UserMenuItem =
  | { id: 'bookings' | 'messages' | 'properties' | 'payouts' | 'account' | 'referral-program'; to: string; external?: false }
  /** The console is another app: a full page load, not an in-app link. */
  | { id: 'admin-dashboard' | 'system-health'; to: string; external: true }
  | { id: 'logout' };

/** Spec section 2 (Header, logged in): the items each role sees, in order. */
export function userMenuItems(role: Role | null): UserMenuItem[] {
  const items: UserMenuItem[] = [];
  if (role !== 'admin') {
    items.push({ id: 'bookings', to: '/bookings' }, { id: 'messages', to: '/messages' });
  }
  if (role === 'client') items.push({ id: 'properties', to: '/properties' });
  if (role === 'cleaner') items.push({ id: 'payouts', to: '/profile/payouts' });
  if (role === 'admin') {
    items.push({ id: 'admin-dashboard', to: '/admin', external: true }, { id: 'system-health', to: '/admin/health', external: true });
  }
  items.push({ id: 'account', to: '/profile' }, { id: 'referral-program', to: '/referrals' }, { id: 'logout' });
  return items;
}
