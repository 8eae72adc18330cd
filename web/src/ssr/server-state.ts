import type { DehydratedState } from '@tanstack/react-query';
import type { Locale } from '../api/types';

export const SERVER_STATE_ID = 'eclat-server-state';

/** What the server's first HTML tells the browser app, so its first render draws the same page. */
export interface ServerState {
  language: Locale;
  /** The public origin (PUBLIC_URL). */
  origin: string;
  /** The translation namespaces the page used. */
  namespaces: string[];
  /** The API answers the page was drawn from. */
  queries: DehydratedState;
}

let cached: ServerState | null | undefined;

/** The state of a server-rendered page, or null when the page came as the bare shell. */
export function readServerState(): ServerState | null {
  if (cached !== undefined) return cached;
  cached = null;
  if (typeof document === 'undefined') return cached;
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return cached;
  try {
    cached = JSON.parse(text) as ServerState;
  } catch {
    // A damaged state only costs the first render its head start.
  }
  return cached;
}
