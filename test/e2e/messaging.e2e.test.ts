import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, expectAccessible, launchBrowser } from './support/browser.js';
import { call, clientWithProperty, listedCleaner, type Account } from './support/booking-accounts.js';

/**
 * Issue #6 in the browser: a client and a cleaner, each in their own browser, chat on a confirmed
 * booking: the header badge changes live, the typing indicator and the read receipt appear, and a
 * phone number is refused under the box with the server's message.
 */

/** E2E_SCREENSHOTS=1 saves screenshots to /tmp/messaging-e2e-*.png for a look at the layout. */
const SHOTS = process.env.E2E_SCREENSHOTS === '1';
async function screenshot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `/tmp/messaging-e2e-${name}.png`, fullPage: true });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Courriel').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.getByRole('button', { name: new RegExp(account.name) }).waitFor();
}

describe('messaging end to end', () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let client: Page;
  let cleaner: Page;
  let clientAccount: Account;
  let cleanerAccount: Account;
  let bookingId = '';
  let propertyId = '';
  const stamp = Date.now();

  beforeAll(async () => {
    const listed = await listedCleaner(`Maude Gagnon ${stamp}`, `maude-msg-${stamp}@e2e.eclat.local`);
    const withProperty = await clientWithProperty(`Olivier Roy ${stamp}`, `olivier-msg-${stamp}@e2e.eclat.local`);
    cleanerAccount = listed;
    clientAccount = withProperty;
    propertyId = withProperty.property.id;
    const profile = await call<{ userId: string }>('GET', '/api/cleaners/me/profile', { token: listed.token });
    const requested = await call<{ booking: { id: string } }>('POST', '/api/bookings', {
      token: withProperty.token,
      body: { cleanerId: profile.userId, propertyId: withProperty.property.id, cleaningType: 'regular', date: inDays(3), time: '09:00', durationHours: 4, paymentMethod: 'card' },
    });
    bookingId = requested.booking.id;
    await call('POST', `/api/bookings/${bookingId}/accept`, { token: listed.token });

    browser = await launchBrowser();
    const pages: Page[] = [];
    for (let i = 0; i < 2; i++) {
      const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA' });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      pages.push(page);
    }
    [client, cleaner] = pages as [Page, Page];
    await signIn(client, clientAccount);
    await signIn(cleaner, cleanerAccount);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
    await browser?.close();
  });

  it('opens the conversation from the booking and the inbox', async () => {
    await client.goto(`/bookings/${bookingId}`);
    await client.getByRole('link', { name: 'Message' }).click();
    await client.waitForURL(`**/messages/${bookingId}`);
    await client.getByRole('heading', { name: `Conversation avec ${cleanerAccount.name}` }).waitFor();

    await cleaner.goto('/messages');
    await cleaner.getByRole('link', { name: new RegExp(clientAccount.name) }).waitFor();
    await expectAccessible(cleaner, 'the inbox');
    await expectAccessible(client, 'the conversation');
  });

  it('refuses a phone number under the box with the server message', async () => {
    const box = client.getByLabel('Votre message');
    await box.fill('Appelez-moi au 514 555 1234');
    await client.getByRole('button', { name: 'Envoyer' }).click();
    await client.getByText('Les numéros de téléphone ne sont pas autorisés dans les messages.').waitFor();
    expect(await box.inputValue()).toBe('Appelez-moi au 514 555 1234');
    await box.fill('');
  });

  it('shows typing, delivers live, updates the badge and the read receipt', async () => {
    // The cleaner stays on the inbox: the badge in the header counts the new message.
    await cleaner.goto('/messages');
    await cleaner.getByRole('link', { name: new RegExp(clientAccount.name) }).waitFor();

    const box = client.getByLabel('Votre message');
    await box.fill('Bonjour, le code de la porte est dans les instructions.');
    await client.getByRole('button', { name: 'Envoyer' }).click();
    await client.getByText('Envoyé', { exact: false }).first().waitFor();

    await cleaner.getByRole('button', { name: /1 message non lu/ }).waitFor();
    await screenshot(cleaner, 'inbox');

    await cleaner.getByRole('link', { name: new RegExp(clientAccount.name) }).click();
    await cleaner.getByText('Bonjour, le code de la porte est dans les instructions.').waitFor();
    // Opening the conversation marks it read: the client sees "Lu" and the cleaner's badge goes.
    await client.getByText(/Lu à/).waitFor();
    await cleaner.getByRole('button', { name: /message non lu/ }).waitFor({ state: 'detached' });

    await cleaner.getByLabel('Votre message').pressSequentially('Parfait, merci', { delay: 20 });
    await client.getByText(`${cleanerAccount.name} est en train d'écrire…`).waitFor();
    await screenshot(client, 'typing');
    await cleaner.getByRole('button', { name: 'Envoyer' }).click();
    await client.getByText('Parfait, merci').waitFor();
    await screenshot(client, 'conversation');
    await client.getByText(`${cleanerAccount.name} est en train d'écrire…`).waitFor({ state: 'detached' });
  });

  it('gives a weekly series one conversation: any visit writes to it, live, under the name of its visit (issue #42)', async () => {
    const profile = await call<{ userId: string }>('GET', '/api/cleaners/me/profile', { token: cleanerAccount.token });
    const series = await call<{ visitIds: string[] }>('POST', '/api/bookings', {
      token: clientAccount.token,
      body: { cleanerId: profile.userId, propertyId, cleaningType: 'regular', date: inDays(5), time: '14:00', durationHours: 4, frequency: 'weekly', visits: 3, paymentMethod: 'card' },
    });
    const [first, , third] = series.visitIds as [string, string, string];
    await call('POST', `/api/bookings/${first}/accept`, { token: cleanerAccount.token, body: { scope: 'series' } });

    // The cleaner reads the first visit's messages; the client writes from the third visit's page.
    await cleaner.goto(`/messages/${first}`);
    await cleaner.getByRole('heading', { name: `Conversation avec ${clientAccount.name}` }).waitFor();
    await client.goto(`/messages/${third}`);
    await client.getByText(/Série de 3 visites/).waitFor();
    await client.getByLabel('Votre message').fill('Pour la troisième visite, le four aussi.');
    await client.getByRole('button', { name: 'Envoyer' }).click();

    await cleaner.getByText('Pour la troisième visite, le four aussi.').waitFor();
    const marker = cleaner.locator('.chat__visit');
    expect(await marker.count()).toBe(1);
    expect(await marker.innerText()).toMatch(/^Visite du \S+ \d+ \S+/);
    await screenshot(cleaner, 'series');

    // One inbox entry for the series, beside the single visit's.
    await client.goto('/messages');
    await client.getByRole('link', { name: /Série de 3 visites/ }).waitFor();
    expect(await client.getByRole('link', { name: /Série de 3 visites/ }).count()).toBe(1);
    expect(await client.getByRole('link', { name: new RegExp(cleanerAccount.name) }).count()).toBe(2);
  });
});
