import { createContext, useContext } from 'react';
import type { AuthResult, User } from '../../api/types';
import type { AuthState } from './auth-machine';

export interface AuthContextValue {
  state: AuthState;
  /** After login or signup: set the user and store the session (remember-me picks the storage). */
  acceptSession(result: AuthResult, remember: boolean): void;
  /** After a profile change: the new user replaces the stored one. */
  updateUser(user: User): void;
  /**
   * Calls the server, then clears the session whatever it answered. `beforeClear` runs in the
   * same tick as the clearing (to navigate away), so no page renders signed out in between.
   */
  logout(beforeClear?: () => void): Promise<void>;
  /** Clears the session without calling the server (the account is gone). */
  forget(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

export function useCurrentUser(): User | null {
  return useAuth().state.user;
}
