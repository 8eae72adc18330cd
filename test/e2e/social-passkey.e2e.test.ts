import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.js';

/**
 * Issue #19 in a browser: the social button through the local OpenID Connect provider (started by the
 * global setup) to a signed-in account, then a passkey on Chromium's virtual authenticator:
 * registered in settings, used to sign in again after signing out, and removed.
 */
describe('social sign-in and passkeys', () => {
  let browser: Browser;
  let page: Page;
  const email = `social-${Date.now()}@e2e.eclat.local`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
  });
  afterAll(() => browser?.close());

  it('signs up with the provider button, then chooses a role', async () => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Continuer avec Local ID' }).click();
    // The provider's own development pages: sign-in, then consent.
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/auth/select-role');
    await page.getByRole('radio', { name: /Client/ }).check();
    // A social account accepts the terms expressly here (it never saw the sign-up form's checkbox).
    await page.getByRole('checkbox', { name: /J'accepte les conditions/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/client-onboarding');
  });

  it('registers a passkey in settings, signs out, signs in with it, and removes it', async () => {
    await page.goto('/account/security');
    await page.getByRole('heading', { name: "Clés d'accès (connexion biométrique)" }).waitFor();
    await page.getByLabel("Nom de la clé d'accès").fill('Téléphone E2E');
    await page.getByRole('button', { name: "Ajouter une clé d'accès" }).click();
    await page.getByRole('button', { name: 'Retirer «\u00a0Téléphone E2E\u00a0»' }).waitFor();

    const sessionOf = async () => (await page.context().cookies()).find((c) => c.name === 'eclat_session')?.value;
    const before = await sessionOf();
    // Signing out from the onboarding bar (this client has not finished onboarding).
    await page.goto('/client-onboarding');
    await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await sessionOf()).toBeUndefined();
    await page.goto('/auth');
    // Chromium's virtual authenticator answers the email field's passkey autofill (conditional UI) at
    // once; where it does not, the passkey button signs in.
    const signedIn = page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await Promise.race([signedIn, page.getByRole('button', { name: "Utiliser une clé d'accès" }).click().catch(() => undefined).then(() => signedIn)]);
    const after = await sessionOf();
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect((await page.request.get('/api/users/me')).status()).toBe(200);

    await page.goto('/account/security');
    await page.getByRole('button', { name: 'Retirer «\u00a0Téléphone E2E\u00a0»' }).click();
    await page.getByText("Aucune clé d'accès pour l'instant.").waitFor();
  });
});
