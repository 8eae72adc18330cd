import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true once the app has taken over.
 * A server-rendered form keeps its submit button disabled until then (issue #41): a click before
 * the app is ready would otherwise submit it natively, fields and all, into the address bar.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
