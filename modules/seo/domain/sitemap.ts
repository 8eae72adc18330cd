import { HREFLANG, languageUrls } from './site-pages.js';

/** One page of the site (both language versions are written for it). */
export interface SitePage {
  path: string;
  /** When its content last changed; null when nobody knows (no <lastmod> is better than a wrong one). */
  lastModified: Date | null;
}

/** The sitemap protocol's limit of addresses in one file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;
/** Each page is listed once per language. */
export const SITEMAP_MAX_PAGES = SITEMAP_MAX_URLS / 2;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** W3C datetime, to the second, in UTC. */
const w3cDate = (at: Date): string => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The <urlset> of these pages: each page twice (French, then English), each entry naming both
 * versions and the default as alternates, as Google asks for hreflang in sitemaps. Pages past
 * SITEMAP_MAX_PAGES are the caller's to leave out (see application/site-map.ts).
 */
export function sitemapXml(publicUrl: string, pages: readonly SitePage[]): string {
  if (pages.length > SITEMAP_MAX_PAGES) throw new RangeError(`a sitemap holds at most ${SITEMAP_MAX_PAGES} pages in two languages`);
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const page of pages) {
    const urls = languageUrls(publicUrl, page.path);
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="${HREFLANG.fr}" href="${escapeXml(urls.fr)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="${HREFLANG.en}" href="${escapeXml(urls.en)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(urls.fr)}"/>`,
    ];
    const lastmod = page.lastModified ? [`    <lastmod>${w3cDate(page.lastModified)}</lastmod>`] : [];
    for (const loc of [urls.fr, urls.en]) out.push('  <url>', `    <loc>${escapeXml(loc)}</loc>`, ...lastmod, ...alternates, '  </url>');
  }
  out.push('</urlset>', '');
  return out.join('\n');
}
