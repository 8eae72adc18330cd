import type { Locale } from '../api/types';

/** What a page says about itself to search engines and link previews. */
export interface PageMeta {
  /** The page's own title; the brand is appended (`Page | Éclat`), or stands alone when null. */
  title: string | null;
  description?: string;
  /** schema.org objects, written as one JSON-LD script. */
  jsonLd?: readonly object[];
  ogType?: 'website' | 'article' | 'profile';
  /** An absolute or site-relative image for link previews. */
  image?: string;
  /** Pages that must not be indexed (a missing blog post, member pages). */
  noindex?: boolean;
}

export interface HeadInput {
  meta: PageMeta;
  brandName: string;
  /** Used when the page gives no description. */
  fallbackDescription: string;
  language: Locale;
  /** The site's public origin, without a trailing slash (PUBLIC_URL). */
  origin: string;
  pathname: string;
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

const OG_LOCALE: Record<Locale, string> = { fr: 'fr_CA', en: 'en_CA' };

/**
 * The language URLs of docs/decisions.md: French, the binding language (Bill 96), is the bare
 * path and the default; English is the same path with `?lang=en`.
 */
export function languageUrl(origin: string, pathname: string, language: Locale): string {
  return `${origin}${pathname}${language === 'en' ? '?lang=en' : ''}`;
}

export function fullTitle(title: string | null, brandName: string): string {
  return title ? `${title} | ${brandName}` : brandName;
}

/** JSON inside a <script> element: `<` is escaped so that no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The <head> elements of a page, the same on the server (first HTML) and in the browser (after navigation). */
export function headTags(input: HeadInput): HeadTag[] {
  const { meta, origin, pathname, language } = input;
  const title = fullTitle(meta.title, input.brandName);
  const description = meta.description?.trim() || input.fallbackDescription;
  const url = languageUrl(origin, pathname, language);
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'fr-CA', href: languageUrl(origin, pathname, 'fr') } },
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'en-CA', href: languageUrl(origin, pathname, 'en') } },
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: languageUrl(origin, pathname, 'fr') } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: input.brandName } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.ogType ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:locale', content: OG_LOCALE[language] } },
    { tag: 'meta', attrs: { property: 'og:locale:alternate', content: OG_LOCALE[language === 'fr' ? 'en' : 'fr'] } },
    { tag: 'meta', attrs: { property: 'og:image', content: absolute(origin, meta.image ?? '/og-image.png') } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  if (meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  if (meta.jsonLd && meta.jsonLd.length > 0) {
    const graph = meta.jsonLd.length === 1 ? meta.jsonLd[0] : { '@context': 'https://schema.org', '@graph': meta.jsonLd };
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: scriptJson(graph) });
  }
  return tags;
}

function absolute(origin: string, href: string): string {
  return /^https?:\/\//.test(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** The tags as HTML, for the server's first answer. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'title') return `<title>${escapeHtml(t.text)}</title>`;
      // Marked as the page's own, so the browser app replaces them on the next page (use-page-meta.ts).
      const attrs = Object.entries(t.attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join('') + ' data-page-head=""';
      // JSON-LD is already safe inside <script> (scriptJson); HTML-escaping it would break the JSON.
      return t.tag === 'script' ? `<script${attrs}>${t.text}</script>` : `<${t.tag}${attrs}>`;
    })
    .join('\n    ');
}
