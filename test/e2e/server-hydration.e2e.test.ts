import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser.js';
import { call, listedCleaner } from './support/booking-accounts.js';
import { appReady } from './support/phone-walk.js';

/**
 * Issue #39: the browser app hydrates a visitor's server-drawn page (docs/decisions.md, "Server
 * rendering") instead of drawing it again. Every public page the server draws is loaded on a desktop
 * and on a phone: React must adopt the server's page as it is, with no hydration error (a mismatch
 * is logged by main.tsx and React then draws the part again, which costs the page its speed and
 * can move it), the server's nodes stay on screen, and nothing moves as the app takes over (what the
 * browser knows and the server does not, such as the phone's width, comes without a layout shift).
 */

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** Drawn by the server, then replaced rather than hydrated (main.tsx): the sign-in page of an unknown address. */
const REPLACED = new Set(['/une/adresse/inconnue']);

/** Lighthouse's threshold of a "good" cumulative layout shift. */
const MAX_LAYOUT_SHIFT = 0.1;

/** Loads the page as a visitor; returns what went wrong in its console, whether the drawn heading was kept and how much the page moved. */
async function visit(page: Page, path: string): Promise<{ errors: string[]; kept: boolean; shift: number }> {
  const errors: string[] = [];
  page.on('console', (m) => {
    // The unknown address is answered 404 (the sign-in page, not indexable), which the console reports.
    if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const res = await page.goto(path);
  // Only the server's pages are hydrated: a bare shell would prove nothing.
  expect(await res?.text(), `${path} is server-rendered`).toContain('id="eclat-server-state"');
  await appReady(page);
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => (document.querySelector('main.site-main h1') as (Element & { serverDrawn?: boolean }) | null)?.serverDrawn === true);
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  return { errors, kept, shift };
}

describe('the browser app hydrating the server-drawn public pages', () => {
  let browser: Browser;
  let paths: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const cleaner = await listedCleaner('Maude Hydratée', `hydration-${Date.now()}@e2e.eclat.local`);
    const blog = await call<{ items: { slug: string }[] }>('GET', '/api/content/blog?lang=fr');
    paths = [
      '/', '/about', '/homeowners', '/cleaners/join', '/how-it-works', '/terms', '/privacy', '/pricing', '/faq', '/gallery', '/contact',
      '/impact', '/cleaners', '/cleaners?city=montreal&service=regular', `/cleaners/${cleaner.slug}`, '/city/montreal', '/region/06',
      '/services/nettoyage-regulier', '/services/nettoyage-profondeur', '/services/nettoyage-demenagement', '/services/nettoyage-garage',
      '/referral-program', '/reviews', '/blog', ...(blog.items[0] ? [`/blog/${blog.items[0].slug}`] : []),
      '/une/adresse/inconnue', '/?lang=en', '/cleaners?lang=en',
    ];
  });
  afterAll(async () => {
    await browser.close();
  });

  async function context(options: BrowserContextOptions, saved: Record<string, string> = {}) {
    const ctx = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA', ...options });
    await ctx.addInitScript((items: Record<string, string>) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // The heading the server drew, marked before any script of the app runs.
      document.addEventListener('DOMContentLoaded', () => {
        const heading = document.querySelector('main.site-main h1') as (Element & { serverDrawn?: boolean }) | null;
        if (heading) heading.serverDrawn = true;
      });
    }, saved);
    return ctx;
  }

  it.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ])('adopts every public page as drawn on %s', async (_label, options) => {
    const ctx = await context(options);
    const problems: string[] = [];
    for (const path of paths) {
      const page = await ctx.newPage();
      page.setDefaultTimeout(15_000);
      const { errors, kept, shift } = await visit(page, path);
      problems.push(...errors.map((e) => `${path}: ${e.slice(0, 300)}`));
      if (!kept && !REPLACED.has(path)) problems.push(`${path}: the server's heading was drawn again`);
      if (shift > MAX_LAYOUT_SHIFT) problems.push(`${path}: the page moved as the app took over (layout shift ${shift.toFixed(3)})`);
      await page.close();
    }
    await ctx.close();
    expect(problems).toEqual([]);
  }, 240_000);

  it('adopts the page when the browser holds a saved theme and a saved city the server does not know, then shows them', async () => {
    const ctx = await context(PHONE, { 'eclat.theme': 'dark', 'eclat.city': JSON.stringify({ id: 'montreal', name: 'Montréal' }) });
    const page = await ctx.newPage();
    page.setDefaultTimeout(15_000);
    // (The recommendations then change city: that part of the page moves, as it should.)
    const { errors, kept } = await visit(page, '/');
    expect(errors).toEqual([]);
    expect(kept).toBe(true);
    // Then the browser's own choices: the dark theme ticked, the recommendations near the saved city.
    expect(await page.getByRole('radio', { name: 'Sombre' }).isChecked()).toBe(true);
    await page.getByRole('heading', { level: 2, name: /Montréal/ }).waitFor();
    await ctx.close();
  });
});
