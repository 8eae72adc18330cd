import { usePageMeta } from '../seo/use-page-meta';

/** `Page | Brand`, or the brand alone on the home page; the description is the page's default one. */
export function usePageTitle(title: string | null): void {
  usePageMeta({ title });
}
