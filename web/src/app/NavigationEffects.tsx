import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '../components/layout/SkipLink';
import { rememberPath } from './last-path';
import { AUTH_SUCCESS_RELOADED_KEY } from './routes';

/** Remembers the last path, and moves focus to the new page for keyboard and screen-reader users. */
export function NavigationEffects() {
  const location = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    params.delete('message');
    params.delete('error');
    const search = params.toString();
    rememberPath(location.pathname, search ? `?${search}` : '');
    if (location.pathname !== '/auth/success') {
      try {
        window.sessionStorage.removeItem(AUTH_SUCCESS_RELOADED_KEY);
      } catch {
        // Storage disabled: nothing was stored.
      }
    }
  }, [location.pathname, location.search]);

  useEffect(() => {
    // The first page keeps the browser's own focus; later ones start at the main content.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (location.hash) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);

  return null;
}
