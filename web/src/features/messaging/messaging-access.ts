import type { Role } from '../../api/types';

export type PartyRole = 'client' | 'cleaner';

/**
 * Who has bookings and messages (spec section 6): clients and cleaners. Admins have none, and a
 * person who signed up but has not chosen a role yet has none either: the server answers 403 to
 * both, so the shell must not ask (issue #14: a red "unread messages" toast right after sign-up).
 */
export function hasConversations(role: Role | null | undefined): role is PartyRole {
  return role === 'client' || role === 'cleaner';
}
