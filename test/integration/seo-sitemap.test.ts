import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { completeFirstSteps } from '../support/cleaner-fixtures.js';
import { listedCleaner } from '../support/booking-fixtures.js';
import { parseXml, type XmlElement } from '../support/xml.js';

/**
 * Issue #15: /sitemap.xml lists every public page in French (bare path) and English (`?lang=en`), each
 * entry naming both versions and French as x-default, from the modules that own the pages: published
 * articles only, profiles public search shows only, cities where such a cleaner works. /robots.txt keeps
 * crawlers out of the console, the API and people's own pages.
 */
const HOST = 'https://menage.example';
let t: TestServer;
let admin: string;
const slug = () => `sitemap-${randomUUID().slice(0, 8)}`;
const post = (over: Record<string, unknown>) => ({
  slug: slug(),
  category: 'guides',
  titleFr: 'Un article pour le plan du site',
  titleEn: 'An article for the sitemap',
  excerptFr: 'Un résumé assez long pour être valide.',
  excerptEn: 'A summary long enough to be valid.',
  bodyFr: `## Titre\n\n${'mot '.repeat(60)}`,
  bodyEn: `## Title\n\n${'word '.repeat(60)}`,
  authorName: 'Équipe de test',
  publishedAt: new Date(Date.now() - 86_400_000).toISOString(),
  ...over,
});

let published: { slug: string; id: string; updatedAt: string };
let draft: string;
let scheduled: string;
let listed: string;
let unlisted: string;

