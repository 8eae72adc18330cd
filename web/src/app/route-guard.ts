import { matchPath } from 'react-router-dom';
import type { Role } from '../api/types';
import { postLoginDestination } from './last-path';
import {
  ADMIN_CONSOLE_PATH,
  adminRedirects,
  memberRoutes,
  visitorRoutes,
  type PageId,
  type RouteEntry,
} from './route-table';

export type Viewer = { role: Role | null } | null;

export type RouteDecision =
  /** Render `page`; `pattern` is the table path, so the page can read its params. */
  | { kind: 'page'; page: PageId; pattern: string }
  /** In-app redirect (history replace). */
  | { kind: 'redirect'; to: string }
  /** Full-page replace to an address outside this app (the admin console). */
  | { kind: 'leave'; to: string }
  /** Reload the page (visitor on /auth/success, whose session cookie has just been set). */
  | { kind: 'reload' };

function findEntry(table: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  return table.find((entry) => matchPath({ path: entry.path, end: true }, pathname) !== null);
}

/**
 * Decides what a path shows for a viewer (spec section 2):
 * visitors see the auth page for unknown paths, signed-in people a 404,
 * and admins are sent to the console.
 */
export function resolveRoute(pathname: string, viewer: Viewer, lastPath: string | null = null): RouteDecision {
  if (viewer?.role === 'admin') {
    const redirect = adminRedirects.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
    if (redirect) return { kind: 'leave', to: redirect.redirectTo };
    // The server serves the console under /admin; if this app is answering there instead,
    // replacing the address would reload the same page forever.
    if (matchPath({ path: `${ADMIN_CONSOLE_PATH}/*`, end: false }, pathname)) return { kind: 'page', page: 'not-found', pattern: '*' };
    return { kind: 'leave', to: ADMIN_CONSOLE_PATH };
  }

  const signedIn = viewer !== null;
  const entry = findEntry(signedIn ? memberRoutes : visitorRoutes, pathname);

  if (!entry) return { kind: 'page', page: signedIn ? 'not-found' : 'auth', pattern: '*' };
  if ('redirectTo' in entry) return { kind: 'redirect', to: entry.redirectTo };
  if ('authSuccess' in entry) return signedIn ? { kind: 'redirect', to: postLoginDestination(lastPath) } : { kind: 'reload' };
  if (entry.onlyFor && !entry.onlyFor.includes(viewer?.role ?? null)) return { kind: 'redirect', to: entry.otherwise ?? '/' };
  return { kind: 'page', page: entry.page, pattern: entry.path };
}
