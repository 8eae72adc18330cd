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

  it('records a confidentiality incident, shows its history and exports the register (Law 25)', async () => {
    const title = `Clé USB perdue ${Date.now()}`;
    await page.goto('/admin/confidentiality-incidents/create');
    await page.getByLabel('Titre').fill(title);
    await page.getByLabel('Perte', { exact: true }).check();
    await page.getByLabel('Circonstances (ce qui s’est passé)').fill('Une clé USB contenant des factures a été oubliée dans un taxi.');
    await page.getByLabel('Date de l’incident (ou début de la période)').fill('2026-11-02');
    await page.getByLabel('Date de la prise de connaissance').fill('2026-11-03');
    await page.getByLabel('Renseignements visés (ou pourquoi on ne peut pas les décrire)').fill('Noms et adresses de 40 clients');
    await expectAccessible(page, 'console incident form');
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await page.getByRole('heading', { name: new RegExp(`^IC-\\d+ — ${title}$`) }).waitFor();
    const history = page.getByRole('table', { name: 'Historique des modifications' });
    await history.getByRole('cell', { name: 'Inscription' }).waitFor();
    await expectAccessible(page, 'console incident show');

    await page.goto('/admin/confidentiality-incidents');
    await page.getByRole('row').filter({ hasText: title }).waitFor();
    await page.getByRole('button', { name: 'Exporter le registre' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV pour Excel en français (points-virgules)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^registre-incidents-confidentialite-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("shows the dashboard over a chosen period, links a figure to its list, and opens a cleaner's page (issue #16)", async () => {
    const person = await signUpSomeone('Carole Statistiques');
    const login = (await (await fetch(`${baseUrl()}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(person) })).json()) as { token: string; user: { id: string } };
    const role = await fetch(`${baseUrl()}/api/auth/select-role`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` }, body: JSON.stringify({ role: 'cleaner' }) });
    expect(role.status).toBe(200);

    await page.goto('/admin');
    await page.getByRole('button', { name: '7 derniers jours' }).click();
    await expect.poll(() => page.url()).toContain('period=7d');
    await page.getByRole('heading', { name: 'Entonnoir de conversion' }).waitFor();
    await expectAccessible(page, 'console dashboard figures');
    await page.getByRole('link', { name: /Signalements ouverts/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/feedback-reports');
    expect(decodeURIComponent(page.url())).toContain('"status":"open"');

    await page.goto(`/admin/cleaners/${login.user.id}?period=this_month`);
    await page.getByRole('heading', { level: 1, name: 'Statistiques de Carole Statistiques' }).waitFor();
    await page.getByText('Ce prestataire n’a pas encore de profil.').waitFor();
    await expectAccessible(page, 'console cleaner analytics');
  });
});
