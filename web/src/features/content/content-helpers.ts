import { BLOG_CATEGORIES, FAQ_CATEGORIES, GALLERY_CATEGORIES, type BlogCategory, type FaqCategory, type FaqEntry, type GalleryCategory, type ServiceSlug, type ServiceType } from './api/types';

/** Lower case, accents and Markdown marks removed: "Éco-énergétique" and "eco energetique" meet. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[*_`#>[\]()’'"«»:;,.!?¿¡/\\-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Entries whose question or answer holds every word typed (in any order); all of them for an empty query. */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (!words.length) return [...entries];
  return entries.filter((e) => {
    const haystack = normalizeForSearch(`${e.question} ${e.answer}`);
    return words.every((w) => haystack.includes(w));
  });
}

/** The FAQ's groups in their fixed order, empty groups left out. */
export function groupFaq(entries: readonly FaqEntry[]): { category: FaqCategory; entries: FaqEntry[] }[] {
  return FAQ_CATEGORIES.map((category) => ({ category, entries: entries.filter((e) => e.category === category) })).filter((g) => g.entries.length > 0);
}

export const readBlogCategory = (value: string | null): BlogCategory | null => (BLOG_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as BlogCategory) : null;
export const readGalleryCategory = (value: string | null): GalleryCategory | null => (GALLERY_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as GalleryCategory) : null;

export function readPage(value: string | null): number {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) && n >= 1 && n <= 1000 ? n : 1;
}

/** The four service pages (spec section 2), by the route table's page id. */
export const SERVICE_PAGES = {
  'service-regular': { slug: 'nettoyage-regulier', serviceType: 'regular' },
  'service-deep': { slug: 'nettoyage-profondeur', serviceType: 'deep' },
  'service-moving': { slug: 'nettoyage-demenagement', serviceType: 'move_in_out' },
  'service-garage': { slug: 'nettoyage-garage', serviceType: 'garage' },
} as const satisfies Record<string, { slug: ServiceSlug; serviceType: ServiceType }>;
export type ServicePageId = keyof typeof SERVICE_PAGES;

/** The cleaner search, filtered by this service (the search's `service` filter). */
export const searchHrefFor = (service: string): string => `/cleaners?service=${encodeURIComponent(service)}`;
