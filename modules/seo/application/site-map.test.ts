import { describe, expect, it } from 'vitest';
import { STATIC_PUBLIC_PATHS } from '../domain/site-pages.js';
import type { SiteSources } from './ports.js';
import { buildSiteMap } from './site-map.js';

const HOST = 'https://eclat.example';

function sources(over: Partial<SiteSources> = {}): SiteSources & { asked: Record<string, number> } {
  const asked: Record<string, number> = {};
  return {
    asked,
    servicePages: async () => [{ slug: 'nettoyage-regulier', lastModified: new Date('2026-11-01T00:00:00Z') }],
    publicPosts: async (limit) => {
      asked.posts = limit;
      return [{ slug: 'fin-de-bail', lastModified: new Date('2026-11-20T10:00:00Z') }];
    },
    listedCleanerSlugs: async (limit) => {
      asked.cleaners = limit;
      return ['marie-t', 'jean-p'];
    },
    listedCityIds: async () => ['laval', 'montreal'],
    regionIds: () => ['06', '13'],
    ...over,
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);

describe('buildSiteMap', () => {
  it('lists the static pages, published services, regions, articles, cities with cleaners and listed profiles, in both languages', async () => {
    const map = await buildSiteMap({ sources: sources(), settings: { publicUrl: HOST, maxPages: 25_000 } })();
    const french = locs(map.xml).filter((l) => !l.endsWith('lang=en')).map((l) => l.slice(HOST.length));
    expect(french).toEqual([
      ...STATIC_PUBLIC_PATHS,
      '/services/nettoyage-regulier',
      '/region/06',
      '/region/13',
      '/blog/fin-de-bail',
      '/city/laval',
      '/city/montreal',
      '/cleaners/marie-t',
      '/cleaners/jean-p',
    ]);
    expect(locs(map.xml)).toHaveLength(french.length * 2);
    expect(map).toMatchObject({ pages: french.length, truncated: false });
    expect(map.xml).toContain('<loc>https://eclat.example/blog/fin-de-bail?lang=en</loc>\n    <lastmod>2026-11-20T10:00:00Z</lastmod>');
    expect(map.xml).toContain('<loc>https://eclat.example/services/nettoyage-regulier</loc>\n    <lastmod>2026-11-01T00:00:00Z</lastmod>');
  });

  it('keeps within the cap, asking each source for no more than fits and leaving out profiles first', async () => {
    const s = sources();
    const cap = STATIC_PUBLIC_PATHS.length + 6;
    const map = await buildSiteMap({ sources: s, settings: { publicUrl: HOST, maxPages: cap } })();
    expect(s.asked).toEqual({ posts: cap, cleaners: cap });
    expect(map).toMatchObject({ pages: cap, truncated: true });
    const french = locs(map.xml).filter((l) => !l.endsWith('lang=en'));
    expect(french.at(-1)).toBe(`${HOST}/city/montreal`);
    expect(map.xml).not.toContain('/cleaners/marie-t');
  });

  it('never goes past the protocol’s limit, whatever the setting', async () => {
    const s = sources();
    await buildSiteMap({ sources: s, settings: { publicUrl: HOST, maxPages: 10_000_000 } })();
    expect(s.asked.cleaners).toBe(25_000);
  });
});
