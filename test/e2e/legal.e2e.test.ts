import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage } from './support/browser.js';

/**
 * Issue #15, legal pages: /terms and /privacy as versioned documents, French first with a way to read
 * them in English (the French version prevails), the privacy officer's contact from configuration (the
 * e2e server runs with the development defaults), and a sign-up that records the chosen language.
 */
describe('legal pages', () => {
  let browser: Browser;
  let page: Page;
  const officerEmail = 'confidentialite@eclat.local';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(() => browser?.close());

  it('shows the terms in French first, with their version, a table of contents and a way to read them in English', async () => {
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1, name: "Conditions d'utilisation d'Éclat" }).waitFor();
    await page.getByText(/Version 1\.0 · en vigueur depuis le/).waitFor();
    const language = page.getByRole('region', { name: "Version française\u00a0: c'est elle qui fait foi." });
    await language.getByText(/La version française vous est présentée en premier et prévaut/).waitFor();
    const toc = page.getByRole('navigation', { name: 'Table des matières' });
    await toc.getByRole('link', { name: 'Annulation et report' }).click();
    await page.waitForURL('**/terms#cancellation');
    await page.getByRole('heading', { level: 2, name: 'Annulation et report' }).waitFor();
    expect(await page.getByRole('article').getAttribute('lang')).toBe('fr');
    await expectAccessible(page, 'terms in French');

    await page.getByRole('link', { name: 'Read in English' }).click();
    await page.waitForURL('**/terms?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Éclat Terms of Use' }).waitFor();
    await page.getByText('Vous lisez la version anglaise.').waitFor();
    await page.getByRole('link', { name: 'Lire en français' }).waitFor();
    expect(await page.getByRole('article').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('navigation', { name: 'Table des matières' }).getByRole('link', { name: 'Cancellation and postponement' }).count()).toBe(1);
    await expectAccessible(page, 'terms in English');
  });

  it("shows the privacy policy with the privacy officer's contact, in French then in English", async () => {
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: "Politique de confidentialité d'Éclat" }).waitFor();
    const card = page.getByRole('region', { name: 'Exercer vos droits' });
    await card.getByRole('link', { name: officerEmail }).waitFor();
    expect(await card.textContent()).toContain('Responsable de la protection des renseignements personnels');
    expect(await card.textContent()).toContain('Éclat, Montréal (Québec), Canada');
    // In the policy itself, with the rights and where to complain.
    const article = page.getByRole('article');
    expect(await article.textContent()).toContain(`Courriel\u00a0: ${officerEmail}`);
    await article.getByRole('heading', { name: 'Vos droits' }).waitFor();
    await article.getByRole('link', { name: 'www.cai.gouv.qc.ca' }).waitFor();
    // And in the footer, on every page.
    await page.getByRole('contentinfo').getByRole('link', { name: officerEmail }).waitFor();
    await expectAccessible(page, 'privacy policy in French');

    await page.getByRole('link', { name: 'Read in English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Éclat Privacy Policy' }).waitFor();
    expect(await page.getByRole('article').textContent()).toContain(`Email: ${officerEmail}`);
    await page.getByRole('article').getByRole('heading', { name: 'Your rights' }).waitFor();
    await expectAccessible(page, 'privacy policy in English');
  });

  it('opens the documents in French for a visitor whose interface is in English, and records their express choice of English at sign-up', async () => {
    const english = await newPage(browser, 'en-CA');
    await english.goto('/terms');
    await english.getByRole('heading', { level: 1, name: "Conditions d'utilisation d'Éclat" }).waitFor();
    await english.getByRole('region', { name: 'French version: the authoritative one.' }).getByText(/The French version is presented first and prevails/).waitFor();
    await english.getByRole('contentinfo').getByText('Person in charge of the protection of personal information:').waitFor();
    await expectAccessible(english, 'terms in French, English interface');

    await english.goto('/auth');
    await english.getByRole('tab', { name: 'Create an account' }).click();
    await english.getByLabel('Full name').fill('Jordan Miller');
    await english.getByLabel('Email').fill(`jordan-${Date.now()}@e2e.eclat.local`);
    await english.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
    await english.getByLabel('Date of birth').fill('1989-07-14');
    await english.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await english.getByRole('checkbox', { name: /I choose to be bound by the English version/ }).check();
    await expectAccessible(english, 'sign up in English with the language choice');
    await english.getByRole('button', { name: 'Create my account' }).click();
    await english.waitForURL('**/auth/select-role');
    const status = await english.request.get('/api/users/me/terms-acceptance');
    expect(status.status()).toBe(200);
    expect(await status.json()).toMatchObject({ currentVersion: '1.0', accepted: true, mustAccept: false, acceptance: { version: '1.0', language: 'en', source: 'signup' } });
    // Accepted at sign-up: no prompt anywhere.
    await english.goto('/');
    await english.getByRole('heading', { level: 1 }).waitFor();
    expect(await english.getByRole('dialog').count()).toBe(0);
    await english.context().close();
  });
});
