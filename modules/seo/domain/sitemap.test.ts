import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_PAGES, escapeXml, sitemapXml } from './sitemap.js';
import { languageUrls } from './site-pages.js';

const HOST = 'https://eclat.example';

describe('languageUrls', () => {
  it('gives French the bare path and English the same path with ?lang=en', () => {
    expect(languageUrls(HOST, '/pricing')).toEqual({ fr: 'https://eclat.example/pricing', en: 'https://eclat.example/pricing?lang=en' });
    expect(languageUrls(HOST, '/')).toEqual({ fr: 'https://eclat.example/', en: 'https://eclat.example/?lang=en' });
    expect(languageUrls(HOST, '/cleaners?page=2').en).toBe('https://eclat.example/cleaners?page=2&lang=en');
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(HOST, [
    { path: '/pricing', lastModified: null },
    { path: '/blog/un-article', lastModified: new Date('2026-11-20T14:03:09.123Z') },
  ]);
  const entries = xml.split('<url>').slice(1);

  it('lists each page once per language, each entry naming both versions and French as the default', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(entries.map((e) => /<loc>(.*)<\/loc>/.exec(e)![1])).toEqual([
      'https://eclat.example/pricing',
      'https://eclat.example/pricing?lang=en',
      'https://eclat.example/blog/un-article',
      'https://eclat.example/blog/un-article?lang=en',
    ]);
    for (const [i, e] of entries.entries()) {
      const path = i < 2 ? '/pricing' : '/blog/un-article';
      expect(e).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="${HOST}${path}"/>`);
      expect(e).toContain(`<xhtml:link rel="alternate" hreflang="en-CA" href="${HOST}${path}?lang=en"/>`);
      expect(e).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${HOST}${path}"/>`);
    }
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('writes <lastmod> only when the date is known, to the second in UTC', () => {
    expect(entries[0]).not.toContain('<lastmod>');
    expect(entries[2]).toContain('<lastmod>2026-11-20T14:03:09Z</lastmod>');
    expect(entries[3]).toContain('<lastmod>2026-11-20T14:03:09Z</lastmod>');
  });

  it('escapes every address', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const odd = sitemapXml(HOST, [{ path: '/cleaners?city=a&x=<b>', lastModified: null }]);
    expect(odd).toContain('<loc>https://eclat.example/cleaners?city=a&amp;x=&lt;b&gt;&amp;lang=en</loc>');
    expect(odd).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('refuses more pages than one file may hold', () => {
    const pages = Array.from({ length: SITEMAP_MAX_PAGES + 1 }, (_, i) => ({ path: `/p${i}`, lastModified: null }));
    expect(() => sitemapXml(HOST, pages)).toThrow(RangeError);
    expect(() => sitemapXml(HOST, pages.slice(1))).not.toThrow();
  });
});
