import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, expectAccessible, lastEmailTo, launchBrowser, newPage } from './support/browser.js';

/**
 * The newcomer's story of issue #2: sign up, choose a role, sign out, reset a forgotten password
 * through the development mailbox, and be found and suspended by an admin in the console.
 * Every page on the way is checked with axe, in the three themes where it matters.
 */
describe('accounts end to end', () => {
  let browser: Browser;
  let page: Page;
  const name = `Ana Lys ${Date.now()}`;
  const email = `ana-${Date.now()}@e2e.eclat.local`;
  const firstPassword = 'première phrase de passe';
  const newPassword = 'nouvelle phrase de passe';
  /** Every refused API call (403) the page made, as "GET /api/messages/unread". */
  const forbidden: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() === 403 && url.pathname.startsWith('/api/')) forbidden.push(`${response.request().method()} ${url.pathname}`);
    });
  });
  afterAll(() => browser?.close());

  it('shows the public home and the auth page, accessible in every theme', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, 'home');
    // Footer of spec section 2: the version label and this year's copyright.
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.textContent()).toContain('β 0.79');
    expect(await footer.textContent()).toContain(String(new Date().getFullYear()));
    for (const theme of ['Clair', 'Sombre', 'Par défaut']) {
      await page.getByRole('radio', { name: theme }).check();
      await expectAccessible(page, `home, theme ${theme}`);
    }
    await page.getByRole('link', { name: 'Se connecter' }).first().click();
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    for (const theme of ['Sombre', 'Clair', 'Par défaut']) {
      await page.getByRole('radio', { name: theme }).check();
      await expectAccessible(page, `sign in, theme ${theme}`);
    }
  });

  it('signs up (terms and 18+) and lands on role selection', async () => {
    await page.getByRole('tab', { name: 'Créer un compte' }).click();
    await page.getByLabel('Nom complet').fill(name);
    await page.getByLabel('Courriel').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(firstPassword);
    await page.getByLabel('Date de naissance').fill('1990-04-05');
    await expectAccessible(page, 'sign up');
    // Without accepting the terms nothing is created.
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText("Vous devez accepter les conditions d'utilisation.").first().waitFor();
    await page.getByRole('checkbox', { name: /J'accepte les conditions/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL('**/auth/select-role');
  });

  it('asks nothing a person without a role may not have: no 403, no error toast (issue #14)', async () => {
    // The role page is drawn, and the shell had every chance to ask for unread counts and the like.
    await page.getByRole('button', { name: 'Continuer' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(forbidden).toEqual([]);
    expect(await page.getByText('Impossible de récupérer les messages non lus').count()).toBe(0);
    expect(await page.locator('.toast--destructive').count()).toBe(0);
  });

  it('keeps a way home and out on the role page: the onboarding bar, without header or footer', async () => {
    const bar = page.getByRole('banner');
    expect(await bar.getByRole('link', { name: /, accueil$/ }).getAttribute('href')).toBe('/');
    await bar.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    await bar.getByRole('combobox', { name: 'Langue' }).waitFor();
    expect(await page.locator('footer').count()).toBe(0);
    await expectAccessible(page, 'role selection with the onboarding bar');
  });

  it('chooses a role: Continue waits for a choice, then goes where the server says', async () => {
    const proceed = page.getByRole('button', { name: 'Continuer' });
    await expect.poll(() => proceed.isDisabled()).toBe(true);
    await expectAccessible(page, 'role selection');
    await page.getByRole('radio', { name: /Client/ }).check();
    await proceed.click();
    await page.waitForURL('**/client-onboarding');
  });

  it('signs out from the onboarding bar, then signs back in', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Déconnexion réussie').first().waitFor();
    await page.getByRole('link', { name: 'Se connecter' }).first().waitFor();
    expect(await page.evaluate(() => [sessionStorage.getItem('eclat.session'), localStorage.getItem('eclat.session')])).toEqual([null, null]);
    await page.goto('/login');
    await page.getByLabel('Courriel').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  it('shows the account page and the 404 page to the signed-in user', async () => {
    await page.goto('/profile');
    // The former single page lands on the account's first section (issue #40).
    await page.waitForURL('**/account/profile');
    await page.getByRole('heading', { name: 'Mon compte' }).waitFor();
    await expect.poll(() => page.getByText('Rôle : Client').count()).toBeGreaterThan(0);
    for (const theme of ['Sombre', 'Clair', 'Par défaut']) {
      await page.getByRole('radio', { name: theme }).check();
      await expectAccessible(page, `account, theme ${theme}`);
    }
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 - Page non trouvée' }).waitFor();
    await expectAccessible(page, '404');
  });

  it('asks for a copy of their data on the account page, is emailed, and downloads the archive (Law 25, issue #17)', async () => {
    // The email's link to the former single page lands on the section holding the anchor (issue #40).
    await page.goto('/profile#data-export');
    await page.waitForURL('**/account/account#data-export');
    await page.getByRole('button', { name: 'Demander une copie de mes données' }).click();
    const link = page.getByRole('link', { name: /^Télécharger mes données \(ZIP, / });
    await link.waitFor({ timeout: 20_000 });
    // The welcome email came first; the export's one follows through the outbox.
    await expect.poll(async () => (await lastEmailTo(email)).subject, { timeout: 5_000 }).toBe('Vos données Éclat sont prêtes à télécharger');
    await expectAccessible(page, 'account, data copy ready');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^eclat-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
  });

  it('signs out from the user menu', async () => {
    await page.goto('/profile');
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.getByRole('link', { name: 'Se connecter' }).first().waitFor();
    const stored = await page.evaluate(() => [sessionStorage.getItem('eclat.session'), localStorage.getItem('eclat.session')]);
    expect(stored).toEqual([null, null]);
  });

  it('resets a forgotten password through the development mailbox', async () => {
    await page.goto('/forgot-password');
    await expectAccessible(page, 'forgot password');
    await page.getByLabel('Courriel').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText(/vous recevrez sous peu un lien/).waitFor();

    const mail = await lastEmailTo(email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Éclat');
    const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    // The link works from the browser, as the newcomer would click it in /dev/mailbox.
    await page.goto('/dev/mailbox');
    await expectAccessible(page, 'dev mailbox');
    await page.goto(new URL(link!).pathname);
    await page.getByLabel('Nouveau mot de passe').fill(newPassword);
    await page.getByLabel('Confirmer le mot de passe').fill(newPassword);
    await expectAccessible(page, 'reset password');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.').first().waitFor();
  });

  it('signs in with the new password, not the old one', async () => {
    await page.getByLabel('Courriel').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.getByText('Courriel ou mot de passe incorrect.').first().waitFor();
    await page.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.getByRole('button', { name: new RegExp(name) }).waitFor();
  });

  it('is found and suspended by an admin in the console, which signs them out', async () => {
    const admin = inject('admin');
    const console = await newPage(browser);
    await console.goto('/admin');
    await console.getByLabel('Courriel', { exact: true }).fill(admin.email);
    await console.getByLabel('Mot de passe', { exact: true }).fill(admin.password);
    await console.getByRole('button', { name: /connexion/i }).click();
    await console.getByText(/Bienvenue/).waitFor();
    await console.goto('/admin/users');
    await console.getByLabel('Recherche (nom ou courriel)').fill(email);
    const row = console.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await row.getByRole('button', { name: 'Suspendre' }).click();
    await console.getByRole('dialog').getByLabel('Raison de la suspension').fill('Comportement signalé par deux clients');
    await console.getByRole('dialog').getByRole('button', { name: 'Suspendre' }).click();
    await console.getByText('Compte suspendu').waitFor();
    await console.close();

    // The suspended user's next call is refused and the web app signs them out.
    const token = await page.evaluate(() => sessionStorage.getItem('eclat.token') ?? localStorage.getItem('eclat.token'));
    const me = await fetch(`${baseUrl()}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    // The app's first call with the dead session (the unread-messages count in the header) gets 401,
    // and any 401 sends the browser to /login (spec section 8).
    await page.goto('/profile');
    await page.waitForURL('**/login');
  });
});
