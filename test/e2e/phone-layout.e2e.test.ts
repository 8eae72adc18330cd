import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl, expectAccessible, launchBrowser } from './support/browser.js';
import { call, clientWithProperty, listedCleaner, type Account, type ClientProperty } from './support/booking-accounts.js';

/**
 * Issue #34 on a 360 x 740 touch phone: the compact header and its menu (touch, keyboard, focus
 * trap, Escape, outside tap), the signed-in client's and cleaner's items with the unread badge, and
 * on the main pages no sideways scrolling and no control in main under 24 x 24 px (WCAG 2.2 SC 2.5.8).
 */

const WIDTH = 360;
const SHOTS = process.env.E2E_SCREENSHOTS === '1';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface PageReport {
  scrollWidth: number;
  headerHeight: number;
  /** Targets under 24 x 24 px that are neither inline in a sentence nor spaced apart (the SC's exceptions). */
  smallTargets: string[];
  /** When the page is too wide: the innermost elements that stick out, to find the cause. */
  stickingOut: string[];
}

/**
 * Runs in the page. A target is any visible interactive element in main. Under 24 x 24 it passes
 * only by the SC's exceptions: "Inline" (a link in a sentence, sized by the line of text: displayed
 * inline in a block whose other text has words) or "Spacing" (a 24 px circle on its centre crosses
 * no other target and no other undersized target's circle). Written without inner function names:
 * the test's compiler would wrap them in a helper the page does not have.
 */
