import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { quebecDate, startVisitSoon } from './support/visits.js';
import { expectAccessible, launchBrowser, newPage } from './support/browser.js';
import { call, clientWithProperty, listedCleaner, type Account } from './support/booking-accounts.js';

/**
 * Issue #36, the console's case page and its three resolutions, as ops click them: a free re-clean
 * (date and time, a 0 $ request to the same cleaner), a partial refund (an amount), a rejection with
 * its reason. Each case is a client's report on a visit done through the API (the report form with
 * a photo is driven in booking.e2e.test.ts).
 */
const stamp = Date.now();

/** A completed visit paid with the development card, and the client's problem report on it. */
async function reportedVisit(n: number): Promise<{ client: Account; cleaner: Account; cleanerId: string; bookingId: string }> {
  const cleaner = await listedCleaner(`Julie Caron ${n} ${stamp}`, `julie-${n}-${stamp}@e2e.eclat.local`);
  const client = await clientWithProperty(`Marc Dion ${n} ${stamp}`, `marc-${n}-${stamp}@e2e.eclat.local`);
  await call('POST', '/api/payments/cards', { token: client.token, body: { paymentMethodId: 'dev_pm_success' } });
  const cleanerId = (await call<{ id: string }>('GET', `/api/cleaners/by-slug/${cleaner.slug}`)).id;
  const { booking } = await call<{ booking: { id: string } }>('POST', '/api/bookings', {
    token: client.token,
    body: { cleanerId, propertyId: client.property.id, cleaningType: 'regular', date: quebecDate(new Date(Date.now() + 2 * 86_400_000)), time: '09:00', durationHours: 4, allowPhotos: false, paymentMethod: 'card', paymentMethodId: 'dev_pm_success' },
  });
  await call('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token });
  expect(await startVisitSoon(booking.id)).toBe(1);
  const here = { lat: client.property.address.lat, lng: client.property.address.lng };
  await call('POST', `/api/bookings/${booking.id}/punch-in`, { token: cleaner.token, body: here });
  expect((await call<{ status: string }>('POST', `/api/bookings/${booking.id}/punch-out`, { token: cleaner.token, body: here })).status).toBe('completed');
  await call('POST', `/api/bookings/${booking.id}/case`, { token: client.token, body: { category: 'quality', description: 'La salle de bain n’a pas été nettoyée.', wish: 'refund' } });
  return { client, cleaner, cleanerId, bookingId: booking.id };
}

describe('console: a case and its three resolutions', () => {
  let browser: Browser;
  let page: Page;
  let visits: Awaited<ReturnType<typeof reportedVisit>>[] = [];

  beforeAll(async () => {
    visits = [await reportedVisit(1), await reportedVisit(2), await reportedVisit(3)];
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

  /** Opens the visit's case from the "Dossiers" list and the decision dialog. */
  async function openDecision(v: (typeof visits)[number]) {
    await page.goto('/admin/cases');
    await page.getByText(v.client.name).first().click();
    await page.getByRole('heading', { name: `Dossier de ${v.client.name} sur le ménage de ${v.cleaner.name}` }).waitFor();
    await page.getByText('La salle de bain n’a pas été nettoyée.').waitFor();
    await page.getByRole('button', { name: 'Décider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Décider du dossier' });
    await dialog.waitFor();
    return dialog;
  }

  async function choose(dialog: ReturnType<Page['getByRole']>, resolution: RegExp) {
    await dialog.getByRole('combobox', { name: 'Décision' }).click();
    await page.getByRole('option', { name: resolution }).click();
  }

  async function decided() {
    await page.getByText('Décision enregistrée. Les deux parties sont averties par courriel.').waitFor();
    // Decided: no more decision button.
    await expect.poll(() => page.getByRole('button', { name: 'Décider' }).count()).toBe(0);
  }

  it('lists the reports with Quebec dates, and the case page says what the arrival was measured from (issues #40, #41)', async () => {
    const v = visits[0]!;
    await page.goto('/admin/cases');
    const row = page.getByRole('row').filter({ hasText: v.client.name }).first();
    await row.waitFor();
    // "3 déc. 2026 à 16 h 48", as every other list writes it, not the browser's "03/12/2026 16:48:23".
    expect((await row.getByRole('cell').first().textContent())?.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/^(1er|\d{1,2}) [a-zéû]+\.? 20\d\d à \d{1,2} h \d{2}$/);
    await row.click();
    await page.getByRole('heading', { name: `Dossier de ${v.client.name} sur le ménage de ${v.cleaner.name}` }).waitFor();
    // The test server has no geocoder: the Montréal address is known by its postal area's centre.
    await page.getByText(/^Le centre du secteur postal H2X, seule position connue de la propriété/).waitFor();
    await page.getByText(/à \d+(,\d)?\s(k?m) du centre du secteur postal H2X$/).first().waitFor();
  });

  it('offers a free re-clean with the same cleaner at a chosen date and time', async () => {
    const v = visits[0]!;
    const dialog = await openDecision(v);
    await expectAccessible(page, 'console case decision dialog');
    await choose(dialog, /^Nouveau ménage/);
    await dialog.getByLabel('Date du nouveau ménage').fill(quebecDate(new Date(Date.now() + 12 * 86_400_000)));
    await dialog.getByLabel('Heure').fill('10:00');
    await dialog.getByLabel('Motif (envoyé aux deux parties)').fill('Salle de bain à refaire');
    await dialog.getByRole('button', { name: 'Confirmer la décision' }).click();
    await decided();
    await page.getByText('Salle de bain à refaire').waitFor();
    await page.getByRole('link', { name: 'Voir la réservation' }).waitFor();
    // The re-clean is a 0 $ request the cleaner reads among their bookings.
    const reclean = (await call<{ case: { decision: { recleanBookingId: string } } }>('GET', `/api/bookings/${v.bookingId}/case`, { token: v.client.token })).case.decision.recleanBookingId;
    expect(await call<{ status: string; money: { totalCents: number } }>('GET', `/api/bookings/${reclean}`, { token: v.cleaner.token })).toMatchObject({ status: 'pending', money: { totalCents: 0 } });
    await expectAccessible(page, 'console case decided: re-clean');
  });

  it('refunds part of the visit', async () => {
    const v = visits[1]!;
    const dialog = await openDecision(v);
    // A refund is the dialog's first choice.
    await dialog.getByLabel('Montant à rembourser ($)').fill('20');
    await dialog.getByLabel('Motif (envoyé aux deux parties)').fill('Salle de bain oubliée');
    await dialog.getByRole('button', { name: 'Confirmer la décision' }).click();
    await decided();
    await page.getByText(/^20,00\s\$ \(personne de ménage/).waitFor();
    await expect.poll(async () => (await call<{ refundedCents: number }>('GET', `/api/bookings/${v.bookingId}/payments`, { token: v.client.token })).refundedCents, { timeout: 10_000 }).toBe(2_000);
    await expectAccessible(page, 'console case decided: refund');
  });

  it('rejects a report with its reason', async () => {
    const v = visits[2]!;
    const dialog = await openDecision(v);
    await choose(dialog, /^Refus$/);
    // The reason is required.
    expect(await dialog.getByRole('button', { name: 'Confirmer la décision' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Motif (envoyé aux deux parties)').fill('Les photos montrent une salle de bain propre.');
    await dialog.getByRole('button', { name: 'Confirmer la décision' }).click();
    await decided();
    await page.getByText('Les photos montrent une salle de bain propre.').waitFor();
    const seen = (await call<{ case: { status: string; decision: { resolution: string; reason: string } } }>('GET', `/api/bookings/${v.bookingId}/case`, { token: v.client.token })).case;
    expect(seen).toMatchObject({ status: 'rejected', decision: { resolution: 'rejected', reason: 'Les photos montrent une salle de bain propre.' } });
    await expectAccessible(page, 'console case decided: rejection');
  });

  it('shows a cleaner’s no-shows and completion rate on the users’ list and page', async () => {
    const v = visits[2]!;
    await page.goto(`/admin/users/${v.cleanerId}/show`);
    await page.getByText(v.cleaner.email).first().waitFor();
    await page.getByText('Absences', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('no-show-count').textContent()).toBe('0');
    // One completed visit, no cancellation, no no-show.
    await expect.poll(async () => (await page.getByTestId('completion-rate').textContent())?.replace(/\s/g, ' ')).toBe('100 %');
    // Issue #41: the person's history on their page: the visit (with what was paid), the case, the payouts.
    const activity = page.getByTestId('user-activity');
    await expect.poll(() => activity.getByRole('region', { name: 'Réservations et paiements' }).getByRole('row').count()).toBeGreaterThan(1);
    await expect.poll(() => activity.getByRole('region', { name: 'Dossiers' }).getByRole('row').count()).toBeGreaterThan(1);
    await activity.getByRole('region', { name: 'Versements' }).waitFor();
    await activity.getByRole('region', { name: 'Évaluations' }).waitFor();
    await expectAccessible(page, 'console user page with their history');
    await page.goto('/admin/users');
    await page.getByRole('columnheader', { name: 'Absences' }).waitFor();
    await page.getByRole('columnheader', { name: 'Taux de visites réalisées' }).waitFor();
    await expectAccessible(page, 'console users with no-shows');
  });
});
