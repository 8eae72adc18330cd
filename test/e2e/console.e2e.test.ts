import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, expectAccessible, launchBrowser, newPage } from './support/browser.js';
import { clientWithProperty, listedCleaner } from './support/booking-accounts.js';
import { quebecDate } from './support/visits.js';

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

  it('one sign-in: an admin who signs in on /login lands in the console already signed in', async () => {
    const admin = inject('admin');
    const fresh = await newPage(browser);
    try {
      await fresh.goto('/login');
      await fresh.getByLabel('Courriel').fill(admin.email);
      await fresh.getByLabel('Mot de passe', { exact: true }).fill(admin.password);
      await fresh.getByRole('button', { name: 'Se connecter' }).last().click();
      // The web app sends admins to the console, which asks for nothing more.
      await fresh.waitForURL(/\/admin/);
      await fresh.getByText(/Bienvenue/).waitFor();
      expect(await fresh.getByLabel('Mot de passe', { exact: true }).count()).toBe(0);
      // Its lists are read on the shared session cookie.
      await fresh.goto('/admin/promo-codes');
      await fresh.getByText('BIENVENUE10').first().waitFor();
    } finally {
      await fresh.close();
    }
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
    // Issue #41: a suspension says why (the reason is emailed to the person).
    await page.getByRole('dialog').getByRole('button', { name: 'Suspendre' }).click();
    await page.getByRole('dialog').getByText('Indiquez une raison d’au moins 3 caractères.').waitFor();
    await page.getByRole('dialog').getByLabel('Raison de la suspension').fill('Trois absences sans prévenir');
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

  it('shows the seller report of the last full year and exports it for the Part XX return (issue #17)', async () => {
    await page.goto('/admin/seller-reports');
    await page.getByText(/Chaque personne de ménage payée pendant l’année/).waitFor();
    await page.getByLabel('Année civile').waitFor();
    await expectAccessible(page, 'console seller report');
    await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV pour Excel en français (point-virgule)' }).click()]);
    expect(download.suggestedFilename()).toBe(`declaration-vendeurs-${new Date().getFullYear() - 1}.csv`);
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
    await page.getByText('Cette personne de ménage n’a pas encore de profil.').waitFor();
    await expectAccessible(page, 'console cleaner analytics');
  });

  it('creates a promo code in the console, which the booking form then applies to the quote (issue #16)', async () => {
    const stamp = Date.now();
    const code = `E2E${stamp}`;
    await page.goto('/admin/promo-codes/create');
    await page.getByLabel('Code *', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Description (pour l’équipe)').fill('Kiosque du salon de l’habitation');
    await page.getByLabel('Pourcentage', { exact: true }).check();
    await page.getByLabel('Pourcentage du rabais (%)').fill('20');
    await page.getByLabel('Utilisations maximales').fill('50');
    await expectAccessible(page, 'console promo code form');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/promo-codes');
    const row = page.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect(await row.textContent()).toContain('En vigueur');
    await expectAccessible(page, 'console promo codes list');

    const [cleaner, client] = await Promise.all([
      listedCleaner(`Lina Promo ${stamp}`, `lina-promo-${stamp}@e2e.eclat.local`),
      clientWithProperty(`Marc Promo ${stamp}`, `marc-promo-${stamp}@e2e.eclat.local`),
    ]);
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA' });
    try {
      const web = await context.newPage();
      web.setDefaultTimeout(10_000);
      await web.goto('/login');
      await web.getByLabel('Courriel').fill(client.email);
      await web.getByLabel('Mot de passe', { exact: true }).fill(client.password);
      await web.getByRole('button', { name: 'Se connecter' }).last().click();
      await web.getByRole('button', { name: new RegExp(client.name) }).waitFor();
      await web.goto(`/book/${cleaner.slug}`);
      await web.getByRole('heading', { level: 1, name: 'Réserver un nettoyage' }).waitFor();
      await web.getByLabel('Propriété').selectOption({ label: 'Maison Saint-Denis' });
      await web.getByLabel('Type de nettoyage').selectOption({ label: 'Nettoyage régulier' });
      await web.getByLabel('Date *', { exact: true }).fill(quebecDate(new Date(Date.now() + 86_400_000)));
      await web.getByLabel('Durée (heures)').fill('4');
      const time = web.getByLabel('Heure de début');
      await time.waitFor();
      await time.selectOption({ index: 1 });
      await web.getByLabel('Code promo').fill(code.toLowerCase());
      // 4 h x 30 $ = 120 $: first booking -15 % (18 $), then the code's 20 % of the subtotal (24 $).
      const quote = web.getByRole('region', { name: 'Prix' });
      await quote.getByText('Code promo').waitFor();
      await expect.poll(async () => (await quote.textContent())?.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/Code promo\s*[-−]\s*24,00 \$/);
    } finally {
      await context.close();
    }
  });

  it('writes a newsletter in both languages, previews it, tests it and sends it to the confirmed subscribers (issue #16)', async () => {
    const subject = `Nouvelles du printemps ${Date.now()}`;
    await page.goto('/admin/newsletter-campaigns/create');
    await page.getByLabel('Objet (français)').fill(subject);
    await page.getByLabel('Objet (anglais)').fill('Spring news');
    await page.getByLabel('Texte (français)').fill('Bonjour,\n\n**Du nouveau** pour le grand ménage du printemps.');
    await page.getByLabel('Texte (anglais)').fill('Hello,\n\n**Something new** for spring cleaning.');
    await expectAccessible(page, 'console newsletter form');
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    // Its page: a draft, the email as subscribers will get it, a test to oneself, then the send.
    await page.getByText('Brouillon', { exact: true }).waitFor();
    const preview = page.getByRole('tabpanel');
    await preview.getByText('Du nouveau').waitFor();
    await preview.getByRole('link', { name: 'Se désabonner' }).waitFor();
    await expectAccessible(page, 'console newsletter show');
    await page.getByRole('button', { name: 'M’envoyer un essai' }).click();
    await page.getByText(/^Essai envoyé à .+ en français et en anglais\.$/).waitFor();
    await page.getByRole('button', { name: 'Envoyer aux abonnés' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Envoyer aux abonnés' }).click();
    await page.getByText('Envoyée', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Envoyer aux abonnés' }).count()).toBe(0);

    await page.goto('/admin/newsletter-campaigns');
    await page.getByRole('row').filter({ hasText: subject }).waitFor();
    await page.goto('/admin/newsletter-subscribers');
    await page.getByLabel('Recherche (adresse)').waitFor();
    await expectAccessible(page, 'console newsletter subscribers');
    await page.getByRole('button', { name: 'Exporter les confirmés' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV pour Excel (point-virgule)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('gathers promo codes, newsletter and site content on /admin/marketing, each with its figures and its list (issue #16)', async () => {
    await page.goto('/admin/marketing');
    await page.getByRole('heading', { level: 1, name: 'Marketing et contenu' }).waitFor();
    const figure = (area: string, label: string) => page.getByRole('region', { name: area, exact: true }).getByRole('heading', { level: 3, name: label }).locator('xpath=following-sibling::p[1]');
    // The figures come from the admin lists: a promo code and a sent newsletter exist after the tests above.
    await expect.poll(() => figure('Codes promo', 'Codes actifs').textContent()).toMatch(/^[1-9]\d*$/);
    await expect.poll(() => figure('Codes promo', 'Utilisations (tous les codes)').textContent()).toMatch(/^\d+$/);
    await expect.poll(() => figure('Infolettre', 'Infolettres envoyées').textContent()).toMatch(/^[1-9]\d*$/);
    await expect.poll(() => figure('Infolettre', 'Abonnés confirmés').textContent()).toMatch(/^\d+$/);
    await expect.poll(() => figure('Contenu du site', 'Témoignages publiés').textContent()).toMatch(/^\d+$/);
    await expectAccessible(page, 'console marketing hub');
    await page.getByRole('link', { name: 'Voir les codes promo' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/promo-codes');
    await page.getByRole('row').nth(1).waitFor();
  });
});
