import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, expectAccessible, launchBrowser, newPage } from './support/browser.js';

/** A person signed up through the API, to be found and suspended in the console. */
async function signUpSomeone(name: string) {
  const email = `${name.toLowerCase().replace(/\W/g, '')}-${Date.now()}@e2e.eclat.local`;
  const password = 'une phrase de passe solide';
  const res = await fetch(`${baseUrl()}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password, dateOfBirth: '1991-03-04', acceptTerms: true }),
  });
  expect(res.status).toBe(201);
  return { email, password };
}

describe('admin console', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(() => browser?.close());

  it('signs the admin in with the same accounts', async () => {
    const admin = inject('admin');
    await page.goto('/admin');
    await page.getByLabel('Courriel', { exact: true }).waitFor();
    await expectAccessible(page, 'console login');
    await page.getByLabel('Courriel', { exact: true }).fill(admin.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: /connexion/i }).click();
    await page.getByText(/Bienvenue/).waitFor();
    await expectAccessible(page, 'console dashboard');
  });

  it('shows system health from the real endpoints', async () => {
    await page.goto('/admin/health');
    await expect.poll(() => page.getByText(/ready|prêt/i).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Actualiser', { exact: true }).isEnabled()).toBe(true);
    // The flows' outbox: what waits and what keeps failing.
    await page.getByRole('heading', { name: 'Étapes différées' }).waitFor();
    await page.getByRole('rowheader', { name: 'Étapes en attente' }).waitFor();
    // Let MUI's colour transition from the disabled state finish before measuring contrast.
    await page.waitForTimeout(400);
    await expectAccessible(page, 'console health');
  });

  it('finds a user by search and suspends them, which ends their sessions', async () => {
    const person = await signUpSomeone('Suzanne Suspendue');
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(person),
    });
    const { token } = (await login.json()) as { token: string };

    await page.goto('/admin/users');
    await page.getByLabel('Recherche (nom ou courriel)').fill('Suzanne Suspendue');
    const row = page.getByRole('row').filter({ hasText: person.email });
    await row.waitFor();
    await expectAccessible(page, 'console users list');
    await row.getByRole('button', { name: 'Suspendre' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Suspendre' }).click();
    await page.getByText('Compte suspendu').waitFor();

    const me = await fetch(`${baseUrl()}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    const again = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(person),
    });
    expect(again.status).toBe(403);

    await row.click();
    await page.getByRole('button', { name: 'Réactiver' }).first().waitFor();
    await expectAccessible(page, 'console user show');
  });
});
