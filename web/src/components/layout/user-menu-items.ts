import type { Role } from '../../api/types';
import { hasConversations } from '../../features/messaging/messaging-access';

export type UserMenuItem =
  | { id: 'choose-role' | 'bookings' | 'messages' | 'properties' | 'payouts' | 'account' | 'referral-program'; to: string; external?: false }
  /** The console is another app: a full page load, not an in-app link. */
  | { id: 'admin-dashboard' | 'system-health'; to: string; external: true }
  | { id: 'logout' };

/**
 * Spec section 2 (Header, logged in): the items each role sees, in order. "My bookings" and
 * "Messages" are for clients and cleaners; a person who has not chosen a role yet has neither
 * (both would answer 403) and is offered the role choice instead.
 */
export function userMenuItems(role: Role | null): UserMenuItem[] {
  const items: UserMenuItem[] = [];
  if (hasConversations(role)) {
    items.push({ id: 'bookings', to: '/bookings' }, { id: 'messages', to: '/messages' });
  } else if (role === null) {
    items.push({ id: 'choose-role', to: '/auth/select-role' });
  }
  if (role === 'client') items.push({ id: 'properties', to: '/properties' });
  if (role === 'cleaner') items.push({ id: 'payouts', to: '/profile/payouts' });
  if (role === 'admin') {
    items.push({ id: 'admin-dashboard', to: '/admin', external: true }, { id: 'system-health', to: '/admin/health', external: true });
  }
  items.push({ id: 'account', to: '/profile' }, { id: 'referral-program', to: '/referrals' }, { id: 'logout' });
  return items;
}
