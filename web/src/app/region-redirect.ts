/**
 * Spec section 1: French visitors whose saved province is Quebec belong on the Quebec French
 * domain; everyone else belongs on the other domain. Returns the address to move to, or null.
 */

export const PROVINCE_STORAGE_KEY = 'eclat.province';

export interface RegionRedirectInput {
  enabled: boolean;
  quebecFrenchUrl: string;
  otherUrl: string;
  /** window.location.hostname */
  hostname: string;
  /** window.location.origin */
  currentOrigin: string;
  /** pathname + search + hash, kept across domains */
  path: string;
  language: string;
  province: string | null;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function join(base: string, path: string): string {
  return base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}

export function decideRegionRedirect(input: RegionRedirectInput): string | null {
  // Development and tests run on localhost, where neither domain exists.
  if (!input.enabled || LOCAL_HOSTS.has(input.hostname)) return null;
  const quebecOrigin = originOf(input.quebecFrenchUrl);
  const otherOrigin = originOf(input.otherUrl);
  if (!quebecOrigin || !otherOrigin || quebecOrigin === otherOrigin) return null;

  const french = input.language.toLowerCase().startsWith('fr');
  const quebec = (input.province ?? '').trim().toUpperCase() === 'QC';
  const onQuebecDomain = input.currentOrigin === quebecOrigin;

  if (french && quebec) return onQuebecDomain ? null : join(input.quebecFrenchUrl, input.path);
  return onQuebecDomain ? join(input.otherUrl, input.path) : null;
}
