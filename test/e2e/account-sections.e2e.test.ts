import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, expectAccessible, launchBrowser } from './support/browser.js';
import { clientWithProperty, listedCleaner, type Account } from './support/booking-accounts.js';

/**
 * Issue #40: the account page in sections, each at its own address, on a 360 px phone: the section
 * list scrolls sideways inside itself (the page does not), each section draws its own content, the
 * former /profile lands on the first, and a client sees only their sections.
 */

const stamp = randomUUID().slice(0, 8);

async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Courriel').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function sectionNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Sections du compte' });
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link').allTextContents();
}
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the account in sections (issue #40)', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let cleaner: Account & { slug: string };
  let client: Account;

  beforeAll(async () => {
    browser = await launchBrowser();
    [cleaner, client] = await Promise.all([listedCleaner(`Sections Cleaner ${stamp}`, `sections-cleaner-${stamp}@e2e.eclat.local`), clientWithProperty(`Sections Client ${stamp}`, `sections-client-${stamp}@e2e.eclat.local`)]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });

  it("gives each of a cleaner's sections its own address, drawn on a phone without sideways scrolling", async () => {
    const { context, page } = await phone(browser);
    contexts.push(context);
    await signIn(page, cleaner);
    await page.goto('/profile');
    await page.waitForURL('**/account/profile');
    expect(await sectionNames(page)).toEqual(['Profil', 'Disponibilités', 'Tarifs', 'Documents', 'Paiements', 'Notifications', 'Sécurité', 'Intégrations', 'Compte']);
    // Each section's address draws its own content (a heading only it has).
    const expected: [string, string, string][] = [
      ['profile', 'Profil', 'Mon profil de personne de ménage'],
      ['availability', 'Disponibilités', 'Matins et après-midi'],
      ['rates', 'Tarifs', 'Zone, tarifs et équipement'],
      ['documents', 'Documents', 'Documents de vérification'],
      ['payouts', 'Paiements', 'Voir mes gains et versements'],
      ['notifications', 'Notifications', 'Notifications sur cet appareil'],
      ['security', 'Sécurité', 'Changer de courriel'],
      ['integrations', 'Intégrations', 'Clés d’API'],
      ['account', 'Compte', 'Supprimer le compte'],
    ];
    for (const [id, label, heading] of expected) {
      await page.goto(`/account/${id}`);
      await page.getByRole('heading', { level: 2, name: label, exact: true }).waitFor();
      await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
      expect(await page.getByRole('link', { name: label, exact: true }).first().getAttribute('aria-current'), id).toBe('page');
      expect(await pageWidth(page), id).toBeLessThanOrEqual(360);
    }
    await expectAccessible(page, 'account, a section on a phone');
    // The section list is reached by tapping: from the last section back to the rates.
    await page.getByRole('navigation', { name: 'Sections du compte' }).getByRole('link', { name: 'Tarifs' }).tap();
    await page.waitForURL('**/account/rates');
    await page.getByRole('heading', { name: 'Zone, tarifs et équipement' }).waitFor();
  });

  it('lets a cleaner see and change their weekly availability in the section itself', async () => {
    const { context, page } = await phone(browser);
    contexts.push(context);
    await signIn(page, cleaner);
    await page.goto('/account/availability');
    const section = page.getByRole('region', { name: 'Matins et après-midi' });
    const status = section.getByText('Vos disponibilités sont enregistrées.');
    await status.waitFor();
    const save = section.getByRole('button', { name: 'Enregistrer mes disponibilités' });
    expect(await save.isDisabled()).toBe(true);
    // The fixture's full days are listed beside the form, each series deletable: Monday's goes.
    const blocks = page.getByRole('region', { name: 'Mes disponibilités' });
    const monday = blocks.getByRole('listitem').filter({ hasText: /^Chaque lundi · Journée complète/ });
    await monday.getByRole('button', { name: 'Supprimer la série' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer la série' }).click();
    await monday.waitFor({ state: 'detached' });

    const mondayMorning = section.getByRole('group', { name: 'lundi' }).getByRole('checkbox', { name: /^Matin/ });
    await mondayMorning.check();
    await section.getByText('1 modification non enregistrée.').waitFor();
    await save.click();
    await page.getByText('Vos disponibilités ont été enregistrées.').first().waitFor();
    await status.waitFor();
    const saved = await page.request.get('/api/availability/me/weekly-slots');
    expect(((await saved.json()) as { slots: { weekday: number; slot: string }[] }).slots.map(({ weekday, slot }) => ({ weekday, slot }))).toEqual([{ weekday: 1, slot: 'morning' }]);
    await blocks.getByRole('listitem').filter({ hasText: /^Chaque lundi · Matin/ }).waitFor();

    // Tuesday still has its full day: a morning would overlap it, and the section says why.
    await section.getByRole('group', { name: 'mardi' }).getByRole('checkbox', { name: /^Matin/ }).check();
    await save.click();
    await section.getByText('Ce créneau horaire existe déjà pour cette date').waitFor();
    await page.reload();
    expect(await mondayMorning.isChecked()).toBe(true);
    expect(await section.getByRole('group', { name: 'mardi' }).getByRole('checkbox', { name: /^Matin/ }).isChecked()).toBe(false);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'account, weekly availability');
  });

  it('lets a cleaner preview their public page from their account', async () => {
    const { context, page } = await phone(browser);
    contexts.push(context);
    await signIn(page, cleaner);
    await page.goto('/account/preview');
    await page.getByText(/^Aperçu\u00a0: voici votre profil tel que les visiteurs le verront/).waitFor();
    await page.getByRole('heading', { level: 1, name: cleaner.name }).waitFor();
    expect(await page.locator('main').getByRole('link', { name: 'Réserver', exact: true }).count()).toBe(0);
    await expectAccessible(page, 'public profile preview');
  });

  it("shows a client only their sections, and an unknown or a cleaner's section leads to the first", async () => {
    const { context, page } = await phone(browser);
    contexts.push(context);
    await signIn(page, client);
    await page.goto('/account');
    await page.waitForURL('**/account/profile');
    expect(await sectionNames(page)).toEqual(['Profil', 'Paiements', 'Notifications', 'Sécurité', 'Intégrations', 'Compte']);
    await page.goto('/account/rates');
    await page.waitForURL('**/account/profile');
    await page.goto('/account/security');
    await page.getByRole('heading', { name: 'Changer de courriel' }).waitFor();
  });
});
