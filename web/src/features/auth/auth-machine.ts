import type { User } from '../../api/types';

/** Spec section 4 (Authentication): loading at start, then signed in or signed out. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: User }
  | { status: 'signed-out'; user: null };

export type AuthEvent =
  /** The start-up lookup ended: a stored or fetched user, or none (any failure counts as none). */
  | { type: 'resolved'; user: User | null }
  | { type: 'signed-in'; user: User }
  | { type: 'user-updated'; user: User }
  | { type: 'signed-out' };

export const initialAuthState: AuthState = { status: 'loading', user: null };

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'resolved':
      // A sign-in that finished before the start-up lookup wins over a late answer.
      if (state.status !== 'loading') return state;
      return event.user ? { status: 'signed-in', user: event.user } : { status: 'signed-out', user: null };
    case 'signed-in':
      return { status: 'signed-in', user: event.user };
    case 'user-updated':
      return state.status === 'signed-in' ? { status: 'signed-in', user: event.user } : state;
    case 'signed-out':
      return { status: 'signed-out', user: null };
  }
}
