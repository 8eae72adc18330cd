import { readServerState } from '../ssr/server-state';

/** The public origin (PUBLIC_URL) the server rendered with, else this page's own. */
export function siteOrigin(): string {
  return readServerState()?.origin ?? window.location.origin;
}
