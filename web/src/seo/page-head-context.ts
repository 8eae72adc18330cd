import { createContext, useContext } from 'react';
import type { PageId } from '../app/route-table';
import type { HeadTag } from './head-tags';

/** Filled while the server renders a page: the page's head elements and, for a missing resource, its HTTP status. */
export interface ServerHead {
  /** The public origin (PUBLIC_URL) canonical URLs are built on. */
  readonly origin: string;
  tags: HeadTag[] | null;
  status: number | null;
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

/** The page id the route tables chose, so that a page without its own description gets its page's one. */
export const CurrentPageContext = createContext<PageId | null>(null);

export function useCurrentPage(): PageId | null {
  return useContext(CurrentPageContext);
}
