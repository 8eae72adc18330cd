import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, expectAccessible, launchBrowser } from './support/browser.js';
import { call, clientWithProperty, type Account } from './support/booking-accounts.js';

/**
 * Issue #34, "Notifications sur cet appareil" in Mon compte, on a phone's viewport. The browser's own
 * push service cannot be reached from these machines (Chromium subscribes through Google's), so the
 * PushManager hands back a subscription made here (its keys are a real P-256 pair and auth secret); the
 * rest is real: the built app, its service worker, the permission, the API. What the server then sends
 * to such a subscription is read and decrypted by test/integration/push.test.ts.
 */
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function fakeSubscription(): { endpoint: string; p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `https://push.e2e.invalid/${randomUUID()}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** In the page, before its scripts: PushManager answers with that subscription (and forgets it on unsubscribe). */
function installPushManager(s: { endpoint: string; p256dh: string; auth: string }): void {
  let current: unknown = null;
  const make = (key: ArrayBuffer) => ({
    endpoint: s.endpoint,
    expirationTime: null,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: { p256dh: s.p256dh, auth: s.auth } }),
    unsubscribe: async () => {
      current = null;
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey as Uint8Array;
    current = make(key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) as ArrayBuffer);
    return current as PushSubscription;
  };
  PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
}

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Courriel').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  // Signed in once the app leaves the sign-in page (on a phone the name is inside the menu).
  await page.waitForURL((url) => url.pathname !== '/login');
}

describe('push notifications in Mon compte', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let client: Account;
  const stamp = Date.now();

  beforeAll(async () => {
    client = await clientWithProperty(`Léa Fortin ${stamp}`, `lea-push-${stamp}@e2e.eclat.local`);
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });

  const open = async (options: Parameters<Browser['newContext']>[0] = {}) => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, ...options });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return { context, page };
  };
  const devices = async () => (await call<{ devices: number; messages: boolean }>('GET', '/api/users/me/push-preferences', { token: client.token }));

  it('turns them on with the permission, saves a category, and turns them off again', async () => {
    const subscription = fakeSubscription();
    // The service worker is the app's own (it must be ready for PushManager); notifications allowed, as after "Autoriser".
    const { context, page } = await open({ serviceWorkers: 'allow', permissions: ['notifications'] });
    await context.addInitScript(installPushManager, subscription);
    await signIn(page, client);
    await page.goto('/account/notifications');
    const section = page.getByRole('region', { name: 'Notifications sur cet appareil' });
    // The section waits for the service worker, which installs (the app's files kept) on this first visit.
    await section.getByText('Cet appareil ne reçoit pas de notifications d’Éclat.').waitFor({ timeout: 30_000 });
    await section.getByRole('button', { name: 'Activer les notifications' }).click();
    await section.getByText('Cet appareil reçoit vos notifications.').waitFor();
    expect(await devices()).toMatchObject({ devices: 1, messages: true });
    // A client's categories only (no new requests or payouts: a cleaner's).
    await expect.poll(() => section.getByRole('checkbox').count()).toBe(3);
    await section.getByRole('checkbox', { name: 'Nouveaux messages, quand vous n’êtes pas sur Éclat' }).uncheck();
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(async () => (await devices()).messages).toBe(false);
    await expectAccessible(page, 'push section');
    // E2E_SCREENSHOTS=1: a look at the section as a phone shows it.
    if (process.env.E2E_SCREENSHOTS === '1') await section.screenshot({ path: '/tmp/push-e2e-section.png' });

    await section.getByRole('button', { name: 'Désactiver sur cet appareil' }).click();
    await section.getByText('Cet appareil ne reçoit pas de notifications d’Éclat.').waitFor();
    expect((await devices()).devices).toBe(0);
  });

  it('tells an iPhone in a Safari tab to add Éclat to the home screen first', async () => {
    const { page } = await open({ userAgent: IPHONE });
    await signIn(page, client);
    await page.goto('/account/notifications');
    await page.getByRole('region', { name: 'Notifications sur cet appareil' }).getByText(/une fois Éclat ajouté à l’écran d’accueil/).waitFor();
  });
});
