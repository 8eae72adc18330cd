import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML, true in the app. A server-rendered form's submit button is drawn disabled
 * with `data-wait-for-app` (issue #41): a click before the app's code runs would submit the form
 * natively, fields and all, into the address bar. The app's first code (ssr/early-clicks.ts) enables
 * such buttons as it starts holding clicks, which it replays on the app's page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
