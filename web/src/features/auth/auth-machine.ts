import type { User } from '../../api/types';

/** Spec section 4 (Authentication): loading at start, then signed in or signed out. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: User }
  /**
   * `provisional`: a server-rendered page is drawn signed out at once (as the server drew it) while
   * the start-up lookup runs; its answer may still sign the person in.
   */
  | { status: 'signed-out'; user: null; provisional?: true };

export type AuthEvent =
  /** The start-up lookup ended: a stored or fetched user, or none (any failure counts as none). */
  | { type: 'resolved'; user: User | null }
  | { type: 'signed-in'; user: User }
  | { type: 'user-updated'; user: User }
  | { type: 'signed-out' };

export const initialAuthState: AuthState = { status: 'loading', user: null };

/** The first state of a server-rendered page: a stored session at once, else signed out until the lookup answers. */
export function serverRenderedAuthState(stored: User | null): AuthState {
  return stored ? { status: 'signed-in', user: stored } : { status: 'signed-out', user: null, provisional: true };
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'resolved':
      // A sign-in that finished before the start-up lookup wins over a late answer.
      if (state.status !== 'loading' && !(state.status === 'signed-out' && state.provisional)) return state;
      return event.user ? { status: 'signed-in', user: event.user } : { status: 'signed-out', user: null };
    case 'signed-in':
      return { status: 'signed-in', user: event.user };
    case 'user-updated':
      return state.status === 'signed-in' ? { status: 'signed-in', user: event.user } : state;
    case 'signed-out':
      return { status: 'signed-out', user: null };
  }
}
