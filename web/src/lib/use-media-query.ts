import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a CSS media query matches, `null` until the page is live (the server's page and its hydration
 * cannot know the screen), then follows the window as it is resized or turned. The first answer comes in
 * a transition: a plain update (or useSyncExternalStore's, always synchronous) would redraw what depends
 * on it in one long task right after hydration (the search page's filters, issue #39).
 */
export function useMediaQuery(query: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    startTransition(update);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
