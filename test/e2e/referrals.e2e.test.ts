import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage } from './support/browser.js';
import { call, clientWithProperty, listedCleaner, type Account, type ClientProperty } from './support/booking-accounts.js';

/**
 * Issue #7, referrals in the browser: client A creates a code on /referrals; a new visitor B opens
 * the shared link, sees A's invitation, signs up, chooses the client role, and the remembered code is
 * claimed on its own (toast). B's first quote for a listed cleaner then takes the 10 $ referral discount.
 */
describe('referrals end to end', () => {
  let browser: Browser;
  let referrerPage: Page;
  let friendPage: Page;
  let cleaner: Account & { slug: string };
  let referrer: Account & { property: ClientProperty };
  const stamp = Date.now();
  const friend = { name: `Léa Bouchard ${stamp}`, email: `lea-${stamp}@e2e.eclat.local`, password: 'une phrase de passe solide' };
  let code = '';
  let link = '';

  beforeAll(async () => {
    cleaner = await listedCleaner(`Maude Gagnon ${stamp}`, `maude-ref-${stamp}@e2e.eclat.local`);
    referrer = await clientWithProperty(`Marie Tremblay ${stamp}`, `marie-ref-${stamp}@e2e.eclat.local`);
    browser = await launchBrowser();
    referrerPage = await newPage(browser);
    friendPage = await newPage(browser);
  });
  afterAll(() => browser?.close());
  // E2E_SCREENSHOTS=1 keeps a full-page screenshot of both browsers when a step fails.
  afterEach(async (ctx) => {
    if (process.env.E2E_SCREENSHOTS !== '1' || ctx.task.result?.state !== 'fail') return;
    await referrerPage.screenshot({ path: `/tmp/referrals-e2e-referrer.png`, fullPage: true });
    await friendPage.screenshot({ path: `/tmp/referrals-e2e-friend.png`, fullPage: true });
  });

  it('client A generates a code with its share link on /referrals', async () => {
    const page = referrerPage;
    await page.goto('/login');
    await page.getByLabel('Courriel').fill(referrer.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(referrer.password);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.getByRole('button', { name: new RegExp(referrer.name) }).waitFor();
    // The user menu's "Referral program" leads to the user's referrals.
    await page.getByRole('button', { name: new RegExp(referrer.name) }).click();
    await page.getByRole('menuitem', { name: 'Programme de parrainage' }).click();
    await page.waitForURL('**/referrals');
    await page.getByRole('heading', { level: 1, name: 'Mes parrainages' }).waitFor();
    await page.getByText("Vous n'avez pas encore de code.", { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Créer un code' }).click();
    const item = page.locator('.referral-codes__item').first();
    await item.waitFor();
    code = (await item.getAttribute('data-code')) ?? '';
    expect(code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
    link = await item.getByRole('textbox', { name: `Lien de partage du code ${code}` }).inputValue();
    expect(link).toMatch(new RegExp(`/referral-program\\?code=${code}$`));
    await item.getByText('Actif').waitFor();
    await expectAccessible(page, '/referrals with a code');
  });

  it('a visitor opens the shared link and sees the invitation, with the program explained', async () => {
    const page = friendPage;
    await page.goto(`/referral-program?code=${code.toLowerCase()}`);
    await page.getByRole('heading', { name: 'Marie vous invite chez Éclat' }).waitFor();
    await page.getByText('recevez 10,00 $ de rabais sur votre premier ménage', { exact: false }).waitFor();
    await page.getByText('Chaque récompense est valable 6 mois', { exact: false }).waitFor();
    // The page comes drawn by the server; the app remembers the code once it runs.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('eclat.referralCode'))).toBe(code);
    await expectAccessible(page, '/referral-program with a code');
    if (process.env.E2E_SCREENSHOTS === '1') await page.screenshot({ path: '/tmp/referrals-e2e-invitation.png', fullPage: true });
  });

  it('the visitor signs up, chooses the client role, and the code is claimed on its own', async () => {
    const page = friendPage;
    await page.getByRole('link', { name: 'Créer mon compte' }).click();
    await page.waitForURL('**/register');
    await page.getByLabel('Nom complet').fill(friend.name);
    await page.getByLabel('Courriel').fill(friend.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(friend.password);
    await page.getByLabel('Date de naissance').fill('1990-04-12');
    await page.getByRole('checkbox', { name: /J'accepte les conditions/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL('**/auth/select-role');
    await page.getByRole('radio', { name: /Client/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL('**/client-onboarding');
    await page.getByText('Parrainage enregistré').waitFor();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('eclat.referralCode'))).toBeNull();
    const { token } = await call<{ token: string }>('POST', '/api/auth/login', { body: { email: friend.email, password: friend.password } });
    const overview = await call<{ referredBy: { firstName: string; code: string } | null; availableDiscountCents: number }>('GET', '/api/referrals/me', { token });
    expect(overview.referredBy).toEqual({ firstName: 'Marie', code });
    expect(overview.availableDiscountCents).toBe(1000);
    // The property of the first booking, as onboarding would add it (its own browser test covers that screen).
    const q = `q=${encodeURIComponent('1234 rue Saint-Denis, Montréal')}&postalCode=${encodeURIComponent('H2X 1Y4')}`;
    const [suggestion] = await call<{ suggestionId: string }[]>('GET', `/api/geo/address-suggestions?${q}`, { token });
    await call('POST', '/api/properties', { token, body: { name: 'Maison de Léa', suggestionId: suggestion!.suggestionId, type: 'house', bedrooms: 2, bathrooms: 1, stories: 1 } });
  });

  it('the friend’s first quote takes the 10 $ referral discount off', async () => {
    const page = friendPage;
    await page.goto(`/book/${cleaner.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Réserver un nettoyage' }).waitFor();
    await page.getByLabel('Propriété').selectOption({ label: 'Maison de Léa' });
    await page.getByLabel('Type de nettoyage').selectOption({ label: 'Nettoyage régulier' });
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 2 * 86_400_000));
    await page.getByLabel('Date *', { exact: true }).fill(tomorrow);
    await page.getByLabel('Durée (heures)').fill('4');
    const time = page.getByLabel('Heure de début');
    await time.waitFor();
    await time.selectOption({ index: 1 });
    const quote = page.getByRole('region', { name: 'Prix' });
    await quote.getByText('Rabais de parrainage').waitFor();
    await expect.poll(() => quote.textContent()).toMatch(/Rabais de parrainage\s*[-−–]\s*10,00\s\$/);
    await expectAccessible(page, 'booking form with the referral discount');
  });

  it('the referrer sees the friend referred and their pending reward', async () => {
    const page = referrerPage;
    await page.reload();
    await page.getByRole('cell', { name: 'Léa', exact: true }).waitFor();
    // Léa is a client: what she has still to do is a booking, not a cleaning job.
    await page.getByText('En attente de sa première réservation terminée').waitFor();
    await page.getByText(/Parrainage de Léa \(client\)/).waitFor();
    await page.getByText('1 personne parrainée').waitFor();
    if (process.env.E2E_SCREENSHOTS === '1') await page.screenshot({ path: '/tmp/referrals-e2e-referrals-page.png', fullPage: true });
  });

  it('words a cleaner’s referrals as a cleaner’s: cash added to earnings, never a booking discount (issue #14)', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Courriel').fill(cleaner.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(cleaner.password);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.getByRole('button', { name: new RegExp(cleaner.name) }).waitFor();
    await page.goto('/referrals');
    await page.getByRole('heading', { level: 1, name: 'Mes parrainages' }).waitFor();
    const summary = page.getByRole('region', { name: 'Résumé de mes récompenses' });
    await summary.getByText('Récompenses ajoutées à vos gains').waitFor();
    await summary.getByText('En attente du premier ménage des personnes de ménage parrainées').waitFor();
    await summary.getByText(/Pour chaque personne de ménage parrainée, 20,00\s\$ sont ajoutés à vos gains/).waitFor();
    expect(await page.getByText('Rabais disponible sur votre prochaine réservation').count()).toBe(0);
    expect(await page.getByText(/prochaine réservation/).count()).toBe(0);
    await expectAccessible(page, '/referrals as a cleaner');
    await page.close();
  });
});
