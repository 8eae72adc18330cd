import type { components } from '../../../web/src/api/schema';

export type User = components['schemas']['User'];

// Same key family as the web app but a separate entry: an admin session in the
// console must not be mistaken for (or overwrite) a client session in the web app.
const TOKEN_KEY = 'eclat.admin.token';

// The signed-in user, fetched at most once per page load (see auth-provider.ts).
let currentUser: Promise<User> | null = null;
// An admin who signed in on the web app's /login: no console token, the session cookie they share.
let sharedSession = false;

export const usesSharedSession = (): boolean => sharedSession;

export function startSharedSession(user: User): void {
  sharedSession = true;
  currentUser = Promise.resolve(user);
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be disabled (privacy modes); the session then lives only in the cookie.
    return null;
  }
}

export function startSession(token: string, user: User): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // See getToken: without storage the httpOnly session cookie still authenticates.
  }
  currentUser = Promise.resolve(user);
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  currentUser = null;
  sharedSession = false;
}

/** The cached user, or the result of `load` cached for the rest of the page load. */
export function rememberUser(load: () => Promise<User>): Promise<User> {
  if (!currentUser) {
    const pending = load();
    currentUser = pending;
    // A failed lookup must not be cached: the next check asks the server again.
    pending.catch(() => {
      if (currentUser === pending) currentUser = null;
    });
  }
  return currentUser;
}
