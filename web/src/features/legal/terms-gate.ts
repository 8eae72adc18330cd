import type { Role } from '../../api/types';

/**
 * Pages where the terms prompt stays away: the documents themselves (to read them before accepting),
 * the account page (a person who refuses may delete their account there), and the auth pages.
 */
export const PROMPT_FREE_PATHS = ['/terms', '/privacy', '/profile'] as const;

/** Whether to ask the signed-in person to accept the terms in force, on this page. */
export function shouldAskForTerms(input: { role: Role | null | undefined; signedIn: boolean; pathname: string; mustAccept: boolean | undefined }): boolean {
  if (!input.signedIn || input.role === 'admin' || input.mustAccept !== true) return false;
  const path = input.pathname.replace(/\/+$/, '') || '/';
  if ((PROMPT_FREE_PATHS as readonly string[]).includes(path)) return false;
  return !path.startsWith('/auth') && path !== '/login' && path !== '/register';
}
