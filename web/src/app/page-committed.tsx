import { createContext, useContext, useEffect } from 'react';

/** Called once the page's own content is on screen and live (Root's `onCommitted`). */
export const PageCommittedContext = createContext<(() => void) | undefined>(undefined);

/**
 * Rendered beside the page, inside its Suspense boundary: its effect runs when that boundary commits.
 * A hydrated page's boundaries are adopted one after the other (the shell first), so the page is only
 * live, its buttons and fields React's, once this one has.
 */
export function PageCommitted() {
  const onCommitted = useContext(PageCommittedContext);
  useEffect(() => onCommitted?.(), [onCommitted]);
  return null;
}
