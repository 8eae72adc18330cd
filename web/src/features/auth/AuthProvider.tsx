import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { AuthResult, User } from '../../api/types';
import { brandKeys } from '../brand/api/get-brand';
import { claimOfflineData, forgetOfflineData } from '../../pwa/offline-data';
import { meQueryOptions } from './api/get-me';
import { logoutRequest } from './api/logout';
import { AuthContext, type AuthContextValue } from './auth-context';
import { authReducer, initialAuthState, type AuthState } from './auth-machine';
import {
  browserStores,
  clearSession,
  mayHaveCookieSession,
  readSession,
  readToken,
  tokenIsRemembered,
  updateStoredUser,
  writeSession,
} from './session-storage';

/** `initialState`: see serverRenderedAuthState; the default is the spec's "loading at start". */
export function AuthProvider({ children, initialState = initialAuthState }: { children: ReactNode; initialState?: AuthState }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(authReducer, initialState);

  useEffect(() => {
    let cancelled = false;
    // In a transition: on a server-drawn page the answer (most often "signed out", as drawn) changes the
    // context every part reading it, and a plain update would redraw them all in one long task (issue #39).
    // A sign-in dispatched meanwhile still wins (the reducer takes the lookup only while it is pending).
    const resolve = (user: User | null) => startTransition(() => dispatch({ type: 'resolved', user }));
    const stores = browserStores();
    const stored = readSession(stores);
    if (stored) {
      // Spec section 4: a stored session sets the user without a call.
      resolve(stored.user);
      void claimOfflineData(stored.user.id);
      return;
    }
    if (!mayHaveCookieSession(document.cookie)) {
      resolve(null);
      return;
    }
    queryClient
      .fetchQuery(meQueryOptions())
      .then((me) => {
        if (cancelled) return;
        if (me) {
          const token = me.token ?? readToken(stores);
          writeSession(stores, { user: me.user, token }, tokenIsRemembered(stores));
          void claimOfflineData(me.user.id);
        }
        resolve(me?.user ?? null);
      })
      .catch(() => {
        if (!cancelled) resolve(null);
      });
    return () => {
      cancelled = true;
    };
  }, [queryClient]);

  const forgetCachedData = useCallback(() => {
    // Another person may sign in next in this tab: only the brand survives.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== brandKeys.all[0] });
    // And what the installed app kept on the device for offline use (issue #34).
    void forgetOfflineData();
  }, [queryClient]);

  const acceptSession = useCallback((result: AuthResult, remember: boolean) => {
    writeSession(browserStores(), { user: result.user, token: result.token }, remember);
    dispatch({ type: 'signed-in', user: result.user });
    void claimOfflineData(result.user.id);
  }, []);

  const updateUser = useCallback((user: User) => {
    updateStoredUser(browserStores(), user);
    dispatch({ type: 'user-updated', user });
  }, []);

  const forget = useCallback(() => {
    clearSession(browserStores());
    dispatch({ type: 'signed-out' });
    forgetCachedData();
  }, [forgetCachedData]);

  const logout = useCallback(
    async (beforeClear?: () => void) => {
      try {
        // While the session still works: this device stops getting this person's push notifications (issue #34).
        await import('../push/push-device').then((m) => m.forgetPushOnThisDevice()).catch(() => undefined);
        await logoutRequest();
      } catch {
        // Spec section 4: logout clears the session even if the server call fails.
      } finally {
        beforeClear?.();
        forget();
      }
    },
    [forget],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ state, acceptSession, updateUser, logout, forget }),
    [state, acceptSession, updateUser, logout, forget],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
