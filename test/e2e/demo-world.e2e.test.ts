import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser } from './support/browser.js';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { seedAtBoot } from '../../src/db/seed.js';

/**
 * Issue #35 in the browser: what a first `npm start` shows — recommended cleaners with their
 * portraits and the "Démo" badge, the reviews page, the gallery, the console's dashboard with figures
 * for the last 30 days. Its own server and database: the demo world's 66 cleaners would change what
 * every other browser file finds.
 */
let db: Awaited<ReturnType<typeof ownDatabase>>;
let t: TestServer;
let browser: Browser;
let page: Page;
let adminPassword = '';

beforeAll(async () => {
  db = await ownDatabase('demo_e2e');
  t = await createTestServer({ env: { DATABASE_URL: db.url, PAGE_CACHE_SECONDS: '0' } });
  const lines: string[] = [];
  const world = await seedAtBoot(t.server, t.config, (l) => lines.push(l));
  if (!world.created) throw new Error(`no demo world: ${world.reason}`);
  await world.portraits;
  adminPassword = /^\s+admin\s+\S+\s+(\S+)$/m.exec(lines.join('\n'))![1]!;
  browser = await launchBrowser();
  page = await (await browser.newContext({ baseURL: t.url, locale: 'fr-CA' })).newPage();
  page.setDefaultTimeout(10_000);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await db?.drop();
});

/** True once every picture in the cards is loaded and drawn (not a broken image). */
const portraitsDrawn = (selector: string) =>
  page.evaluate((s) => {
    const images = [...document.querySelectorAll<HTMLImageElement>(`${s} img`)];
    return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
  }, selector);

describe('the demo world on a first start', () => {
  it('home: recommended cleaners with portraits, each labelled demo', async () => {
    await page.goto('/');
    const cards = page.locator('.cleaner-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => portraitsDrawn('.cleaner-card')).toBe(true);
    await expect.poll(() => cards.first().locator('.demo-badge').isVisible()).toBe(true);
    expect(await cards.first().locator('.demo-badge').getAttribute('title')).toMatch(/^Profil de démonstration/);
    // Issue #35: cards say how many reviews and visits, counted from the world's bookings and reviews.
    const texts = await cards.allTextContents();
    expect(texts.some((text) => /\(\d[\d\u00a0\u202f]* avis\)/.test(text) && /\d[\d\u00a0\u202f]* visites? effectuées?/.test(text))).toBe(true);
    // The marketplace's figures, Quebec-formatted ("4,6 / 5"), with the note that demo data is counted.
    const figures = page.locator('section', { has: page.getByRole('heading', { level: 2, name: /en chiffres$/ }) });
    await figures.waitFor();
    const figuresText = (await figures.textContent()) ?? '';
    expect(figuresText).toMatch(/personnes de ménage inscrites/);
    expect(figuresText).toMatch(/visites effectuées/);
    expect(figuresText).toMatch(/\d,\d\u00a0\/\u00a05/);
    expect(figuresText).toContain('données de démonstration');
    await expectAccessible(page, 'home with the demo world');
  });

  it('/reviews: published reviews with their ratings, labelled demo', async () => {
    await page.goto('/reviews');
    await page.getByText(/^\d[\d\s\u202f]* avis publiés$/).waitFor();
    const reviews = page.locator('.review-card');
    expect(await reviews.count()).toBeGreaterThanOrEqual(10);
    expect(await reviews.locator('.demo-badge').count()).toBe(await reviews.count());
  });

  it('the gallery and a profile', async () => {
    await page.goto('/gallery');
    await page.locator('.gallery-pair').first().waitFor();
    expect(await page.locator('.gallery-pair').count()).toBeGreaterThanOrEqual(4);
    await page.goto('/cleaners');
    await page.locator('.cleaner-card__name a').first().click();
    await page.locator('.public-profile__city .demo-badge').waitFor();
    await expect.poll(() => portraitsDrawn('.public-profile__header')).toBe(true);
  });

  it('the console: the dashboard has figures for the last 30 days', async () => {
    await page.goto('/admin');
    await page.getByLabel('Courriel', { exact: true }).fill('admin@demo.eclat.local');
    await page.getByLabel('Mot de passe', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: /connexion/i }).click();
    await page.getByText(/Bienvenue/).waitFor();
    const value = page.getByText('Valeur brute des réservations', { exact: true }).first().locator('..');
    // A non-zero amount, e.g. « 59 569,60 $ ».
    await expect.poll(async () => (await value.textContent()) ?? '').toMatch(/[1-9][\d\s\u202f\u00a0]*,\d\d\s?\$/);
    await page.getByRole('heading', { name: 'Entonnoir de conversion' }).waitFor();
  });
});
