import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.js';

/**
 * Issue #41: the French console shows no English default (buttons, labels, titles, headings, dialogs,
 * accessible names), its create pages are titled in French words, and its main lists fit a phone.
 */
// Whole words only ("Confirmée" is French): letters around them are Unicode letters.
const ENGLISH = /(?<!\p{L})(Delete|Cancel|Save|Close|Open|Clear|Remove|Rows per page|Confirm|Undo|Sort|Search|Select|Loading|Filter|Export|Columns?|Create|Edit|Show|Back|Next|Previous|Upload|Drop)(?!\p{L})/u;
const SCREENS = ['/admin', '/admin/users', '/admin/bookings', '/admin/reviews', '/admin/payouts', '/admin/contact-messages', '/admin/faq-entries', '/admin/faq-entries/create', '/admin/blog-posts/create', '/admin/gallery-items/create', '/admin/promo-codes', '/admin/promo-codes/create', '/admin/api-keys', '/admin/api-keys/create', '/admin/newsletter-campaigns/create'];

async function chrome(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    for (const el of document.querySelectorAll('button, [role="button"], label, th, h1, h2, h3, h6, legend, [role="tab"], [role="menuitem"], .RaTitle, p.MuiTypography-root')) texts.push((el as HTMLElement).innerText.trim());
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) for (const a of ['aria-label', 'title', 'placeholder']) texts.push(el.getAttribute(a) ?? '');
    return texts.filter(Boolean);
  });
}

describe('the French console', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    const admin = inject('admin');
    await page.goto('/admin');
    await page.getByLabel('Courriel', { exact: true }).fill(admin.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: /connexion/i }).click();
    await page.getByText(/Bienvenue/).waitFor();
  });
  afterAll(() => browser?.close());

  it('has no English default on its screens, dialogs included', async () => {
    const found: string[] = [];
    for (const screen of SCREENS) {
      await page.goto(screen);
      await page.waitForLoadState('networkidle');
      for (const text of await chrome(page)) if (ENGLISH.test(text)) found.push(`${screen}: ${text}`);
      if (screen.endsWith('/create')) expect(await page.locator('.RaCreate-main, main').first().innerText(), screen).not.toMatch(/\bCréer [A-ZÉ]/);
    }
    // A FAQ entry's delete confirmation (issue #41 saw "Delete" and "Cancel" there).
    await page.goto('/admin/faq-entries');
    await page.getByRole('row').nth(1).click();
    await page.getByRole('button', { name: 'Supprimer' }).first().click();
    await page.getByRole('dialog').waitFor();
    for (const text of await chrome(page)) if (ENGLISH.test(text)) found.push(`faq delete dialog: ${text}`);
    expect(found).toEqual([]);
  });

  it('fits its main lists on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const screen of ['/admin/users', '/admin/bookings', '/admin/reviews', '/admin/payouts', '/admin/contact-messages']) {
      await page.goto(screen);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('table').count(), screen).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(375);
    }
  });
});
