import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, expectAccessible, launchBrowser, newPage } from './support/browser.js';

/**
 * Issue #3, the cleaner's calendar: a weekly pattern and a one-off slot appear in the month grid,
 * the same slot twice is refused with the spec's message, one date of the pattern is deleted with
 * "Seulement ce créneau", and the private calendar URL is made and serves a valid calendar.
 */

const quebecToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const plusDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function createCleaner(email: string, password: string) {
  const signup = await fetch(`${baseUrl()}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Camille Tremblay', email, password, dateOfBirth: '1988-06-15', acceptTerms: true, locale: 'fr' }),
  });
  expect(signup.status).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  const role = await fetch(`${baseUrl()}/api/auth/select-role`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ role: 'cleaner' }),
  });
  expect(role.status).toBe(200);
}

describe('cleaner calendar end to end', () => {
  let browser: Browser;
  let page: Page;
  const email = `camille-${Date.now()}@e2e.eclat.local`;
  const password = 'une phrase de passe solide';
  const today = quebecToday();
  const tomorrow = plusDays(today, 1);
  const nextWeek = plusDays(today, 7);
  const day = (date: string) => page.locator(`button[data-date="${date}"]`);
  /** What the day button says (its accessible name is its text, hidden parts included); times read "8 h – 12 h" (issue #14). */
  const cell = async (date: string) => ((await day(date).textContent()) ?? '').replace(/\s+/g, ' ');

  beforeAll(async () => {
    await createCleaner(email, password);
    browser = await launchBrowser();
    page = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Courriel').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.getByRole('button', { name: /Camille Tremblay/ }).waitFor();
  });
  afterAll(() => browser?.close());

  it('opens the month view, accessible in every theme', async () => {
    await page.goto('/profile/calendar');
    await page.getByRole('heading', { level: 1, name: 'Mon calendrier' }).waitFor();
    await day(today).waitFor();
    expect(await page.locator('table.month-grid th[scope="col"]').count()).toBe(7);
    expect(await cell(today)).toContain('Indisponible, 0 créneau');
    for (const theme of ['Sombre', 'Clair', 'Par défaut']) {
      await page.getByRole('radio', { name: theme }).check();
      await expectAccessible(page, `calendar, theme ${theme}`);
    }
  });

  it('adds a weekly pattern that shows on every matching day', async () => {
    await page.getByRole('radio', { name: 'Chaque semaine' }).check();
    await page.getByLabel('Plage horaire').selectOption('morning');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByText('La disponibilité a été ajoutée.').first().waitFor();
    await expect.poll(() => cell(today)).toMatch(/Disponible, 1 créneau, 8 h – 12 h/);
    if (nextWeek.slice(0, 7) === today.slice(0, 7)) {
      expect(await cell(nextWeek)).toContain('8 h – 12 h');
    }
  });

  it('moves to tomorrow with the keyboard and adds a one-off slot there', async () => {
    await day(today).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(tomorrow);
    await page.getByRole('radio', { name: 'Une seule date' }).check();
    await expect.poll(() => page.getByLabel('Date', { exact: true }).inputValue()).toBe(tomorrow);
    await page.getByLabel('Plage horaire').selectOption('custom');
    await page.getByLabel('Heure de début').fill('13:00');
    await page.getByLabel('Heure de fin').fill('16:30');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect.poll(() => cell(tomorrow)).toContain('13 h – 16 h 30');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^Créneaux du/ }).textContent()).toBeTruthy();
    await page.getByText('Heures précises', { exact: true }).first().waitFor();
  });

  it('refuses the same slot again with the spec message', async () => {
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByText('Ce créneau horaire existe déjà pour cette date').first().waitFor();
    expect(await page.getByLabel('Date', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'calendar with a duplicate error');
  });

  it('deletes one date of the pattern with "Seulement ce créneau", keeping the others', async () => {
    await day(tomorrow).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(today);
    await page.getByRole('button', { name: /^Supprimer le créneau Matin/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer un créneau récurrent' });
    await dialog.waitFor();
    await expectAccessible(page, 'delete dialog');
    await dialog.getByRole('button', { name: 'Seulement ce créneau' }).click();
    await page.getByText('Aucun créneau ce jour-là.').waitFor();
    await expect.poll(() => cell(today)).toContain('Indisponible');
    if (nextWeek.slice(0, 7) === today.slice(0, 7)) {
      expect(await cell(nextWeek)).toContain('8 h – 12 h');
    } else {
      await page.getByRole('button', { name: 'Mois suivant' }).click();
      await expect.poll(() => cell(nextWeek)).toContain('8 h – 12 h');
    }
  });

  it('lists the pattern with its removed date and deletes the whole series after confirmation', async () => {
    const series = page.getByRole('button', { name: /^Supprimer la série : Chaque/ });
    await expect.poll(() => series.getAttribute('aria-label')).toMatch(/Matin 8\sh\s–\s12\sh · à partir du .* · 1 date retirée$/);
    await series.click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer toute la série\u202f?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Supprimer la série' }).click();
    await expect.poll(() => series.count()).toBe(0);
    await expect.poll(() => cell(nextWeek)).toContain('Indisponible');
    // The one-off stays.
    expect(await page.getByRole('button', { name: /^Supprimer : .* Heures précises 13\sh\s–\s16\sh\s30$/ }).count()).toBe(1);
  });

  it('makes the private calendar URL, which serves a valid calendar', async () => {
    await page.getByRole('button', { name: 'Créer mon lien privé' }).click();
    const field = page.getByLabel('Votre lien privé');
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await page.getByText('«\u00a0À partir de l\'URL\u00a0»', { exact: false }).first().waitFor();
    const feed = await fetch(`${baseUrl()}${new URL(url).pathname}`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    await expectAccessible(page, 'calendar with its feed URL');
  });
});
