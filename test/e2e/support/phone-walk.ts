import { expect, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser.js';
import { call, type Account } from './booking-accounts.js';

/**
 * Helpers of the client's phone walk (issue #40): a 390 x 844 touch phone in French, cleaners
 * listed with the rate and pets a walk needs, and a check of what a homeowner reads on a page
 * (nothing wider than the phone, no translation key, no English, no "undefined" or "NaN").
 */

export const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export async function phoneContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA', viewport: PHONE, isMobile: true, hasTouch: true });
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
  await expect.poll(() => page.locator('main.loading-screen, main.site-main .page-loading, main.site-main [aria-busy="true"]').count()).toBe(0);
}

/** Signs in through the login form, as a person does, and waits for the compact header's main action. */
export async function signInOnPhone(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await appReady(page);
  await page.getByLabel('Courriel').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().tap();
  await page.getByRole('banner').getByRole('link', { name: 'Réserver' }).waitFor();
}

export interface ReadingReport {
  scrollWidth: number;
  /** The innermost elements past the right edge. */
  stickingOut: string[];
  /** Texts a homeowner should never read: translation keys, English words, undefined, NaN. */
  badTexts: string[];
}

/**
 * Runs in the page (no inner named functions: the test's compiler would wrap them in a helper the
 * page lacks). Reads the visible text of main and of open dialogs, emails and web addresses left out.
 */
export function readPage(): ReadingReport {
  const width = document.documentElement.clientWidth;
  const roots = [document.querySelector('main.site-main'), ...Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="status"], [role="alert"]'))].filter(
    (el): el is HTMLElement => el instanceof HTMLElement,
  );
  const text = roots
    .map((el) => el.innerText)
    .join('\n')
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  const badTexts: string[] = [];
  for (const pattern of [
    /\b[a-z][a-zA-Z]+(?::[a-z][a-zA-Z]+)?\.[a-z][a-zA-Z]+(?:\.[a-zA-Z]+)*\b/g,
    // Whole words only: JavaScript's \b takes "é" for a word's end ("Confirmée").
    /(?<!\p{L})(?:undefined|null|NaN|Invalid Date|the|your|Cancel|Booking|Error|Loading|Submit|Confirm|Postpone|Send|Messages? sent|Visit|Deposit)(?!\p{L})/gu,
    /\{\{|\}\}/g,
  ]) {
    for (const found of text.matchAll(pattern)) badTexts.push(`"${found[0]}" in "${text.slice(Math.max(0, found.index - 30), found.index + found[0].length + 30).replace(/\s+/g, ' ')}"`);
  }
  const stickingOut =
    document.documentElement.scrollWidth > width
      ? Array.from(document.body.querySelectorAll('*'))
          .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !Array.from(el.children).some((child) => child.getBoundingClientRect().right > width + 0.5))
          .slice(0, 5)
          .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${Math.round(el.getBoundingClientRect().right)} px "${(el.textContent ?? '').trim().slice(0, 40)}"`)
      : [];
  return { scrollWidth: document.documentElement.scrollWidth, stickingOut, badTexts };
}

/** Fails when the page is wider than the phone or shows a key, English or a broken value. */
export async function expectReadable(page: Page, label: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const report = await page.evaluate(readPage);
  expect({ label, wide: report.scrollWidth > PHONE.width ? report.stickingOut : [], badTexts: report.badTexts }).toEqual({ label, wide: [], badTexts: [] });
}

/** Intl's no-break spaces as plain spaces, to compare texts. */
export const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
/** Quebec French money as Intl writes it, spaces made plain: "1 234,50 $". */
export const dollars = (cents: number) => plain(new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100));

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
