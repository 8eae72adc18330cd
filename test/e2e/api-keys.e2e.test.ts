import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage } from './support/browser.js';
import { clientWithProperty, type Account } from './support/booking-accounts.js';

/**
 * Issue #25 in the browser: a client creates an API key in the account settings, sees the secret
 * once, then only its prefix in the list (also after a reload); the key works for its scope.
 */
describe('API keys end to end', () => {
  let browser: Browser;
  let page: Page;
  let client: Account;
  const stamp = Date.now();

  beforeAll(async () => {
    client = await clientWithProperty(`Sophie Lavoie ${stamp}`, `sophie-keys-${stamp}@e2e.eclat.local`);
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(() => browser?.close());
  // E2E_SCREENSHOTS=1 keeps a full-page screenshot when a step fails.
  afterEach(async (ctx) => {
    if (process.env.E2E_SCREENSHOTS !== '1' || ctx.task.result?.state !== 'fail') return;
    await page.screenshot({ path: '/tmp/api-keys-e2e.png', fullPage: true });
  });

  it('creates a key in settings, shows it once, then only its prefix', async () => {
    await page.goto('/login');
    await page.getByLabel('Courriel').fill(client.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.getByRole('button', { name: new RegExp(client.name) }).waitFor();
    await page.goto('/profile#api-keys');
    const section = page.locator('#api-keys');
    await section.getByRole('heading', { name: 'Clés d’API' }).waitFor();

    await section.getByLabel('Nom de la clé').fill('Gestion locative');
    await section.getByLabel('Lire mes réservations (bookings:read)').check();
    await section.getByRole('button', { name: 'Créer la clé' }).click();

    const shown = section.getByTestId('api-key-secret');
    await shown.waitFor();
    const secret = (await shown.textContent()) ?? '';
    expect(secret).toMatch(/^eclat_(test|live)_[A-Za-z0-9_-]{43}$/);
    await section.getByText('Elle n’est affichée qu’une fois', { exact: false }).waitFor();
    await expectAccessible(page, '/profile with a new API key');

    // The key works at once, within its scope.
    const res = await fetch(new URL('/api/bookings', page.url()), { headers: { authorization: `Bearer ${secret}` } });
    expect(res.status).toBe(200);

    await section.getByRole('button', { name: 'J’ai copié la clé' }).click();
    await expect.poll(() => section.getByTestId('api-key-secret').count()).toBe(0);
    const list = section.getByRole('list', { name: 'Vos clés d’API' });
    const row = list.getByRole('listitem').filter({ hasText: 'Gestion locative' });
    await row.waitFor();
    // The environment's prefix (`eclat_test_`, `eclat_live_`) and four characters, as the list shows them.
    const prefix = secret.slice(0, secret.indexOf('_', 'eclat_'.length) + 1 + 4);
    await expect.poll(async () => (await row.textContent()) ?? '').toContain(prefix);
    expect((await row.textContent()) ?? '').not.toContain(secret);

    // A reload shows the key's prefix only, never the secret.
    await page.reload();
    await list.getByRole('listitem').filter({ hasText: 'Gestion locative' }).waitFor();
    expect(await page.content()).not.toContain(secret);
    expect(await section.getByTestId('api-key-secret').count()).toBe(0);
  });
});
