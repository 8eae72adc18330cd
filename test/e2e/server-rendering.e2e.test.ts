import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from './support/browser.js';
import { call, listedCleaner } from './support/booking-accounts.js';

/**
 * Issue #15: public pages deliver their content in the first HTML answer (server rendering), with
 * their own head (title, description, canonical and language URLs, Open Graph, JSON-LD), in the
 * language the address or the visitor chose; the browser app then takes over without a flash.
 */

interface Fetched {
  status: number;
  html: string;
  headers: Headers;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const res = await fetch(`${baseUrl()}${path}`, { headers });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

const first = (html: string, re: RegExp) => re.exec(html)?.[1] ?? null;
const title = (html: string) => first(html, /<title>([^<]*)<\/title>/);
const h1 = (html: string) => first(html, /<h1[^>]*>([^<]*)</)?.replace(/&#x27;/g, "'");
const root = (html: string) => first(html, /<div id="root">([\s\S]*)<\/div><script id="eclat-server-state"/);
const link = (html: string, attrs: string) => first(html, new RegExp(`<link ${attrs} href="([^"]+)"`));
const meta = (html: string, attr: string, name: string) => first(html, new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`));
function jsonLd(html: string): Array<Record<string, unknown>> {
  const text = first(html, /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  if (!text) return [];
  const data = JSON.parse(text) as Record<string, unknown>;
  return (data['@graph'] as Array<Record<string, unknown>> | undefined) ?? [data];
}

describe('the first HTML of public pages', () => {
  let cleaner: { slug: string; name: string };
  let post: { slug: string; title: string };

  beforeAll(async () => {
    cleaner = await listedCleaner('Rosalie Gendron', `ssr-${Date.now()}@e2e.eclat.local`);
    const blog = await call<{ items: { slug: string; title: string }[] }>('GET', '/api/content/blog?lang=fr');
    post = blog.items[0]!;
  });

  it('draws the home page with its content, head and LocalBusiness description, in French at the bare address', async () => {
    const { status, html, headers } = await get('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="fr">');
    expect(title(html)).toBe('Ménage à domicile au Québec | Éclat');
    expect(h1(html)).toBe('Une maison qui brille, sans y passer la fin de semaine');
    expect(root(html)).toContain('Trouver une personne de ménage');
    const origin = baseUrl();
    expect(link(html, 'rel="canonical"')).toBe(`${origin}/`);
    expect(link(html, 'rel="alternate" hreflang="en-CA"')).toBe(`${origin}/?lang=en`);
    expect(link(html, 'rel="alternate" hreflang="x-default"')).toBe(`${origin}/`);
    expect(meta(html, 'property', 'og:locale')).toBe('fr_CA');
    expect(meta(html, 'name', 'description')).toMatch(/^Réservez le ménage de votre maison/);
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'LocalBusiness', name: 'Éclat' });
    // The Content-Security-Policy forbids inline scripts: none in the page but data (JSON) ones.
    expect(html.match(/<script(?![^>]*type="application\/(ld\+)?json")[^>]*>[^<]+<\/script>/g)).toBeNull();
  });

  it('draws English at ?lang=en, for a saved choice, and for an English browser, with the canonical address of that language', async () => {
    const english = await get('/about?lang=en');
    expect(english.html).toContain('<html lang="en">');
    expect(h1(english.html)).toBe('About Éclat');
    expect(link(english.html, 'rel="canonical"')).toBe(`${baseUrl()}/about?lang=en`);
    expect(h1((await get('/about', { cookie: 'eclat.lang=en' })).html)).toBe('About Éclat');
    expect(h1((await get('/about', { 'accept-language': 'en-CA,en;q=0.9' })).html)).toBe('About Éclat');
    expect(h1((await get('/about?lang=fr', { cookie: 'eclat.lang=en' })).html)).toBe("À propos d'Éclat");
    expect((await get('/about', { cookie: 'eclat.theme=dark' })).html).toContain('<html lang="fr" class="dark">');
  });

  it('draws a service page, the FAQ, an article and a cleaner’s profile with their JSON-LD', async () => {
    const service = await get('/services/nettoyage-regulier');
    expect(h1(service.html)).toBe('Nettoyage régulier');
    expect(jsonLd(service.html).map((d) => d['@type'])).toEqual(expect.arrayContaining(['Service']));

    const faq = await get('/faq');
    const faqPage = jsonLd(faq.html).find((d) => d['@type'] === 'FAQPage');
    expect((faqPage?.mainEntity as unknown[]).length).toBeGreaterThan(3);

    const article = await get(`/blog/${post.slug}`);
    expect(article.status).toBe(200);
    expect(h1(article.html)).toBe(post.title.replace(/'/g, "'"));
    expect(meta(article.html, 'property', 'og:type')).toBe('article');
    expect(jsonLd(article.html)[0]).toMatchObject({ '@type': 'BlogPosting', headline: post.title, inLanguage: 'fr-CA' });

    const profile = await get(`/cleaners/${cleaner.slug}`);
    expect(profile.status).toBe(200);
    expect(title(profile.html)).toBe(`${cleaner.name} | Éclat`);
    expect(root(profile.html)).toContain('Nettoyeuse depuis six ans à Montréal');
    const business = jsonLd(profile.html)[0]!;
    expect(business).toMatchObject({ '@type': 'LocalBusiness', name: cleaner.name, priceRange: '30 $/h' });
    // No review yet: a rating would be invented.
    expect(business).not.toHaveProperty('aggregateRating');
  });

  it('answers 404, not indexable, for a missing article, cleaner or unknown address', async () => {
    for (const path of ['/blog/cet-article-nexiste-pas', '/cleaners/personne-inconnue-xyz', '/une/adresse/inconnue']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(meta(html, 'name', 'robots'), path).toBe('noindex');
    }
  });

  it('sends member pages as the bare shell, and every page compressed', async () => {
    const profile = await get('/profile');
    expect(profile.status).toBe(200);
    expect(profile.html).toContain('<div id="root"></div>');
    const res = await fetch(`${baseUrl()}/pricing`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
  });
});

describe('the browser app taking over a server-drawn page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('keeps the drawn page (no loading screen), logs no error, and updates the head when navigating', async () => {
    const page = await newPage(browser);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.addInitScript(() => {
      const w = window as unknown as { loadingSeen: boolean };
      w.loadingSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('.loading-screen, .page-loading')) w.loadingSeen = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/pricing', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => (window as unknown as { loadingSeen: boolean }).loadingSeen)).toBe(false);
    // The app is live: a client-side link leads to the FAQ and rewrites the head.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Foire aux questions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Foire aux questions' }).waitFor();
    expect(await page.title()).toBe('Foire aux questions | Éclat');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}/faq`);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')['@type']).toBe('FAQPage');
    // A visitor's page asks nothing that can only answer 401 (issue #15: best practices).
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
