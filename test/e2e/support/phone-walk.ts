import { writeFile } from 'node:fs/promises';
import { expect, inject } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl } from './browser.js';
import { call, type Account } from './booking-accounts.js';

/**
 * Helpers of the client's phone walk (issue #40): a 390 x 844 touch phone in French, cleaners
 * listed with the rate and pets a walk needs, and what a homeowner must be able to read on every
 * screen (nothing wider than the phone, no translation key, no English, no broken value, French
 * typography).
 */

export const PHONE = { width: 390, height: 844 };
/** E2E_SCREENSHOTS=1 keeps a screenshot and the text of each checked screen in /tmp/phone-walk-*. */
const SHOTS = process.env.E2E_SCREENSHOTS === '1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export async function phone(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA', timezoneId: 'America/Toronto', viewport: PHONE, isMobile: true, hasTouch: true, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/**
 * Waits until the app has taken over the server-drawn page (main.tsx): typing into the drawn page's
 * inputs before that would be lost. The app's h1 carries React's marks; nothing in main is loading.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main.site-main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
  // waitForFunction rather than expect.poll: sign-ins run in beforeAll too, outside a test.
  await page.waitForFunction(() => document.querySelector('main.loading-screen, main.site-main .page-loading, main.site-main [aria-busy="true"]') === null);
}

/** Signs in from the login page as a person types and taps, and waits for the compact header to know them. */
export async function signInOnPhone(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await appReady(page);
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

/** Intl's narrow and ordinary no-break spaces as plain spaces, to compare amounts as text. */
export const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();
/** Quebec French money as Intl writes it, spaces made plain: "1 234,50 $". */
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

// What a homeowner should never read. Whole words only: JavaScript's \b takes "é" for a word's end ("Confirmée").
const BAD_TEXTS = [
  // An i18n key shown as text ("payments.invoice.title", "common:form.sent").
  /(?<!\p{L})[a-z][a-zA-Z]+(?::[a-z][a-zA-Z]+)?(?:\.[a-z][a-zA-Z_]+)+(?!\p{L})/gu,
  // English on a French screen (words that are not French too).
  /(?<!\p{L})(?:the|your|you|and|with|Loading|Error|Submit|Cancel|Confirm|Postpone|Send|Messages? sent|Download|Invoice|Tip|Review|Share|Copy|Delete|Failed|Booking|Visit|Deposit|Cleaner|Payment|Paid|Something went wrong)(?!\p{L})/gu,
  // Broken values, and "visite(s)": a plural a person should not have to decode.
  /(?<!\p{L})(?:undefined|null|NaN|Invalid Date)(?!\p{L})|\[object Object\]|\{\{|\}\}|\p{L}\(s\)/gu,
  // French typography: a no-break space before ":" "»" (narrow before ";" "!" "?") and after "«", never an ordinary one.
  / [:;!?»]|« /g,
];

export interface ReadingReport {
  scrollWidth: number;
  /** The innermost elements past the right edge. */
  stickingOut: string[];
  text: string;
}

/**
 * Runs in the page (no inner named functions: the test's compiler would wrap them in a helper the
 * page lacks). Reads the visible text of main and of open dialogs and announcements.
 */
export function readPage(): ReadingReport {
  const width = document.documentElement.clientWidth;
  const roots = [document.querySelector('main'), ...Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="status"], [role="alert"]'))].filter(
    (el): el is HTMLElement => el instanceof HTMLElement,
  );
  const stickingOut =
    document.documentElement.scrollWidth > width
      ? Array.from(document.body.querySelectorAll('*'))
          .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !Array.from(el.children).some((child) => child.getBoundingClientRect().right > width + 0.5))
          .slice(0, 5)
          .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${Math.round(el.getBoundingClientRect().right)} px "${(el.textContent ?? '').trim().slice(0, 40)}"`)
      : [];
  return { scrollWidth: document.documentElement.scrollWidth, stickingOut, text: roots.map((el) => el.innerText).join('\n') };
}

/**
 * Fails when the page is wider than the phone, or its text (main and open dialogs, or `where` only)
 * shows a key, English, a broken value or an ordinary space where French puts a no-break one.
 */
export async function expectReadable(page: Page, label: string, where?: Locator): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const report = await page.evaluate(readPage);
  const text = (where ? await where.innerText() : report.text)
    // Addresses of people and links are not words on the screen.
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  const badTexts = BAD_TEXTS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((found) => `"${found[0]}" in "${text.slice(Math.max(0, found.index - 30), found.index + found[0].length + 30).replace(/\s+/g, ' ')}"`),
  );
  if (SHOTS) {
    const name = `/tmp/phone-walk-${label.replace(/\W+/g, '_')}`;
    await page.screenshot({ path: `${name}.png`, fullPage: true });
    await writeFile(`${name}.txt`, await page.locator('body').innerText());
  }
  expect({ label, wide: report.scrollWidth > PHONE.width ? report.stickingOut : [], badTexts }).toEqual({ label, wide: [], badTexts: [] });
}

export interface WalkCleaner extends Account {
  slug: string;
  userId: string;
}

/**
 * A cleaner listed in Montréal at `rateCents` an hour, tolerating `pets`, ID approved. With
 * `bookable`, also available every day all day with an active payout account (accepting needs it).
 */
export async function walkCleaner(name: string, email: string, options: { rateCents: number; pets: string[]; bookable?: boolean }): Promise<WalkCleaner> {
  const password = 'une phrase de passe cleaner';
  const { token } = await call<{ token: string }>('POST', '/api/auth/signup', {
    body: { name, email, password, dateOfBirth: '1986-05-14', acceptTerms: true, locale: 'fr' },
  });
  await call('POST', '/api/auth/select-role', { token, body: { role: 'cleaner' } });
  const steps = [
    [
      {
        gender: 'female',
        languages: ['french', 'english'],
        experienceLevel: 'expert',
        experienceYears: 8,
        primaryCityId: 'montreal',
        serviceTypes: ['regular', 'deep'],
        bio: 'Ménage soigné à Montréal depuis huit ans, habituée aux maisons avec animaux, mon équipement compris.',
      },
      'quick-start',
    ],
    [
      {
        serviceCities: [{ placeId: 'montreal', hourlyRateCents: options.rateCents }],
        coverageKm: 25,
        equipment: ['vacuum', 'mop'],
        pets: options.pets,
        street: '1234 rue Saint-Denis',
        city: 'Montréal',
        province: 'QC',
        postalCode: 'H2X 1Y4',
      },
      'ready-to-work',
    ],
  ] as const;
  for (const [body, step] of steps) {
    await call('PATCH', '/api/cleaners/me/profile', { token, body });
    await call('POST', `/api/cleaners/me/onboarding/${step}/complete`, { token });
  }
  const form = new FormData();
  form.append('type', 'id');
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'permis.pdf');
  const document = await call<{ id: string }>('POST', '/api/cleaners/me/documents', { token, form });
  const { token: adminToken } = await call<{ token: string }>('POST', '/api/auth/login', { body: inject('admin') });
  const profile = await call<{ userId: string; slug: string }>('GET', '/api/cleaners/me/profile', { token });
  await call('PUT', `/api/admin/cleaners/${profile.userId}/documents/${document.id}`, { token: adminToken, body: { status: 'approved' } });
  if (options.bookable) {
    const today = new Date().toISOString().slice(0, 10);
    for (let weekday = 0; weekday < 7; weekday++) {
      await call('POST', '/api/availability/me/blocks', { token, body: { kind: 'weekly', slot: 'full_day', weekday, startDate: today } });
    }
    await call('POST', '/api/payouts/me/account/link', { token });
    await call('POST', '/api/payouts/me/account/sync', { token });
  }
  return { name, email, password, token, slug: profile.slug, userId: profile.userId };
}
