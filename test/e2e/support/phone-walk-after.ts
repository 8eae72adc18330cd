import { writeFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl } from './browser.js';
import type { Account } from './booking-accounts.js';

/**
 * Helpers of the client's phone walk (issue #40): a 390 x 844 touch phone in French, and what a
 * homeowner must be able to read on every screen of it.
 */

export const PHONE_WIDTH = 390;
/** E2E_SCREENSHOTS=1 keeps a screenshot of each step in /tmp/phone-walk-*.png. */
const SHOTS = process.env.E2E_SCREENSHOTS === '1';

export async function phone(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'fr-CA',
    timezoneId: 'America/Toronto',
    viewport: { width: PHONE_WIDTH, height: 844 },
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** Intl's narrow and ordinary no-break spaces as plain spaces, to compare amounts as text. */
export const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();
/** "32,00 $" as fr-CA writes it (the test compares with plain()). */
export const dollars = (cents: number) => plain(new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100));
/** "32,00 $" read back as cents. */
export const cents = (text: string | null) => {
  const match = /(-|−)?\s*([\d\s]+),(\d{2})\s\$/.exec(plain(text));
  if (!match) throw new Error(`no amount in "${text}"`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replace(/\s/g, '')) * 100 + Number(match[3]));
};

/** A table or list of "label  amount" lines (a price, the payments) as label -> cents; lines without an amount are left out. */
export async function rows(where: Locator): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const lines = plain((await where.innerText()).replace(/\t/g, '\n').split('\n').join('\u0001')).split('\u0001').map((l) => l.trim()).filter(Boolean);
  for (let i = 1; i < lines.length; i++) {
    if (/^[-−]?\s*[\d\s]+,\d{2} \$$/.test(lines[i]!) && !/\d,\d{2} \$$/.test(lines[i - 1]!)) found.set(lines[i - 1]!, cents(lines[i]!));
  }
  return found;
}

/** Signs in from the login page as a person types and taps, and waits for the compact header to know them. */
export async function signInOnPhone(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Courriel').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().tap();
  await page.getByRole('banner').getByRole('link', { name: 'Réserver' }).waitFor();
}

/** Opens the compact header's menu and taps one of its items. */
export async function menuItem(page: Page, name: string | RegExp): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name: /^Menu/ });
  await button.tap();
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await panel.getByRole('link', { name }).tap();
  await panel.waitFor({ state: 'detached' });
}

// English a homeowner could meet on a screen meant in French (words that are not French too).
const ENGLISH = /\b(the|your|you|and|with|Loading|Error|Submit|Cancel|Download|Invoice|Tip|Review|Share|Copy|Delete|Failed|Booking|Cleaner|Payment|Paid|Something went wrong)\b/;
// An i18n key shown as text ("payments.invoice.title", "form.sent").
const RAW_KEY = /\b[a-z][a-zA-Z]+(\.[a-z][a-zA-Z_]+)+\b/;
// "visite(s)": a plural a person should not have to decode.
const BROKEN = /\b(undefined|null|NaN|Invalid Date|\[object Object\])\b|\{\{|\p{L}\(s\)/u;

/**
 * What a homeowner must be able to read on the page as it is now: nothing wider than the phone, no
 * raw translation key, no English, no "undefined". `where` narrows the text checked (not the width).
 */
export async function expectReadable(page: Page, label: string, where?: Locator): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  const stickingOut =
    width.scroll > PHONE_WIDTH
      ? await page.evaluate((max) =>
          Array.from(document.body.querySelectorAll('*'))
            .filter((el) => el.getBoundingClientRect().right > max + 0.5 && !Array.from(el.children).some((c) => c.getBoundingClientRect().right > max + 0.5))
            .slice(0, 5)
            .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent ?? '').trim().slice(0, 40)}"`),
          PHONE_WIDTH,
        )
      : [];
  expect(stickingOut, `${label}: nothing wider than the phone`).toEqual([]);
  expect(width.scroll, `${label}: page width`).toBeLessThanOrEqual(PHONE_WIDTH);
  const text = (await (where ?? page.locator('main')).innerText())
    // Addresses of people and links are not words on the screen.
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  expect(text.match(RAW_KEY)?.[0] ?? null, `${label}: a raw translation key`).toBeNull();
  expect(text.match(ENGLISH)?.[0] ?? null, `${label}: English on a French screen`).toBeNull();
  expect(text.match(BROKEN)?.[0] ?? null, `${label}: a broken value`).toBeNull();
  // French typography: a no-break space before ":" "»" (narrow before ";" "!" "?") and after "«", never an ordinary one.
  expect([...text.matchAll(/.{0,30}(?: [:;!?»]|« ).{0,10}/g)].map((m) => m[0]), `${label}: French typography`).toEqual([]);
  if (SHOTS) {
    const name = `/tmp/phone-walk-${label.replace(/\W+/g, '_')}`;
    await page.screenshot({ path: `${name}.png`, fullPage: true });
    await writeFile(`${name}.txt`, await page.locator('body').innerText());
  }
}
