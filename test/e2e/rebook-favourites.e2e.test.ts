import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { quebecDate, startVisitSoon } from './support/visits.js';
import { baseUrl, expectAccessible, launchBrowser } from './support/browser.js';
import { call, clientWithProperty, listedCleaner, type Account, type ClientProperty } from './support/booking-accounts.js';

/**
 * Issue #18 in the browser: the cleaner taps "En route" and the client's open booking page shows it
 * by itself; "Réserver de nouveau" on a completed visit opens the form filled from it; a favourite
 * cleaner shows first on the search page. The visits are made through the API (booking.e2e.test.ts
 * covers requesting in the browser).
 */

const SHOTS = process.env.E2E_SCREENSHOTS === '1';
const TASKS = [
  { category: 'kitchen', label: 'Nettoyer le four' },
  { category: 'bathroom', label: 'Détartrer la douche' },
];

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Courriel').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.getByRole('button', { name: new RegExp(account.name) }).waitFor();
}

describe('on my way, rebooking and favourites end to end', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let client: Page;
  let cleaner: Page;
  let cleanerAccount: Account & { slug: string };
  let clientAccount: Account & { property: ClientProperty };
  let cleanerName = '';
  let pastVisitId = '';
  let todayVisitId = '';
  const stamp = Date.now();

  /** A request `days` ahead at 09:00, accepted by the cleaner. */
  async function acceptedVisit(cleanerId: string, days: number, extra: Record<string, unknown> = {}): Promise<string> {
    const { booking } = await call<{ booking: { id: string } }>('POST', '/api/bookings', {
      token: clientAccount.token,
      body: { cleanerId, propertyId: clientAccount.property.id, cleaningType: 'regular', date: quebecDate(new Date(Date.now() + days * 86_400_000)), time: '09:00', durationHours: 4, allowPhotos: false, paymentMethod: 'card', ...extra },
    });
    await call('POST', `/api/bookings/${booking.id}/accept`, { token: cleanerAccount.token });
    return booking.id;
  }

  beforeAll(async () => {
    cleanerName = `Rosalie Gagnon ${stamp}`;
    cleanerAccount = await listedCleaner(cleanerName, `rosalie-${stamp}@e2e.eclat.local`);
    clientAccount = await clientWithProperty(`Mathieu Roy ${stamp}`, `mathieu-${stamp}@e2e.eclat.local`);
    const cleanerId = (await call<{ id: string }>('GET', `/api/cleaners/by-slug/${cleanerAccount.slug}`)).id;
    const here = { lat: clientAccount.property.address.lat, lng: clientAccount.property.address.lng };

    // A past visit, worked now through the API: 4.5 hours, two tasks, supplies provided.
    pastVisitId = await acceptedVisit(cleanerId, 2, { durationHours: 4.5, tasks: TASKS, suppliesProvided: true });
    expect(await startVisitSoon(pastVisitId)).toBe(1);
    const started = await call<{ checklist: { id: string }[] }>('POST', `/api/bookings/${pastVisitId}/punch-in`, { token: cleanerAccount.token, body: here });
    for (const task of started.checklist) await call('PUT', `/api/bookings/${pastVisitId}/checklist/${task.id}`, { token: cleanerAccount.token, body: { done: true } });
    expect((await call<{ status: string }>('POST', `/api/bookings/${pastVisitId}/punch-out`, { token: cleanerAccount.token, body: here })).status).toBe('completed');

    // Today's visit, confirmed, starting in 20 minutes: "En route" is offered.
    todayVisitId = await acceptedVisit(cleanerId, 1);
    expect(await startVisitSoon(todayVisitId, 20)).toBe(1);

    browser = await launchBrowser();
    const page = async () => {
      const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA' });
      contexts.push(context);
      const p = await context.newPage();
      p.setDefaultTimeout(10_000);
      return p;
    };
    [client, cleaner] = [await page(), await page()];
    await Promise.all([signIn(client, clientAccount), signIn(cleaner, cleanerAccount)]);
  }, 60_000);
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (SHOTS && ctx.task.result?.state === 'fail') {
      for (const [name, p] of [['client', client], ['cleaner', cleaner]] as const) await p.screenshot({ path: `/tmp/rebook-favourites-e2e-failed-${name}.png`, fullPage: true });
    }
  });

  it('the cleaner taps "En route" and the client sees it on the booking page without reloading', async () => {
    await client.goto(`/bookings/${todayVisitId}`);
    await client.getByRole('heading', { name: 'Actions' }).waitFor();
    expect(await client.getByText(`${cleanerName} est en route`).count()).toBe(0);

    await cleaner.goto(`/bookings/${todayVisitId}`);
    await cleaner.getByLabel('Arrivée dans (minutes, facultatif)').fill('15');
    await cleaner.getByRole('button', { name: 'En route', exact: true }).click();
    await cleaner.getByText(/Le client a été prévenu à .* que vous êtes en route \(arrivée prévue vers/).waitFor();
    await cleaner.getByRole('button', { name: "Mettre à jour l'arrivée" }).waitFor();

    // The client's page asks again every 10 s near the visit.
    const notice = client.locator('.booking-en-route-notice');
    await notice.getByText(`${cleanerName} est en route`).waitFor({ timeout: 15_000 });
    await expect.poll(() => notice.innerText()).toMatch(/Arrivée prévue vers \d+\s?h/);
    await client.getByRole('region', { name: 'Historique' }).getByText('Personne de ménage en route').waitFor();
    await expectAccessible(client, 'booking page with the cleaner on the way');
  }, 30_000);

  it('"Réserver de nouveau" on the past visit opens the form filled from it', async () => {
    await client.goto(`/bookings/${pastVisitId}`);
    await client.getByRole('link', { name: 'Réserver de nouveau' }).click();
    await client.waitForURL(new RegExp(`/book/${cleanerAccount.slug}\\?rebook=${pastVisitId}$`));
    await client.getByText('Formulaire prérempli à partir de votre visite').waitFor();
    expect(await client.getByLabel('Durée (heures)').inputValue()).toBe('4.5');
    for (const task of TASKS) await client.getByRole('button', { name: `Retirer « ${task.label} »` }).waitFor();
  }, 20_000);

  it('a favourite cleaner is shown first on the search page', async () => {
    await client.goto(`/cleaners/${cleanerAccount.slug}`);
    await client.getByRole('button', { name: 'Ajouter aux favoris' }).click();
    await client.getByRole('button', { name: 'Favori' }).waitFor();
    await client.goto('/cleaners');
    const favourites = client.getByRole('region', { name: 'Vos favoris' });
    await favourites.getByRole('link', { name: cleanerName }).waitFor();
    // First on the page: the favourites come before the search results.
    const order = await client.evaluate(() => {
      const section = document.querySelector('.favourite-cleaners');
      const results = document.querySelector('.cleaner-search__layout');
      return section && results ? section.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeGreaterThan(0);
    await expectAccessible(client, 'search page with favourites');
  }, 20_000);
});
