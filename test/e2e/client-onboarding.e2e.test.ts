import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage } from './support/browser.js';

/**
 * A new client's first minutes (issue #3): sign up, choose the client role, go through client
 * onboarding (welcome, gender, first property with the address chosen from suggestions,
 * celebration), then find the property on /properties through the header menu. Axe on each step.
 */
describe('client onboarding end to end', () => {
  let browser: Browser;
  let page: Page;
  const stamp = Date.now();
  const name = `Chloé Roy ${stamp}`;
  const email = `chloe-${stamp}@e2e.eclat.local`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(() => browser?.close());

  it('signs up and chooses the client role', async () => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Créer un compte' }).click();
    await page.getByLabel('Nom complet').fill(name);
    await page.getByLabel('Courriel').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('une phrase de passe solide');
    await page.getByLabel('Date de naissance').fill('1988-06-15');
    await page.getByRole('checkbox', { name: /J'accepte les conditions/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL('**/auth/select-role');
    await page.getByRole('radio', { name: /Client/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/client-onboarding');
  });

  it('welcomes the client, without header or footer', async () => {
    await page.getByRole('heading', { name: 'Bienvenue chez Éclat, Chloé\u202f!' }).waitFor();
    await expect.poll(() => page.getByText('Étape 1 sur 4').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(0);
    await expectAccessible(page, 'onboarding welcome');
    await page.getByRole('button', { name: 'Commencer' }).click();
  });

  it('asks the gender; Continue needs a choice', async () => {
    await page.getByRole('heading', { name: 'Comment vous identifiez-vous\u202f?' }).waitFor();
    await expectAccessible(page, 'onboarding gender');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByText('Choisissez une option pour continuer.').waitFor();
    await page.getByRole('radio', { name: 'Je préfère ne pas le dire' }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: 'Votre première propriété' }).waitFor();
  });

  it('resumes at the same step after a reload', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Votre première propriété' }).waitFor();
    await expect.poll(() => page.getByText('Étape 3 sur 4').count()).toBe(1);
  });

  it('adds the first property, with the address chosen from the suggestions', async () => {
    await expectAccessible(page, 'onboarding property');
    await page.getByLabel('Nom de la propriété').fill('Maison familiale');
    // Without a suggestion picked, the form refuses (spec section 5).
    await page.getByRole('button', { name: 'Enregistrer la propriété' }).click();
    await page.getByText("L'adresse doit être choisie parmi les suggestions.").waitFor();

    await page.getByLabel('Code postal').fill('j2g2v2');
    const address = page.getByRole('combobox', { name: 'Adresse' });
    await address.fill('123 rue Principale, Granby');
    const option = page.getByRole('option', { name: /123 rue Principale.*Granby/ }).first();
    await option.waitFor();
    expect(await address.getAttribute('aria-expanded')).toBe('true');
    // The format hint stays in sight while the list is open: the list never covers it (issue #14).
    const hint = page.getByText(/^Tapez le numéro et la rue/);
    const listbox = page.getByRole('listbox', { name: "Suggestions d'adresse" });
    const [hintBox, listBox] = [await hint.boundingBox(), await listbox.boundingBox()];
    expect(hintBox && listBox).toBeTruthy();
    expect(hintBox!.y + hintBox!.height <= listBox!.y || listBox!.y + listBox!.height <= hintBox!.y).toBe(true);
    expect(await hint.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    })).toBe(true);
    await expectAccessible(page, 'onboarding property, suggestions open');
    // Keyboard: arrow to the first suggestion, Enter picks it.
    await address.press('ArrowDown');
    expect(await address.getAttribute('aria-activedescendant')).toBeTruthy();
    await address.press('Enter');
    await expect.poll(() => address.inputValue()).toBe('123 rue Principale, Granby QC J2G 2V2');
    expect(await address.getAttribute('aria-expanded')).toBe('false');

    await page.getByLabel('Type de propriété').selectOption({ label: 'Bungalow' });
    await page.getByLabel('Chambres').fill('3');
    await page.getByLabel('Salles de bain').fill('1.5');
    await page.getByLabel('Étages').fill('1');
    await page.getByLabel('Mot de passe wifi').fill('famille-roy-2026');
    await page.getByRole('button', { name: 'Enregistrer la propriété' }).click();
  });

  it('celebrates, then opens the app', async () => {
    await page.getByRole('heading', { name: 'Bravo Chloé, tout est prêt\u202f!' }).waitFor();
    await page.getByText('«\u00a0Maison familiale\u00a0» est enregistrée.', { exact: false }).waitFor();
    await expectAccessible(page, 'onboarding celebration');
    await page.getByRole('button', { name: 'Découvrir Éclat' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('finds the property on /properties from the header menu', async () => {
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await page.getByRole('menuitem', { name: 'Propriétés' }).click();
    await page.waitForURL('**/properties');
    await page.getByRole('heading', { name: 'Maison familiale' }).waitFor();
    await page.getByText('123 rue Principale, Granby QC J2G 2V2').waitFor();
    await expectAccessible(page, 'properties list');
    for (const theme of ['Sombre', 'Clair', 'Par défaut']) {
      await page.getByRole('radio', { name: theme }).check();
      await expectAccessible(page, `properties list, theme ${theme}`);
    }
    // Onboarding is recorded on the account.
    const me = await page.evaluate(async () => {
      const raw = sessionStorage.getItem('eclat.session') ?? localStorage.getItem('eclat.session');
      const token = raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
      const res = await fetch('/api/users/me', { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return (await res.json()) as { gender: string; clientOnboardedAt: string | null };
    });
    expect(me.gender).toBe('prefer_not_to_say');
    expect(me.clientOnboardedAt).not.toBeNull();
  });

  it('edits the property keeping its address, then deletes it after confirming', async () => {
    await page.getByRole('button', { name: 'Modifier Maison familiale' }).click();
    await page.getByRole('heading', { name: 'Modifier « Maison familiale »' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Adresse' }).inputValue()).toBe('123 rue Principale, Granby QC J2G 2V2');
    await expectAccessible(page, 'edit property');
    await page.getByLabel('Nom de la propriété').fill('Maison de Granby');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByRole('heading', { name: 'Maison de Granby' }).waitFor();

    await page.getByRole('button', { name: 'Supprimer Maison de Granby' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer cette propriété\u202f?' });
    await dialog.waitFor();
    await expectAccessible(page, 'delete confirmation');
    // Cancelling keeps it.
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Maison de Granby' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Supprimer Maison de Granby' }).click();
    await dialog.getByRole('button', { name: 'Supprimer la propriété' }).click();
    await page.getByText("Vous n'avez pas encore de propriété.", { exact: false }).waitFor();
  });

  it('shows the gender chosen during onboarding on the account page, where it can be changed', async () => {
    await page.goto('/account/profile');
    const gender = page.getByRole('combobox', { name: 'Genre' });
    await gender.waitFor();
    expect(await gender.inputValue()).toBe('prefer_not_to_say');
    await expectAccessible(page, 'account page with gender');
    await gender.selectOption({ label: 'Femme' });
    await page.getByRole('region', { name: 'Genre' }).getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Profil mis à jour').first().waitFor();
  });
});
