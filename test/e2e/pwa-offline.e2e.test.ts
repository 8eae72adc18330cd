import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, expectAccessible, launchBrowser } from './support/browser.js';
import { call, clientWithProperty, listedCleaner, type Account, type ClientProperty } from './support/booking-accounts.js';
import { quebecDate, startVisitSoon } from './support/visits.js';

/**
 * Issue #34 on a phone: the app's manifest and icons, the service worker keeping visited pages and
 * their data for offline use (banner, offline page for the others), and a cleaner's work day done
 * in a basement: a task ticked and a photo taken offline reach the server once, after reconnecting.
 */
const TASKS = [
  { category: 'kitchen', label: 'Nettoyer le four' },
  { category: 'bathroom', label: 'Détartrer la douche' },
];

interface Visit {
  status: string;
  checklist: { id: string; label: string; done: boolean }[];
  photos: { id: string; kind: string }[];
}

describe('Éclat as an installed app, offline (issue #34)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cleaner: Account & { slug: string };
  let client: Account & { property: ClientProperty };
  let bookingId = '';
  const stamp = Date.now();
  const visit = () => call<Visit>('GET', `/api/bookings/${bookingId}`, { token: cleaner.token });

  beforeAll(async () => {
    [cleaner, client] = await Promise.all([
      listedCleaner(`Rosalie Tremblay ${stamp}`, `rosalie-${stamp}@e2e.eclat.local`),
      clientWithProperty(`Jacques Bouchard ${stamp}`, `jacques-${stamp}@e2e.eclat.local`),
    ]);
    await call('POST', '/api/payments/cards', { token: client.token, body: { paymentMethodId: 'dev_pm_success' } });
    const cleanerId = (await call<{ id: string }>('GET', `/api/cleaners/by-slug/${cleaner.slug}`)).id;
    const { booking } = await call<{ booking: { id: string } }>('POST', '/api/bookings', {
      token: client.token,
      body: {
        cleanerId,
        propertyId: client.property.id,
        cleaningType: 'regular',
        date: quebecDate(new Date(Date.now() + 2 * 86_400_000)),
        time: '09:00',
        durationHours: 4,
        allowPhotos: true,
        tasks: TASKS,
        paymentMethod: 'card',
        paymentMethodId: 'dev_pm_success',
      },
    });
    bookingId = booking.id;
    await call('POST', `/api/bookings/${bookingId}/accept`, { token: cleaner.token });
    expect(await startVisitSoon(bookingId)).toBe(1);
    await call('POST', `/api/bookings/${bookingId}/punch-in`, { token: cleaner.token, body: { lat: client.property.address.lat, lng: client.property.address.lng } });

    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
  });
  afterAll(() => browser?.close());

  it('links a manifest in the page’s language, with its icons, from every page', async () => {
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest?lang=fr');
    const manifest = (await (await page.request.get('/manifest.webmanifest?lang=fr')).json()) as { name: string; display: string; start_url: string; icons: { src: string; sizes: string; purpose: string }[]; shortcuts: { name: string }[] };
    expect(manifest).toMatchObject({ name: 'Éclat', display: 'standalone' });
    expect(manifest.shortcuts.map((s) => s.name)).toEqual(['Mes réservations', 'Messages']);
    for (const icon of manifest.icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    await page.goto('/pricing?lang=en');
    await expect.poll(() => page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest?lang=en');
  });

  it('opens the pages already visited without a connection, with the banner, and the offline page for the others', async () => {
    // The worker installed on the first visit (its files kept) and now controls the app.
    await page.goto('/?lang=fr');
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    // Signed in as the cleaner on this phone.
    const user = await call<Record<string, unknown>>('GET', '/api/users/me', { token: cleaner.token });
    await page.evaluate(({ user, token }) => {
      window.localStorage.setItem('eclat.session', JSON.stringify({ user, token }));
      window.localStorage.setItem('eclat.token', token);
      window.localStorage.setItem('eclat.lang', 'fr');
    }, { user, token: cleaner.token });
    await page.goto(`/bookings/${bookingId}`);
    await page.getByRole('heading', { name: /Liste de tâches/ }).waitFor();

    // Chromium's own installability check (what Lighthouse's PWA audit reported): manifest, worker, icons.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    await cdp.detach();
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: /Liste de tâches/ }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Hors ligne.' }).waitFor();
    await expectAccessible(page, 'a visit opened offline');

    await page.goto('/faq');
    await page.getByRole('heading', { name: 'Vous êtes hors ligne' }).waitFor();
    expect(await page.getByRole('link', { name: 'Réessayer' }).isVisible()).toBe(true);
    await expectAccessible(page, 'the offline page');
  });

  it('keeps a task ticked and a photo taken offline on the phone, then sends each once when the connection returns', async () => {
    await page.goto(`/bookings/${bookingId}`);
    const box = page.getByRole('checkbox', { name: /Nettoyer le four/ });
    await box.check();
    await page.getByText('En attente d’envoi').first().waitFor();
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 60, g: 160, b: 200 } } }).png().toBuffer();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Ajouter une photo «\u00a0Avant\u00a0»' }).click()]);
    await chooser.setFiles({ name: 'avant.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('img', { name: /en attente d’envoi/ }).waitFor();
    await page.getByText('Terminer sera possible une fois les 2 actions en attente envoyées.').waitFor();
    expect(await page.getByRole('button', { name: 'Terminer et soumettre' }).isDisabled()).toBe(true);
    // Nothing reached the server yet.
    const before = await visit();
    expect([before.checklist.find((task) => task.label === 'Nettoyer le four')?.done, before.photos.length]).toEqual([false, 0]);

    await context.setOffline(false);
    await expect.poll(async () => (await visit()).photos.length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await visit()).checklist.find((task) => task.label === 'Nettoyer le four')?.done).toBe(true);
    await expect.poll(() => page.getByText('En attente d’envoi').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Terminer et soumettre' }).isDisabled()).toBe(false);
    // Reloaded, the page shows the server's state, and nothing was sent twice.
    await page.reload();
    await expect.poll(() => box.isChecked()).toBe(true);
    expect((await visit()).photos).toHaveLength(1);
  });

  it('asks before a new version takes over, then reloads into it', async () => {
    // A deployment: the worker's script changes on the server.
    const file = 'dist/web/sw.js';
    const deployed = readFileSync(file, 'utf8');
    writeFileSync(file, `${deployed}\n// deployment ${stamp}\n`);
    try {
      const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
      expect(before).not.toBeNull();
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('alertdialog', { name: 'Nouvelle version disponible' });
      await prompt.waitFor({ timeout: 20_000 });
      await expectAccessible(page, 'the update prompt');
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Mettre à jour' }).click()]);
      await page.getByRole('heading', { name: /Liste de tâches/ }).waitFor();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
    } finally {
      writeFileSync(file, deployed);
    }
  });

  it('leaves nothing of the person on the phone after a sign-out', async () => {
    await page.getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('button', { name: 'Se déconnecter' }).tap();
    await page.getByText('Déconnexion réussie').first().waitFor();
    // The public pages and answers read after the sign-out may be kept again; nothing of the cleaner's.
    const kept = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of ['eclat-pages', 'eclat-data']) if (await caches.has(name)) urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
        return urls;
      });
    await expect.poll(async () => (await kept()).filter((url) => url.includes(bookingId) || url.includes('/api/users/me') || url.includes('/api/bookings'))).toEqual([]);
    await context.setOffline(true);
    try {
      await page.goto(`/bookings/${bookingId}`);
      await page.getByRole('heading', { name: 'Vous êtes hors ligne' }).waitFor();
    } finally {
      await context.setOffline(false);
    }
  });
});
