import { chromium, type Browser, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const baseUrl = () => inject('baseUrl');

/**
 * Debian's Chromium, headless, with the flags these machines need (no network of its own). Its
 * contexts block the service worker unless they ask for it (`serviceWorkers: 'allow'`, as
 * pwa-offline.e2e.test.ts does): elsewhere its install would download the whole app in each new
 * context, and requests it answers would escape `page.route`.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

export async function newPage(browser: Browser, locale = 'fr-CA'): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Colours caught halfway through a transition (a toast fading in) are not the page's colours.
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length), { timeout: 3000 })
    .toBe(0);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary?.split('\n')[1] ?? ''}`).join(' | ')}`);
  expect(summary, `accessibility of ${label}`).toEqual([]);
}

/** The newest email to `to` caught by the development mailbox. */
export async function lastEmailTo(to: string): Promise<{ subject: string; text: string }> {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${baseUrl()}/api/dev/mailbox`);
    const mails = (await res.json()) as { to: string; subject: string; text: string }[];
    const found = mails.find((m) => m.to === to);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no email to ${to}`);
}
