/**
 * Spec section 8: any 401 sends the browser to /login, unless the visitor is already on a
 * sign-in page. A 401 from the current-user lookup or from the sign-in/sign-up/sign-out calls
 * is an answer ("not signed in", "wrong password"), not a lost session, so it never redirects.
 */

const LOGIN_PAGES = [/^\/login\/?$/, /^\/auth(\/.*)?$/, /^\/register\/?$/, /^\/forgot-password\/?$/, /^\/reset-password(\/.*)?$/];

export function isOnLoginPage(pathname: string): boolean {
  return LOGIN_PAGES.some((pattern) => pattern.test(pathname));
}

export function is401AnAnswer(method: string, apiPath: string): boolean {
  const path = apiPath.split('?')[0] ?? apiPath;
  if (method.toUpperCase() === 'GET' && /^\/api\/users\/me\/?$/.test(path)) return true;
  if (path.startsWith('/api/auth/')) return true;
  return /^\/api\/(login|register|logout)\/?$/.test(path);
}

export function shouldRedirectOn401(input: { status: number; method: string; apiPath: string; currentPath: string }): boolean {
  if (input.status !== 401) return false;
  if (is401AnAnswer(input.method, input.apiPath)) return false;
  return !isOnLoginPage(input.currentPath);
}
