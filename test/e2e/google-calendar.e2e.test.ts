import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loadConfig } from '../../src/config/config.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { startGoogleStandIn, type GoogleStandIn } from '../support/google-stand-in.js';
import { expectAccessible, launchBrowser } from './support/browser.js';
import { liftPerAddressLimits } from './support/lift-limits.js';

/**
 * Issue #38 in the browser: "Connecter Google Agenda" on the calendar page goes through Google's
 * consent page (the local stand-in, which answers at once) and back; the cleaner then chooses which
 * calendars block their availability and which one receives their visits. A server of its own, on the
 * run's database, pointed at the stand-in (the shared one has no Google client).
 */
const PRIMARY = 'camille.e2e@gmail.com';
const FAMILY = 'famille.e2e@group.calendar.google.com';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('Google Calendar on the calendar page', () => {
  let google: GoogleStandIn;
  let server: RunningServer;
  let base: string;
  let browser: Browser;
  let page: Page;
  let token: string;
  const email = `camille-g-${Date.now()}@e2e.eclat.local`;
  const password = 'une phrase de passe solide';

  beforeAll(async () => {
    google = await startGoogleStandIn();
    google.calendars.push({ id: PRIMARY, summary: PRIMARY, primary: true, accessRole: 'owner' }, { id: FAMILY, summary: 'Famille', accessRole: 'writer' });
    const port = await freePort();
    base = `http://localhost:${port}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: inject('databaseUrl'),
      UPLOADS_DIR: `/tmp/eclat-e2e-uploads/${randomUUID()}`,
      LOG_LEVEL: 'silent',
      ...google.env,
    });
    config.pageCacheSeconds = 0;
    liftPerAddressLimits(config);
    server = await startServer(config);
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Camille Tremblay', email, password, dateOfBirth: '1988-06-15', acceptTerms: true, locale: 'fr' }),
    });
    expect(signup.status).toBe(201);
    token = ((await signup.json()) as { token: string }).token;
    const role = await fetch(`${base}/api/auth/select-role`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ role: 'cleaner' }) });
    expect(role.status).toBe(200);
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: base, locale: 'fr-CA' });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto('/login');
    await page.getByLabel('Courriel').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.getByRole('button', { name: /Camille Tremblay/ }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close(1000);
    await google?.close();
  });

  it('connects through Google’s consent page and comes back connected', async () => {
    await page.goto('/profile/calendar');
    const section = page.locator('section#google-calendar');
    await section.getByRole('heading', { level: 2, name: 'Google Agenda' }).waitFor();
    await expectAccessible(page, 'calendar page with the Google Calendar section');
    await section.getByRole('link', { name: 'Connecter Google Agenda' }).click();
    await page.getByText('Google Agenda est connecté.').first().waitFor();
    await section.getByText(`Compte Google connecté\u00a0: ${PRIMARY}`).waitFor();
    // The address was cleaned of the answer's parameters; the consent page was asked for offline access with PKCE.
    expect(new URL(page.url()).search).toBe('');
    expect(google.authorizations.at(-1)?.get('code_challenge_method')).toBe('S256');
    expect(google.pkce.verified).toBe(1);
  });

  it('chooses the calendars that block and the one that receives the visits', async () => {
    const section = page.locator('section#google-calendar');
    const primary = section.getByRole('checkbox', { name: `${PRIMARY} (principal)` });
    const family = section.getByRole('checkbox', { name: 'Famille' });
    expect(await primary.isChecked()).toBe(true);
    expect(await family.isChecked()).toBe(false);
    await family.check();
    await section.getByLabel('Agenda qui reçoit vos visites').selectOption(FAMILY);
    await section.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await page.getByText('Vos choix d’agendas sont enregistrés.').first().waitFor();
    await expectAccessible(page, 'Google Calendar section once connected');
    const saved = await fetch(`${base}/api/availability/me/google-calendar`, { headers: { authorization: `Bearer ${token}` } });
    const { connection } = (await saved.json()) as { connection: { visitsCalendarId: string; calendars: { id: string; blocks: boolean }[] } };
    expect(connection.visitsCalendarId).toBe(FAMILY);
    expect(connection.calendars.map((c) => [c.id, c.blocks])).toEqual([
      [PRIMARY, true],
      [FAMILY, true],
    ]);
  });
});
