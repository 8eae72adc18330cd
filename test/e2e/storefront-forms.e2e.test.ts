import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, lastEmailTo, launchBrowser, newPage } from './support/browser.js';

/**
 * Issue #15, the storefront's two forms, in French: a visitor signs up for the newsletter on the home
 * page and confirms through the link of the email caught by the development mailbox, later leaves
 * through the unsubscribe link; another writes through /contact, gets the acknowledgement, and the
 * message reaches operations and the console, where an admin marks it handled.
 */
describe('storefront forms end to end', () => {
  let browser: Browser;
  let page: Page;
  const stamp = Date.now();
  const subscriber = `infolettre-${stamp}@e2e.eclat.local`;
  const sender = `contact-${stamp}@e2e.eclat.local`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(() => browser?.close());

  it('signs up for the newsletter on the home page: terms required, then a confirmation email', async () => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Infolettre Éclat' });
    await section.waitFor();
    // The app's own form (its button no longer waits for the app): clicks made before it are another test's
    // subject (the slow phone's replay), and under load their replay could outlast its wait.
    await section.locator('button[type="submit"]:not([data-wait-for-app])').waitFor();
    await section.getByLabel('Courriel').fill(subscriber);
    await section.getByRole('button', { name: 'S’inscrire' }).click();
    // Spec section 5: the terms must be accepted.
    await section.getByText('Vous devez accepter les conditions pour vous inscrire à l’infolettre.').waitFor();
    await expectAccessible(page, 'home with the newsletter sign-up');
    await section.getByRole('checkbox').check();
    await section.getByRole('button', { name: 'S’inscrire' }).click();
    await section.getByText('Merci\u202f! Vérifiez votre boîte de réception\u00a0: un courriel vous permet de confirmer votre inscription.').waitFor();
  });

  it("links the terms and the privacy policy of the sign-up in the page's language (issue #41)", async () => {
    // Fresh pages: the first test's form now shows its thanks.
    const french = await newPage(browser);
    const english = await newPage(browser, 'en-CA');
    try {
      await french.goto('/');
      const form = french.getByRole('region', { name: 'Infolettre Éclat' });
      await form.locator('button[type="submit"]:not([data-wait-for-app])').waitFor();
      expect(await form.getByRole('link', { name: 'conditions d’utilisation' }).getAttribute('href')).toBe('/terms');
      expect(await form.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/privacy');
      await english.goto('/?lang=en');
      const section = english.getByRole('region', { name: 'The Éclat newsletter' });
      await section.locator('button[type="submit"]:not([data-wait-for-app])').waitFor();
      const terms = section.getByRole('link', { name: 'terms of use' });
      expect(await terms.getAttribute('href')).toBe('/terms?lang=en');
      expect(await terms.getAttribute('hreflang')).toBe('en');
      expect(await section.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy?lang=en');
      await terms.click();
      await english.getByRole('heading', { level: 1, name: 'Éclat Terms of Use' }).waitFor();
    } finally {
      await french.context().close();
      await english.context().close();
    }
  });

  it('confirms through the link of the email from the development mailbox', async () => {
    const mail = await lastEmailTo(subscriber);
    expect(mail.subject).toBe('Confirmez votre inscription à l’infolettre Éclat');
    const link = /https?:\/\/\S+\/newsletter\/confirm\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname);
    await page.getByText('Votre inscription à l’infolettre est confirmée. Merci\u202f!').waitFor();
    await expectAccessible(page, 'newsletter confirmation');
    // The link works once.
    await page.reload();
    await page.getByText('Ce lien de confirmation n’est plus valide\u00a0: il a déjà servi ou il a expiré.').waitFor();
  });

  it('leaves the newsletter in one click from the unsubscribe link', async () => {
    // Signing up again tells the (confirmed) owner so by email, with the unsubscribe link every newsletter carries.
    // This time on a slow phone: the form is filled, ticked and sent on the server-drawn page while the
    // home page's code is still on its way; what was done is replayed on the app's page once it takes over.
    let arrive = () => {};
    const codeArrives = new Promise<void>((resolve) => (arrive = resolve));
    let held = () => {};
    const pageCodeAsked = new Promise<void>((resolve) => (held = resolve));
    await page.route('**/assets/HomePage-*.js', async (route) => {
      held();
      await codeArrives;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const section = page.getByRole('region', { name: 'Infolettre Éclat' });
    await section.getByLabel('Courriel').fill(subscriber);
    await pageCodeAsked;
    await section.getByRole('checkbox').check();
    await section.getByRole('button', { name: 'S’inscrire' }).click();
    arrive();
    await section.getByText(/Merci\u202f! Vérifiez votre boîte de réception/).waitFor();
    await page.unrouteAll();
    let note = await lastEmailTo(subscriber);
    for (let i = 0; i < 20 && note.subject !== 'Vous recevez déjà l’infolettre Éclat'; i++) {
      await page.waitForTimeout(250);
      note = await lastEmailTo(subscriber);
    }
    expect(note.subject).toBe('Vous recevez déjà l’infolettre Éclat');
    const link = /https?:\/\/\S+\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+/.exec(note.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname);
    await page.getByText('Vous êtes désabonné de l’infolettre. Vous ne la recevrez plus.').waitFor();
    await expectAccessible(page, 'newsletter unsubscription');
  });

  it('sends a message through /contact and gets the acknowledgement', async () => {
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Nous joindre' }).waitFor();
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText('Entrez votre nom.').waitFor();
    await page.getByText('Choisissez un sujet.').waitFor();
    await expectAccessible(page, 'contact form with errors');
    await page.getByLabel('Nom').fill('Camille Contact');
    await page.getByLabel('Courriel').fill(sender);
    await page.getByLabel('Sujet').selectOption({ label: 'Une réservation' });
    await page.getByLabel('Numéro de réservation (facultatif)').fill('R-2026-42');
    await page.getByLabel('Message').fill('Bonjour, pouvez-vous déplacer ma visite de jeudi à vendredi ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText(`Merci, votre message a bien été envoyé. Un accusé de réception vient de partir vers ${sender}.`).waitFor();
    await expectAccessible(page, 'contact form sent');

    const ack = await lastEmailTo(sender);
    expect(ack.subject).toMatch(/^Nous avons bien reçu votre message \([0-9A-F]{8}\)$/);
    const ops = await lastEmailTo('operations@eclat.local');
    expect(ops.subject).toContain('Camille Contact');
    expect(ops.text).toContain('déplacer ma visite de jeudi à vendredi');
  });

  it('shows the message in the console, where an admin marks it handled', async () => {
    const admin = inject('admin');
    const console = await newPage(browser);
    await console.goto('/admin');
    await console.getByLabel('Courriel', { exact: true }).fill(admin.email);
    await console.getByLabel('Mot de passe', { exact: true }).fill(admin.password);
    await console.getByRole('button', { name: /connexion/i }).click();
    await console.getByText(/Bienvenue/).waitFor();
    await console.goto('/admin/contact-messages');
    const row = console.getByRole('row').filter({ hasText: sender });
    await row.waitFor();
    await expectAccessible(console, 'console contact messages');
    await row.click();
    await console.getByText('Bonjour, pouvez-vous déplacer ma visite de jeudi à vendredi ?').waitFor();
    const handled = console.getByRole('switch', { name: 'Traité' });
    await handled.click();
    await console.getByText('Message marqué comme traité').waitFor();
    await expect.poll(() => handled.isChecked()).toBe(true);
    await expectAccessible(console, 'console contact message');
  });
});
