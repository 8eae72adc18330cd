import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { quebecDate } from './support/visits.js';
import { launchBrowser, newPage } from './support/browser.js';
import { call, clientWithProperty, listedCleaner, type Account, type ClientProperty } from './support/booking-accounts.js';

/**
 * Issue #42: deleting an account that still has an open visit is refused, and the refusal is read in
 * the dialog the person is looking at (it appeared behind the still-open dialog, as a toast).
 */
describe('account deletion refused', () => {
  let browser: Browser;
  let page: Page;
  let client: Account & { property: ClientProperty };
  const stamp = Date.now();

  beforeAll(async () => {
    const cleaner = await listedCleaner(`Aline Roy ${stamp}`, `aline-${stamp}@e2e.eclat.local`);
    client = await clientWithProperty(`Hélène Caron ${stamp}`, `helene-${stamp}@e2e.eclat.local`);
    const cleanerId = (await call<{ id: string }>('GET', `/api/cleaners/by-slug/${cleaner.slug}`)).id;
    await call('POST', '/api/bookings', {
      token: client.token,
      body: { cleanerId, propertyId: client.property.id, cleaningType: 'regular', date: quebecDate(new Date(Date.now() + 9 * 86_400_000)), time: '09:00', durationHours: 4, allowPhotos: false, paymentMethod: 'card' },
    });
    browser = await launchBrowser();
    page = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Courriel').fill(client.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.getByRole('button', { name: new RegExp(client.name) }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows why inside the dialog, which stays open', async () => {
    // Account deletion lives in the account's « Compte » section (issue #40).
    await page.goto('/account/account');
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte\u202f?' });
    await dialog.getByLabel('Tapez SUPPRIMER pour confirmer').fill('SUPPRIMER');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Annulez-la ');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('link', { name: 'Voir mes réservations' }).waitFor();
  });
});