beforeAll(async () => {
  t = await createTestServer({ env: { PUBLIC_URL: HOST } });
  admin = (await loginAs(t, 'admin')).token;
  const write = async (body: Record<string, unknown>) => {
    const res = await t.api('POST', '/api/admin/content/blog-posts', { token: admin, body });
    if (res.status !== 201) throw new Error(`post not created: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  published = await write(post({}));
  draft = (await write(post({ publishedAt: null }))).slug;
  scheduled = (await write(post({ publishedAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }))).slug;

  // A listed cleaner in Rouyn-Noranda; an unlisted one (no approved ID) in Baie-Comeau.
  listed = (await listedCleaner(t, admin, { profile: { primaryCityId: 'rouyn-noranda', serviceCities: [{ placeId: 'rouyn-noranda', hourlyRateCents: 3000 }] } })).slug;
  const other = await loginAs(t, 'cleaner');
  await completeFirstSteps(t, other.token);
  const patched = await t.api('PATCH', '/api/cleaners/me/profile', { token: other.token, body: { primaryCityId: 'baie-comeau', serviceCities: [{ placeId: 'baie-comeau', hourlyRateCents: 3000 }] } });
  if (patched.status !== 200) throw new Error(`profile patch failed: ${JSON.stringify(patched.body)}`);
  unlisted = patched.body.slug;
});
afterAll(() => t.close());

interface Entry {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

async function sitemap(): Promise<{ res: Response; entries: Entry[]; root: XmlElement }> {
  const res = await fetch(`${t.url}/sitemap.xml`);
  const root = parseXml(await res.text());
  const entries = root.children.map((url) => {
    expect(url.name).toBe('url');
    const child = (name: string) => url.children.filter((c) => c.name === name);
    expect(child('loc')).toHaveLength(1);
    return {
      loc: child('loc')[0]!.text,
      lastmod: child('lastmod')[0]?.text ?? null,
      alternates: Object.fromEntries(child('xhtml:link').map((l) => (expect(l.attrs.rel).toBe('alternate'), [l.attrs.hreflang!, l.attrs.href!]))),
    };
  });
  return { res, entries, root };
}

const pathOf = (loc: string) => loc.slice(HOST.length);

describe('GET /sitemap.xml', () => {
  it('is well-formed XML of the sitemap protocol, cached an hour', async () => {
    const { res, root } = await sitemap();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(root.name).toBe('urlset');
    expect(root.attrs).toEqual({ xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9', 'xmlns:xhtml': 'http://www.w3.org/1999/xhtml' });
  });

  it('lists every page in both languages, each naming its French, English and default versions', async () => {
    const { entries } = await sitemap();
    const locs = entries.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const e of entries) {
      expect(e.loc.startsWith(`${HOST}/`)).toBe(true);
      const fr = e.loc.replace(/\?lang=en$/, '');
      expect(e.alternates).toEqual({ 'fr-CA': fr, 'en-CA': `${fr}?lang=en`, 'x-default': fr });
      expect(locs).toContain(fr);
      expect(locs).toContain(`${fr}?lang=en`);
    }
    for (const p of ['/', '/pricing', '/cleaners/join', '/faq', '/blog', '/services/nettoyage-regulier', '/services/nettoyage-garage']) {
      expect(locs, p).toContain(`${HOST}${p}`);
      expect(locs, p).toContain(`${HOST}${p}?lang=en`);
    }
    expect(locs).toContain(`${HOST}/?lang=en`);
    // Every region, as the web app links them (/region/<number>).
    const regions = (await t.api('GET', '/api/geo/regions')).body as { id: string }[];
    expect(regions.length).toBeGreaterThan(10);
    for (const r of regions) expect(locs).toContain(`${HOST}/region/${r.id}`);
  });

  it('lists published articles with their last change, never drafts or scheduled ones', async () => {
    const { entries } = await sitemap();
    const article = entries.filter((e) => pathOf(e.loc).replace(/\?lang=en$/, '') === `/blog/${published.slug}`);
    expect(article.map((e) => e.loc)).toEqual([`${HOST}/blog/${published.slug}`, `${HOST}/blog/${published.slug}?lang=en`]);
    // Created now and published yesterday: its text last changed when it was written.
    for (const e of article) expect(e.lastmod).toBe(new Date(published.updatedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(entries.find((e) => e.loc === `${HOST}/blog/menage-de-fin-de-bail-au-quebec-la-liste-complete`)?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const all = entries.map((e) => e.loc).join('\n');
    expect(all).not.toContain(draft);
    expect(all).not.toContain(scheduled);
    // Static pages have no known date: no lastmod rather than a wrong one.
    expect(entries.find((e) => e.loc === `${HOST}/pricing`)?.lastmod).toBeNull();
  });

  it('lists the profiles public search shows and the cities they serve, not unlisted cleaners or their cities', async () => {
    const { entries } = await sitemap();
    const locs = entries.map((e) => e.loc);
    expect(locs).toContain(`${HOST}/cleaners/${listed}`);
    expect(locs).toContain(`${HOST}/cleaners/${listed}?lang=en`);
    expect((await t.api('GET', `/api/cleaners/by-slug/${listed}`)).status).toBe(200);
    expect(locs).toContain(`${HOST}/city/rouyn-noranda`);
    expect(locs.join('\n')).not.toContain(unlisted);
    expect(locs).not.toContain(`${HOST}/city/baie-comeau`);
  });

  it('lists no member, sign-in, token or console page', async () => {
    const { entries } = await sitemap();
    const forbidden = ['/profile', '/bookings', '/messages', '/properties', '/referrals', '/book/', '/onboarding', '/client-onboarding', '/auth', '/login', '/register', '/forgot-password', '/reset-password/', '/newsletter/', '/admin', '/api/', '/dev/'];
    for (const e of entries) for (const f of forbidden) expect(pathOf(e.loc).startsWith(f), e.loc).toBe(false);
  });

  it('follows the content: a deleted article leaves at once', async () => {
    expect((await t.api('DELETE', `/api/admin/content/blog-posts/${published.id}`, { token: admin })).status).toBe(204);
    const { entries } = await sitemap();
    expect(entries.map((e) => e.loc).join('\n')).not.toContain(published.slug);
  });

  it('answers other methods with 405 and a JSON error', async () => {
    const res = await fetch(`${t.url}/sitemap.xml`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ error: 'method_not_allowed' });
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, disallows the console, the API and members’ pages, and names the sitemap', async () => {
    const res = await fetch(`${t.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of ['/admin', '/api/', '/dev/', '/profile', '/bookings', '/messages', '/properties', '/referrals', '/book/', '/onboarding', '/client-onboarding', '/auth', '/login', '/register', '/newsletter/', '/reset-password/']) {
      expect(lines, p).toContain(`Disallow: ${p}`);
    }
    expect(lines.filter((l) => l.startsWith('Disallow:')).every((l) => !['/', '/blog', '/cleaners', '/city/', '/pricing'].includes(l.slice('Disallow: '.length)))).toBe(true);
    expect(lines).toContain(`Sitemap: ${HOST}/sitemap.xml`);
  });
});
