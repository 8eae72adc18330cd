/**
 * Spec section 2: the last visited path is remembered, except sign-in and reset pages,
 * so that signing in can bring the person back where they were.
 */

export const LAST_PATH_KEY = 'eclat.lastPath';

const NOT_REMEMBERED = [/^\/login\/?$/, /^\/auth(\/.*)?$/, /^\/reset-password(\/.*)?$/];

export function shouldRememberPath(pathname: string): boolean {
  return !NOT_REMEMBERED.some((pattern) => pattern.test(pathname));
}

/** Pages a person never wants to land on right after signing in. */
const NOT_A_DESTINATION = [/^\/register\/?$/, /^\/forgot-password\/?$/, ...NOT_REMEMBERED];

export const DEFAULT_SIGNED_IN_PATH = '/profile';

/** Where sign-in (and /auth/success) sends a signed-in person: the remembered path, else /profile. */
export function postLoginDestination(lastPath: string | null): string {
  if (!lastPath || !lastPath.startsWith('/') || lastPath.startsWith('//')) return DEFAULT_SIGNED_IN_PATH;
  const pathname = lastPath.split(/[?#]/)[0] ?? lastPath;
  if (NOT_A_DESTINATION.some((pattern) => pattern.test(pathname))) return DEFAULT_SIGNED_IN_PATH;
  return lastPath;
}

export function readLastPath(): string | null {
  try {
    return window.localStorage.getItem(LAST_PATH_KEY);
  } catch {
    return null;
  }
}

export function rememberPath(pathname: string, search: string): void {
  if (!shouldRememberPath(pathname)) return;
  try {
    window.localStorage.setItem(LAST_PATH_KEY, pathname + search);
  } catch {
    // Storage disabled: sign-in then lands on /profile.
  }
}