function inspectPage(): PageReport {
  const MIN = 24;
  const main = document.querySelector('main.site-main');
  const header = document.querySelector('header.site-header');
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [tabindex]:not([tabindex="-1"])';
  const targets = main
    ? Array.from(main.querySelectorAll<HTMLElement>(selector)).filter((el) => {
        if (el.closest('[inert], [aria-hidden="true"]') || getComputedStyle(el).visibility === 'hidden') return false;
        const box = el.getBoundingClientRect();
        // Visually hidden inputs (1 px, clipped) are not what a finger aims at: their visible label is.
        return box.width > 1 && box.height > 1;
      })
    : [];
  const boxes = targets.map((el) => ({ el, box: el.getBoundingClientRect() }));
  const undersized = boxes.filter(({ el, box }) => {
    if (box.width >= MIN - 0.01 && box.height >= MIN - 0.01) return false;
    if (getComputedStyle(el).display !== 'inline') return true;
    let block = el.parentElement;
    while (block && /^(inline|contents)/.test(getComputedStyle(block).display)) block = block.parentElement;
    const own = (el.textContent ?? '').replace(/\s+/g, '');
    const rest = (block?.textContent ?? '').replace(/\s+/g, '').replace(own, '');
    return !/\p{L}{2,}/u.test(rest);
  });
  const smallTargets: string[] = [];
  for (const small of undersized) {
    const cx = small.box.left + small.box.width / 2;
    const cy = small.box.top + small.box.height / 2;
    const clash = boxes.find((other) => {
      if (other.el === small.el || other.el.contains(small.el) || small.el.contains(other.el)) return false;
      const dx = Math.max(other.box.left - cx, 0, cx - other.box.right);
      const dy = Math.max(other.box.top - cy, 0, cy - other.box.bottom);
      if (Math.hypot(dx, dy) < MIN / 2) return true;
      const otherSmall = undersized.some((u) => u.el === other.el);
      return otherSmall && Math.hypot(cx - (other.box.left + other.box.width / 2), cy - (other.box.top + other.box.height / 2)) < MIN;
    });
    if (clash) {
      const name = (small.el.getAttribute('aria-label') ?? small.el.textContent ?? '').trim().slice(0, 40);
      smallTargets.push(`<${small.el.tagName.toLowerCase()} class="${small.el.className}"> "${name}" ${Math.round(small.box.width)}x${Math.round(small.box.height)}`);
    }
  }
  const width = document.documentElement.clientWidth;
  const stickingOut =
    document.documentElement.scrollWidth > width
      ? Array.from(document.body.querySelectorAll('*'))
          .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !Array.from(el.children).some((child) => child.getBoundingClientRect().right > width + 0.5))
          .slice(0, 5)
          .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${Math.round(el.getBoundingClientRect().right)} px "${(el.textContent ?? '').trim().slice(0, 40)}"`)
      : [];
  return { scrollWidth: document.documentElement.scrollWidth, headerHeight: header?.getBoundingClientRect().height ?? 0, smallTargets, stickingOut };
}

async function phoneContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  // No service worker: this file tests the layout, and pages must come from the server each time.
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA', viewport: { width: WIDTH, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** Opens a page and waits until its content is drawn: its heading is there and nothing is loading in main. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The app's main (not the loading screen's, shown while the session is checked), with its heading and its data.
  await page.locator('main.site-main h1').first().waitFor();
  // A server-drawn page is replaced by the app's own (main.tsx): measure and tap the app's elements,
  // which React has marked, not the drawn ones about to go.
  await page.waitForFunction(() => {
    const heading = document.querySelector('main.site-main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
  await expect.poll(() => page.locator('main.loading-screen, main.site-main .page-loading, main.site-main [aria-busy="true"]').count()).toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const focusedName = (page: Page) => page.evaluate(() => (document.activeElement?.textContent ?? '').trim() || document.activeElement?.getAttribute('aria-label') || document.activeElement?.tagName);
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

async function signIn(page: Page, account: Account, primaryAction: string): Promise<void> {
  await open(page, '/login');
  await page.getByLabel('Courriel').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  // The compact header shows the person's main action once they are known.
  await page.getByRole('banner').getByRole('link', { name: primaryAction }).waitFor();
}

describe('the phone layout (issue #34)', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let visitor: Page;
  let cleanerAccount: Account & { slug: string };
  let clientAccount: Account & { property: ClientProperty };
  let bookingId = '';
  const stamp = Date.now();
  const reports: { path: string; report: PageReport }[] = [];

  const audit = async (page: Page, path: string, label = path) => {
    await open(page, path);
    reports.push({ path: label, report: await page.evaluate(inspectPage) });
    if (SHOTS) await page.screenshot({ path: `/tmp/phone-layout-${label.replace(/\W+/g, '_')}.png`, fullPage: true });
  };

  beforeAll(async () => {
    // Long names and addresses, as real people have: they must wrap, not widen the page.
    cleanerAccount = await listedCleaner(`Marie-Ève Bélanger-Tremblay ${stamp}`, `marie-eve.belanger-tremblay.${stamp}@courriel-de-quartier.e2e.eclat.local`);
    clientAccount = await clientWithProperty(`Olivier Roy-Desjardins ${stamp}`, `olivier.roy-desjardins.${stamp}@courriel-de-quartier.e2e.eclat.local`);
    const profile = await call<{ userId: string }>('GET', '/api/cleaners/me/profile', { token: cleanerAccount.token });
    const requested = await call<{ booking: { id: string } }>('POST', '/api/bookings', {
      token: clientAccount.token,
      body: {
        cleanerId: profile.userId,
        propertyId: clientAccount.property.id,
        cleaningType: 'regular',
        date: inDays(3),
        time: '09:00',
        durationHours: 4,
        paymentMethod: 'card',
        notes: 'Entrez par la porte arrière : le plan est sur https://www.exemple-de-plan-tres-long.ca/maison-saint-denis/acces-arriere',
      },
    });
    bookingId = requested.booking.id;
    await call('POST', `/api/bookings/${bookingId}/accept`, { token: cleanerAccount.token });
    // An unread message for the client: the menu must carry its badge.
    await call('POST', `/api/messages/${bookingId}`, {
      token: cleanerAccount.token,
      body: { clientMessageId: randomUUID(), text: 'Bonjour! Voici ma liste : https://www.exemple-de-liste-tres-longue.ca/nettoyage/regulier/cuisine-et-salle-de-bain' },
    });
    browser = await launchBrowser();
    const first = await phoneContext(browser);
    contexts.push(first.context);
    visitor = first.page;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('has a page check that sees crowded small targets and a too wide page, and spares a link in a sentence', async () => {
    const page = await visitor.context().newPage();
    await page.setContent(`<meta name="viewport" content="width=device-width, initial-scale=1">
      <header class="site-header" style="height:56px"></header>
      <main class="site-main" style="font: 16px/1.5 sans-serif">
        <p>Lisez <a href="#conditions">nos conditions</a> avant de réserver.</p>
        <p style="margin:40px 0"><a href="#seul" style="font-size:12px">Seul</a></p>
        <div><button style="width:16px;height:16px;padding:0;border:0">a</button><button style="width:16px;height:16px;padding:0;border:0">b</button></div>
        <button style="width:44px;height:44px;margin-top:40px">Grand</button>
        <div style="width:${WIDTH + 40}px">Trop large</div>
      </main>`);
    const report = await page.evaluate(inspectPage);
    await page.close();
    expect(report.smallTargets).toEqual(['<button class=""> "a" 16x16', '<button class=""> "b" 16x16']);
    expect(report.scrollWidth).toBeGreaterThan(WIDTH);
    expect(report.stickingOut.join()).toContain('Trop large');
    expect(report.headerHeight).toBe(56);
  });

  it('keeps a compact header whose menu opens and closes by touch and keyboard, with the focus kept inside', async () => {
    await open(visitor, '/');
    const header = visitor.getByRole('banner');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    // The wide row of links is not on a phone: the login button and the menu button are.
    await header.getByRole('link', { name: 'Se connecter' }).waitFor();
    expect(await header.getByRole('link', { name: 'Galerie' }).count()).toBe(0);

    const button = header.getByRole('button', { name: 'Menu' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-controls')).toBeTruthy();

    // A tap opens it with the header's links; a second tap closes it and leaves the focus on the button.
    // (A tap made while the app takes over the server's page is replayed on the app's button: ssr/early-clicks.ts.)
    await button.tap();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    // Read once open: the app's ids, not the server page's.
    const panel = visitor.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await panel.waitFor();
    const links = panel.getByRole('link');
    expect(await links.allTextContents()).toEqual(['Propriétaires', 'Galerie', 'Devenir personne de ménage']);
    await button.tap();
    await panel.waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(button)).toBe(true);

    // Enter opens it; Tab walks the links, then comes back to the button; Shift+Tab goes round the other way.
    await button.focus();
    await visitor.keyboard.press('Enter');
    await panel.waitFor();
    const walked: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      await visitor.keyboard.press('Tab');
      walked.push(await focusedName(visitor));
    }
    expect(walked).toEqual(['Propriétaires', 'Galerie', 'Devenir personne de ménage', 'Menu']);
    expect(await isFocused(button)).toBe(true);
    await visitor.keyboard.press('Shift+Tab');
    expect(await focusedName(visitor)).toBe('Devenir personne de ménage');
    // Escape closes it and gives the focus back to the button.
    await visitor.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await isFocused(button)).toBe(true);

    // A tap outside closes it; following a link closes it and opens the page.
    await button.tap();
    await panel.waitFor();
    await visitor.touchscreen.tap(WIDTH / 2, 600);
    await panel.waitFor({ state: 'detached' });
    await button.tap();
    await panel.getByRole('link', { name: 'Galerie' }).tap();
    await visitor.waitForURL('**/gallery');
    await panel.waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('gives the forms the keyboards and autofill of a phone', async () => {
    await open(visitor, '/login');
    const email = visitor.getByLabel('Courriel');
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('autocomplete')).toBe('username webauthn');
    expect(await email.getAttribute('autocapitalize')).toBe('none');
    expect(await visitor.getByLabel('Mot de passe', { exact: true }).getAttribute('autocomplete')).toBe('current-password');
    await open(visitor, '/register');
    expect(await visitor.locator('input[name="name"]').getAttribute('autocomplete')).toBe('name');
    expect(await visitor.locator('input[name="new-password"]').getAttribute('autocomplete')).toBe('new-password');
  });

  it('scrolls no public page sideways and gives every control in main 24 x 24 px', async () => {
    for (const path of ['/', '/cleaners', `/cleaners/${cleanerAccount.slug}`, '/pricing', '/faq', '/contact', '/login', '/register']) await audit(visitor, path);
  });

  it("holds a signed-in client's items, with the unread badge, in an accessible menu", async () => {
    await signIn(visitor, clientAccount, 'Réserver');
    const header = visitor.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Réserver' }).getAttribute('href')).toBe('/cleaners');
    // The badge is on the menu button too, read with its name.
    const button = header.getByRole('button', { name: /^Menu.*1 message non lu/ });
    await button.tap();
    const panel = visitor.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await panel.getByRole('link', { name: 'Messages, 1 message non lu' }).waitFor();
    const items = await panel.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(items).toEqual(['/bookings', '/messages', '/properties', '/profile', '/referrals']);
    const logout = panel.getByRole('button', { name: 'Se déconnecter' });
    await logout.waitFor();
    expect(await panel.getByText('Revenus et paiements').count()).toBe(0);
    // The trap goes from the last item (Logout) back to the button.
    await logout.focus();
    await visitor.keyboard.press('Tab');
    expect(await isFocused(button)).toBe(true);
    await expectAccessible(visitor, 'the open phone menu of a client');
    if (SHOTS) await visitor.screenshot({ path: '/tmp/phone-layout-client-menu.png' });
    await panel.getByRole('link', { name: /Mes réservations/ }).tap();
    await visitor.waitForURL('**/bookings');
    await panel.waitFor({ state: 'detached' });
  });

  it("scrolls none of the client's pages sideways, the booking's page included", async () => {
    for (const path of ['/bookings', `/bookings/${bookingId}`, '/messages', `/messages/${bookingId}`, '/profile', '/properties']) {
      await audit(visitor, path, path.replace(bookingId, ':id') + ' (client)');
    }
  });

  it("gives a cleaner their requests and earnings, and scrolls none of the cleaner's pages sideways", async () => {
    const { context, page } = await phoneContext(browser);
    contexts.push(context);
    await signIn(page, cleanerAccount, 'Mes demandes');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Mes demandes' }).getAttribute('href')).toBe('/bookings?tab=requests');
    const button = header.getByRole('button', { name: 'Menu' });
    await button.tap();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const items = await panel.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(items).toEqual(['/bookings', '/messages', '/profile/calendar', '/profile/payouts', '/profile', '/referrals']);
    await button.tap();
    for (const path of [`/bookings/${bookingId}`, '/bookings', '/profile/calendar', '/profile/payouts', '/profile']) {
      await audit(page, path, path.replace(bookingId, ':id') + ' (cleaner)');
    }
  });

  it("draws the cleaner's month without overlapping texts at 360 px, the day's panel lists its visits, the earnings page what is coming and what clients think (issue #40)", async () => {
    const { context, page } = await phoneContext(browser);
    contexts.push(context);
    await signIn(page, cleanerAccount, 'Mes demandes');
    await page.goto('/profile/calendar');
    await page.locator('.month-grid__day').first().waitFor();
    // Every visible text box of a day stays inside its day and clear of the others; the month's header likewise.
    const overlaps = await page.evaluate(() => {
      const found: string[] = [];
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return r.width > 1 && r.height > 1 && style.visibility !== 'hidden' && style.display !== 'none';
      };
      const clash = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      for (const day of Array.from(document.querySelectorAll('.month-grid__day'))) {
        const box = day.getBoundingClientRect();
        const parts = Array.from(day.querySelectorAll(':scope > span, .month-grid__slot')).filter(visible);
        for (const part of parts) {
          const r = part.getBoundingClientRect();
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5) found.push(`${day.getAttribute('data-date')}: "${part.textContent}" leaves its day`);
        }
        for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) if (clash(parts[i]!.getBoundingClientRect(), parts[j]!.getBoundingClientRect())) found.push(`${day.getAttribute('data-date')}: "${parts[i]!.textContent}" over "${parts[j]!.textContent}"`);
      }
      const header = Array.from(document.querySelectorAll('.calendar-month__header > *')).filter(visible);
      for (let i = 0; i < header.length; i++) for (let j = i + 1; j < header.length; j++) if (clash(header[i]!.getBoundingClientRect(), header[j]!.getBoundingClientRect())) found.push(`header: "${header[i]!.textContent}" over "${header[j]!.textContent}"`);
      const heads = Array.from(document.querySelectorAll('.month-grid th'));
      for (const th of heads) if (th.scrollWidth > th.clientWidth + 1) found.push(`weekday "${th.textContent}" wider than its column`);
      return found;
    });
    expect(overlaps).toEqual([]);
    if (SHOTS) await page.locator('.calendar-month').screenshot({ path: '/tmp/calendar-360.png' });
    // The visit in three days: its day's panel lists it and leads to it.
    const visitDay = inDays(3);
    if (visitDay.slice(0, 7) !== (await page.locator('.month-grid__day').first().getAttribute('data-date'))!.slice(0, 7)) await page.getByRole('button', { name: /Mois suivant/ }).tap();
    await page.locator(`.month-grid__day[data-date="${visitDay}"]`).tap();
    const panel = page.locator('.calendar-day');
    await panel.getByRole('heading', { name: 'Visites réservées ce jour-là' }).waitFor();
    const visit = panel.getByRole('link', { name: /^9\sh – 13\sh · Nettoyage régulier · Montréal$/ });
    expect(await visit.getAttribute('href')).toBe(`/bookings/${bookingId}`);

    // The earnings page says what is coming (the confirmed visit and its share) and what clients think.
    const profile = await call<{ userId: string }>('GET', '/api/cleaners/me/profile', { token: cleanerAccount.token });
    await call('POST', `/api/cleaners/${profile.userId}/feedback`, { token: clientAccount.token, body: { kind: 'like', reason: 'experience' } });
    await page.goto('/profile/payouts');
    const upcoming = page.getByTestId('payout-upcoming');
    await upcoming.getByRole('heading', { name: 'À venir' }).waitFor();
    await upcoming.getByText(/^[\d\s\u00a0]+,\d{2}\u00a0\$ pour 1 visite confirmée$/).waitFor();
    const line = upcoming.getByRole('link').first();
    expect(await line.textContent()).toMatch(/ · Nettoyage régulier · Montréal · [\d\s\u00a0\u202f]+,\d{2}\u00a0\$$/);
    expect(await line.getAttribute('href')).toBe(`/bookings/${bookingId}`);
    const opinions = page.getByTestId('payout-feedback');
    await opinions.getByText('1 client aime votre profil').waitFor();
    await opinions.getByText('J’aime\u00a0: Expérience (1)').waitFor();
  });

  it('found every page within 360 px, its header within 64 px and its targets at 24 px', () => {
    expect(reports.length).toBe(19);
    const wide = reports.filter((r) => r.report.scrollWidth > WIDTH).map((r) => `${r.path}: ${r.report.scrollWidth} px wide, by ${r.report.stickingOut.join(' ; ')}`);
    const tall = reports.filter((r) => r.report.headerHeight > 64 || r.report.headerHeight === 0).map((r) => `${r.path}: header ${r.report.headerHeight} px`);
    const small = reports.flatMap((r) => r.report.smallTargets.map((s) => `${r.path}: ${s}`));
    expect({ wide, tall, small }).toEqual({ wide: [], tall: [], small: [] });
  });
});
