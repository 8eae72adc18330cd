import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pdfLang, pdfTitle } from '../support/pdf.js';
import { quebecDate, startVisitSoon } from './support/visits.js';
import { launchBrowser } from './support/browser.js';
import { call, clientWithProperty, listedCleaner, type Account, type ClientProperty } from './support/booking-accounts.js';
import { dollars, expectReadable, menuItem, phone, plain, rows, signInOnPhone } from './support/phone-walk.js';

/**
 * Issue #40, the client's phone walk, second half: a homeowner on a 390 px touch phone, in French,
 * after their first visit: the final charge as they read it, a tip, a review in every category, the
 * invoice PDF, booking the same cleaner again, sharing their referral link (and a friend using it),
 * a copy of their data, and deleting their account. The cleaner's side (accepting, punching in and
 * out) is arranged through the API; the client's is tapped. The next walk repeats these paths.
 */

const CATEGORIES = ['Propreté', 'Qualité', 'Fiabilité', 'Ponctualité', 'Communication', 'Professionnalisme', 'Note globale'];
const COMMENT = 'Maison impeccable, salle de bain étincelante. Merci!';

describe("the client's phone walk, after the visit (issue #40)", () => {
  let browser: Browser;
  let page: Page;
  let cleaner: Account & { slug: string };
  let client: Account & { property: ClientProperty };
  let bookingId = '';
  let rebookedId = '';
  const stamp = Date.now();

  beforeAll(async () => {
    cleaner = await listedCleaner(`Geneviève Lavoie ${stamp}`, `genevieve-${stamp}@e2e.eclat.local`);
    client = await clientWithProperty(`Sophie Bergeron ${stamp}`, `sophie-${stamp}@e2e.eclat.local`);
    await call('POST', '/api/payments/cards', { token: client.token, body: { paymentMethodId: 'dev_pm_success' } });
    const cleanerId = (await call<{ id: string }>('GET', `/api/cleaners/by-slug/${cleaner.slug}`)).id;
    const { booking } = await call<{ booking: { id: string } }>('POST', '/api/bookings', {
      token: client.token,
      body: {
        cleanerId,
        propertyId: client.property.id,
        cleaningType: 'regular',
        date: quebecDate(new Date(Date.now() + 2 * 86_400_000)),
        time: '09:00',
        durationHours: 4,
        allowPhotos: false,
        paymentMethod: 'card',
        paymentMethodId: 'dev_pm_success',
      },
    });
    bookingId = booking.id;
    // The cleaner's side: accepts, comes, works, leaves (the remainder is charged at the punch-out).
    await call('POST', `/api/bookings/${bookingId}/accept`, { token: cleaner.token });
    expect(await startVisitSoon(bookingId)).toBe(1);
    const here = { lat: client.property.address.lat, lng: client.property.address.lng };
    await call('POST', `/api/bookings/${bookingId}/punch-in`, { token: cleaner.token, body: here });
    await call('POST', `/api/bookings/${bookingId}/punch-out`, { token: cleaner.token, body: here });

    browser = await launchBrowser();
    ({ page } = await phone(browser));
    // The phone's share sheet: what the page hands it is kept for the test to read.
    await page.context().addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    });
    await signInOnPhone(page, client);
  }, 30_000);
  afterAll(() => browser?.close());

  it('reads the final charge of the visit: paid in full, and the amounts add up', async () => {
    await menuItem(page, /Mes réservations/);
    await page.getByRole('tab', { name: 'Passées' }).tap();
    await page.getByRole('link', { name: /Voir la réservation/ }).first().tap();
    await page.waitForURL(`**/bookings/${bookingId}`);
    await page.locator('.booking-badge--strong').filter({ hasText: 'Terminée' }).waitFor();
    await page.getByText('Paiement : Payée en entier').waitFor();
    // The price: its lines add up to the total, split into the deposit and the remainder.
    const money = await rows(page.getByRole('region', { name: 'Montants' }));
    const total = money.get('Total')!;
    const lines = [...money].filter(([label]) => !['Total', 'Acompte (50 %)', 'Solde après le service'].includes(label));
    expect(lines.reduce((sum, [, amount]) => sum + amount, 0)).toBe(total);
    expect(money.get('Acompte (50 %)')! + money.get('Solde après le service')!).toBe(total);
    // What was charged: the deposit at the acceptance, the remainder at the end of the visit, all of it paid.
    const payments = page.getByRole('region', { name: 'Paiements' });
    await payments.getByText('Solde\u00a0: payé').waitFor();
    const paid = await rows(payments.locator('table.payment-totals'));
    expect(Object.fromEntries(paid)).toEqual({ 'Total de la réservation': total, Payé: total });
    const charges = await payments.locator('table.payment-table tbody tr').allInnerTexts();
    expect(charges.map((row) => plain(row).replace(/ \d{1,2} \p{L}+\.? \d{4} à .*$/u, ''))).toEqual([
      `Acompte (50 %) ${dollars(money.get('Acompte (50 %)')!)} Payé`,
      `Solde ${dollars(money.get('Solde après le service')!)} Payé`,
    ]);
    await payments.getByText(/^Facture n° ECL-\d{4}-\d{6}$/).waitFor();
    await expectReadable(page, 'completed visit');
  });

  it('leaves a tip, and the card total counts it', async () => {
    const card = page.getByRole('region', { name: 'Laisser un pourboire' });
    await card.getByText('Prélevé sur votre carte Visa se terminant par 4242.').waitFor();
    // Quebec's way of writing a time: "7 h 29", not "07 h 29".
    expect(plain(await card.getByText(/^Possible jusqu/).textContent())).toMatch(/^Possible jusqu'au (1er|\d{1,2}) \p{L}+ \d{4} à (\d|1\d|2[0-3]) h( \d{2})?\.$/u);
    await card.getByRole('radio', { name: /^10,00\s\$$/ }).tap();
    await card.getByRole('button', { name: /^Confirmer le pourboire de 10,00\s\$$/ }).tap();
    const receipt = page.getByTestId('tip-receipt');
    await receipt.waitFor();
    expect(plain(await receipt.innerText())).toContain('Pourboire 10,00 $ TPS et TVQ Non taxable');
    // The card was charged the visit and the tip: the payments say so, in one total.
    const payments = page.getByRole('region', { name: 'Paiements' });
    await payments.getByText('Total prélevé sur votre carte').waitFor();
    const paid = await rows(payments.locator('table.payment-totals'));
    expect(paid.get('Pourboire (non taxable)')).toBe(1000);
    expect(paid.get('Total prélevé sur votre carte')).toBe(paid.get('Payé')! + 1000);
    await payments.locator('table.payment-table tbody tr').filter({ hasText: 'Pourboire' }).filter({ hasText: '10,00' }).waitFor();
    await expectReadable(page, 'tip receipt');
  });

  it('reviews the cleaner in every category', async () => {
    const section = page.getByRole('region', { name: 'Évaluations' });
    const form = section.locator('form.review-form');
    await form.getByRole('button', { name: 'Envoyer mon évaluation' }).tap();
    await form.getByRole('alert').getByText('Veuillez noter toutes les catégories').waitFor();
    for (const [i, category] of CATEGORIES.entries()) {
      await form.getByRole('group', { name: category }).getByRole('radio', { name: i === 3 ? '4 étoiles sur 5' : '5 étoiles sur 5' }).tap();
    }
    await form.getByLabel('Commentaire (facultatif)').fill(COMMENT);
    await form.getByRole('button', { name: 'Envoyer mon évaluation' }).tap();
    await page.getByText('Évaluation envoyée').first().waitFor();
    await section.getByText(COMMENT).waitFor();
    // Who must still review is named as the homeowner knows them, not "l'autre partie".
    expect(plain(await section.getByRole('status').innerText())).toMatch(
      /^Merci ! Votre évaluation sera publiée quand votre personne de ménage aura donné la sienne, ou au plus tard le (1er|\d{1,2}) \p{L}+ \d{4}\.$/u,
    );
    await section.getByText("Visible par votre personne de ménage quand elle aura donné la sienne, ou à la fin de la période d'évaluation.").waitFor();
    await section.getByText("L'évaluation de votre personne de ménage s'affichera ici une fois publiée.").waitFor();
    expect(await section.getByText(/autre partie/).count()).toBe(0);
    // Every category as given, Ponctualité at 4.
    await section.getByText('Détail des notes').tap();
    for (const [i, category] of CATEGORIES.slice(0, -1).entries()) {
      const row = section.locator('.review-details__list > div').filter({ hasText: category });
      expect(await row.getByRole('img').getAttribute('aria-label'), category).toMatch(i === 3 ? /^4(,0)? sur 5$/ : /^5(,0)? sur 5$/);
    }
    await expectReadable(page, 'review sent');
  });

  it('downloads the invoice PDF, and the page says it is saved', async () => {
    const payments = page.getByRole('region', { name: 'Paiements' });
    const [download] = await Promise.all([page.waitForEvent('download'), payments.getByRole('button', { name: 'Télécharger la facture (PDF)' }).tap()]);
    const filename = download.suggestedFilename();
    expect(filename).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    // The homeowner's language, in the file too.
    expect(pdfLang(bytes)).toMatch(/^fr/);
    expect(pdfTitle(bytes)).toMatch(/^Facture ECL-\d{4}-\d{6}$/);
    expect(filename).toMatch(/^facture-ECL-\d{4}-\d{6}\.pdf$/);
    await payments.getByText(`Facture téléchargée\u00a0: ${filename}. Vous la trouverez dans les téléchargements de votre appareil.`).waitFor();
    await expectReadable(page, 'invoice downloaded');
  });

  it('books the same cleaner again', async () => {
    await page.getByRole('link', { name: 'Réserver de nouveau' }).tap();
    await page.getByText('Formulaire prérempli à partir de votre visite').waitFor();
    // The same home, type and length as the visit; only the day and the time are left to choose.
    await expect.poll(() => page.getByLabel('Propriété *').evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe('Maison Saint-Denis');
    expect(await page.getByLabel('Type de nettoyage *').evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe('Nettoyage régulier');
    expect(await page.getByLabel('Durée (heures)').inputValue()).toBe('4');
    await page.getByLabel('Date *', { exact: true }).fill(quebecDate(new Date(Date.now() + 4 * 86_400_000)));
    const time = page.getByLabel('Heure de début');
    await time.waitFor();
    await time.selectOption({ index: 1 });
    const price = page.getByRole('region', { name: 'Prix' });
    await price.getByText('Acompte maintenant (50 %)').waitFor();
    const quote = await rows(price);
    expect(quote.get('Acompte maintenant (50 %)')! + quote.get('Solde après le service')!).toBe(quote.get('Total'));
    await expectReadable(page, 'rebook form');
    await page.getByRole('button', { name: 'Continuer vers le récapitulatif' }).tap();
    await page.getByRole('heading', { name: 'Récapitulatif de la réservation' }).waitFor();
    await expectReadable(page, 'rebook summary');
    await page.getByRole('button', { name: 'Confirmer la réservation' }).tap();
    await page.waitForURL(/\/bookings\/[0-9a-f-]{36}$/);
    rebookedId = new URL(page.url()).pathname.split('/').pop()!;
    expect(rebookedId).not.toBe(bookingId);
    await page.getByRole('button', { name: 'Retirer la demande' }).waitFor();
    await expectReadable(page, 'rebooked request');
  });

  it('shares the referral link, and a friend signs up with it', async () => {
    await menuItem(page, 'Programme de parrainage');
    await page.getByRole('button', { name: 'Créer un code' }).tap();
    const item = page.locator('.referral-codes__item').first();
    await item.waitFor();
    const code = (await item.getAttribute('data-code')) ?? '';
    await expectReadable(page, 'referrals');
    await item.getByRole('button', { name: 'Partager le lien' }).tap();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared ?? [])).toEqual([
      expect.objectContaining({ url: expect.stringMatching(new RegExp(`/referral-program\\?code=${code}$`)) }),
    ]);
    const [shared] = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(plain(shared!.text ?? '')).toContain('10,00 $');

    const { page: friend } = await phone(browser);
    await friend.goto(new URL(shared!.url!).pathname + new URL(shared!.url!).search);
    await friend.getByRole('heading', { name: 'Sophie vous invite chez Éclat' }).waitFor();
    await expectReadable(friend, 'friend invitation');
    await friend.getByRole('link', { name: 'Créer mon compte' }).tap();
    await friend.getByLabel('Nom complet').fill(`Julie Fortin ${stamp}`);
    await friend.getByLabel('Courriel').fill(`julie-${stamp}@e2e.eclat.local`);
    await friend.getByLabel('Mot de passe', { exact: true }).fill('une phrase de passe amie');
    await friend.getByLabel('Date de naissance').fill('1991-05-14');
    await friend.getByRole('checkbox', { name: /J'accepte les conditions/ }).check();
    await friend.getByRole('button', { name: 'Créer mon compte' }).tap();
    await friend.waitForURL('**/auth/select-role');
    // The "Inscription réussie" toast lies over the button at the bottom of the phone: a tap on it
    // still reaches the button (it used to land on the toast for its 5 seconds).
    const toast = friend.locator('.toast').filter({ hasText: 'Inscription réussie' });
    await toast.waitFor();
    const continueButton = friend.getByRole('button', { name: 'Continuer' });
    expect(await continueButton.evaluate((button, over) => {
      const a = button.getBoundingClientRect();
      const b = over!.getBoundingClientRect();
      const [left, right, top, bottom] = [Math.max(a.left, b.left), Math.min(a.right, b.right), Math.max(a.top, b.top), Math.min(a.bottom, b.bottom)];
      // Not overlapping (another layout): nothing to prove.
      if (left >= right || top >= bottom) return true;
      return button.contains(document.elementFromPoint((left + right) / 2, (top + bottom) / 2));
    }, await toast.elementHandle())).toBe(true);
    await friend.getByRole('radio', { name: /Client/ }).tap();
    await continueButton.tap();
    await friend.waitForURL('**/client-onboarding');
    await friend.getByText('Parrainage enregistré').waitFor();
    await friend.getByText("Invitation de Sophie enregistrée\u00a0: votre rabais de bienvenue s'appliquera à votre première réservation, si vous y avez droit.").waitFor();
    await expectReadable(friend, 'friend signed up');
    await friend.context().close();
    await page.reload();
    await page.getByRole('cell', { name: 'Julie', exact: true }).waitFor();
  });

  it('asks for a copy of their data', async () => {
    await menuItem(page, 'Mon compte');
    await page.getByRole('navigation', { name: 'Sections du compte' }).getByRole('link', { name: 'Compte' }).tap();
    await page.getByRole('button', { name: 'Demander une copie de mes données' }).tap();
    const link = page.getByRole('link', { name: /^Télécharger mes données \(ZIP, / });
    await link.waitFor({ timeout: 20_000 });
    await expectReadable(page, 'data export ready');
    const [download] = await Promise.all([page.waitForEvent('download'), link.tap()]);
    expect(download.suggestedFilename()).toMatch(/^eclat-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
  });

  it('deletes the account, once the open request is withdrawn', async () => {
    await page.getByRole('button', { name: 'Supprimer mon compte' }).tap();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tapez SUPPRIMER pour confirmer').fill('SUPPRIMER');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).tap();
    // One visit, in the singular: "une visite … Annulez-la", not "1 visite(s) … Annulez-les".
    expect(plain(await dialog.getByRole('alert').innerText())).toMatch(
      /^Votre compte a encore une visite demandée, confirmée ou en cours : \p{L}+ (1er|\d{1,2}) \p{L}+ à \d{1,2} h( \d{2})?\. Annulez-la \(ou attendez la fin de la visite commencée\) dans Mes réservations, puis supprimez votre compte\./u,
    );
    await expectReadable(page, 'deletion refused', dialog);
    await dialog.getByRole('link', { name: 'Voir mes réservations' }).tap();
    await page.waitForURL('**/bookings');
    await page.getByText('0 favori sur 50 possibles').waitFor();
    await expectReadable(page, 'bookings to withdraw');
    await page.getByRole('link', { name: /Voir la réservation/ }).first().tap();
    await page.waitForURL(`**/bookings/${rebookedId}`);
    await page.getByRole('button', { name: 'Retirer la demande' }).tap();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Retirer la demande' }).tap();
    await page.getByText('Votre demande est retirée.').first().waitFor();

    await menuItem(page, 'Mon compte');
    await page.getByRole('navigation', { name: 'Sections du compte' }).getByRole('link', { name: 'Compte' }).tap();
    await page.getByRole('button', { name: 'Supprimer mon compte' }).tap();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tapez SUPPRIMER pour confirmer').fill('SUPPRIMER');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).tap();
    await page.getByText('Votre compte a été supprimé.').first().waitFor();
    await expectReadable(page, 'account deleted', page.locator('body'));
    await page.goto('/login');
    await page.getByLabel('Courriel').fill(client.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Se connecter' }).last().tap();
    await page.getByText('Courriel ou mot de passe incorrect.').first().waitFor();
  });
});
