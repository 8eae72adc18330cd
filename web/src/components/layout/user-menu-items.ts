import type { Role } from '../../api/types';
import { hasConversations } from '../../features/messaging/messaging-access';

export type UserMenuItem =
  | { id: 'choose-role' | 'bookings' | 'messages' | 'properties' | 'calendar' | 'payouts' | 'account' | 'referral-program'; to: string; external?: false }
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
  // A cleaner's calendar is their work tool (issue #40: no menu led to it).
  if (role === 'cleaner') items.push({ id: 'calendar', to: '/profile/calendar' }, { id: 'payouts', to: '/profile/payouts' });
  if (role === 'admin') {
    items.push({ id: 'admin-dashboard', to: '/admin', external: true }, { id: 'system-health', to: '/admin/health', external: true });
  }
  items.push({ id: 'account', to: '/profile' }, { id: 'referral-program', to: '/referrals' }, { id: 'logout' });
  return items;
}

/** The one action the compact (phone) header keeps beside the menu button. */
export type PrimaryAction =
  | { id: 'login' | 'book' | 'requests' | 'choose-role'; to: string; external?: false }
  | { id: 'admin-dashboard'; to: string; external: true };

/**
 * What each person most often comes to do (spec section 2): a visitor signs in (the header's login
 * button), a client books a cleaning (it starts from the search), a cleaner answers requests (the
 * first tab of their bookings), a person without a role chooses one, an admin opens the console.
 * `undefined` is a signed-out visitor.
 */
export function primaryAction(role: Role | null | undefined): PrimaryAction {
  if (role === undefined) return { id: 'login', to: '/login' };
  if (role === 'client') return { id: 'book', to: '/cleaners' };
  if (role === 'cleaner') return { id: 'requests', to: '/bookings?tab=requests' };
  if (role === 'admin') return { id: 'admin-dashboard', to: '/admin', external: true };
  return { id: 'choose-role', to: '/auth/select-role' };
}
