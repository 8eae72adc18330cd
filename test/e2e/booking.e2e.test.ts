import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { quebecDate, quebecMinute, startVisitSoon } from './support/visits.js';
import { baseUrl, expectAccessible, lastEmailTo, launchBrowser, newPage } from './support/browser.js';
import { call, clientWithProperty, listedCleaner, type Account, type ClientProperty } from './support/booking-accounts.js';
import pg from 'pg';

/**
 * Issue #4, the whole visit in the browser: a client books a listed cleaner (live quote, summary,
 * confirmation), the cleaner accepts from the request email, punches in at the property
 * (geolocation overridden), ticks the checklist, adds before and after photos, punches out, and
 * the client sees the visit completed with its photos and history. Axe on the form and the details.
 * Then (issue #36) another visit nobody came to: the client declares the cleaner absent.
 */

const TASKS = ['Épousseter les surfaces', 'Laver les planchers'];
/** E2E_SCREENSHOTS=1 saves full-page screenshots to /tmp/booking-e2e-*.png (and on a failure) for a look at the layout. */
const SHOTS = process.env.E2E_SCREENSHOTS === '1';
/** Intl's narrow and ordinary no-break spaces as plain spaces, to compare amounts as text. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const dollars = (cents: number) => plain(new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100));
const PHOTOS_MISSING = 'Veuillez télécharger les photos requises avant de soumettre';
const CHECKLIST_INCOMPLETE = 'Veuillez compléter toutes les tâches avant de soumettre';

/** Picks a file as a person does (issue #14): the app's French button opens the system's file picker. */
async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: button }).click()]);
  await chooser.setFiles(file);
}


async function signIn(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Courriel').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.getByRole('button', { name: new RegExp(account.name) }).waitFor();
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `/tmp/booking-e2e-${name}.png`, fullPage: true });
}

describe('booking end to end', () => {
  let browser: Browser;
  let clientContext: BrowserContext;
  let cleanerContext: BrowserContext;
  let client: Page;
  let cleaner: Page;
  let cleanerAccount: Account & { slug: string };
  let clientAccount: Account & { property: ClientProperty };
  let bookingId = '';
  const stamp = Date.now();
  /** The status badge, with its visually hidden "Statut : " prefix. */
  const status = (page: Page) => page.locator('.booking-badge--strong').textContent();

  beforeAll(async () => {
    cleanerAccount = await listedCleaner(`Maude Gagnon ${stamp}`, `maude-${stamp}@e2e.eclat.local`);
    clientAccount = await clientWithProperty(`Olivier Roy ${stamp}`, `olivier-${stamp}@e2e.eclat.local`);
    browser = await launchBrowser();
    clientContext = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA' });
    // The cleaner's browser stands at the property: punching in checks the distance (500 m).
    cleanerContext = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'fr-CA',
      geolocation: { latitude: clientAccount.property.address.lat, longitude: clientAccount.property.address.lng, accuracy: 20 },
      permissions: ['geolocation'],
    });
    client = await clientContext.newPage();
    cleaner = await cleanerContext.newPage();
    client.setDefaultTimeout(10_000);
    cleaner.setDefaultTimeout(10_000);
  });
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (SHOTS && ctx.task.result?.state === 'fail') {
      await screenshot(client, `failed-client`);
      await screenshot(cleaner, `failed-cleaner`);
    }
  });

  it('lets the client fill the booking form with a live quote', async () => {
    await client.goto('/login');
    await signIn(client, clientAccount);
    await client.goto(`/cleaners/${cleanerAccount.slug}`);
    await client.getByRole('link', { name: 'Réserver' }).first().click();
    await client.waitForURL(`**/book/${cleanerAccount.slug}`);
    await client.getByRole('heading', { level: 1, name: 'Réserver un nettoyage' }).waitFor();

    await client.getByLabel('Propriété').selectOption({ label: 'Maison Saint-Denis' });
    await client.getByLabel('Type de nettoyage').selectOption({ label: 'Nettoyage régulier' });
    await client.getByLabel('Date *', { exact: true }).fill(quebecDate(new Date(Date.now() + 86_400_000)));
    await client.getByLabel('Durée (heures)').fill('4');
    const time = client.getByLabel('Heure de début');
    await time.waitFor();
    await time.selectOption({ index: 1 });
    for (const task of TASKS) await client.getByRole('button', { name: `+ ${task}` }).click();
    await client.getByLabel('La personne de ménage apporte les produits de nettoyage (+10 $)').check();
    // Issue #42 (Law 25, privacy by default): the photo consent starts unticked; this visit allows photos.
    const photoConsent = client.getByLabel("J'autorise les photos avant et après");
    expect(await photoConsent.isChecked()).toBe(false);
    await photoConsent.check();
    // Development provider: the "success" test card is saved and chosen (issue #5).
    await client.getByRole('button', { name: 'Carte acceptée · Visa •••• 4242' }).click();
    await expect.poll(() => client.getByRole('radio', { name: /Visa •••• 4242/ }).isChecked()).toBe(true);

    const quote = client.getByRole('region', { name: 'Prix' });
    await quote.getByText('Produits de nettoyage').waitFor();
    await quote.getByText('Acompte maintenant (50 %)').waitFor();
    await expect.poll(() => quote.textContent()).toMatch(/Service \(4 h à 30,00\s\$\/h\)/);
    await screenshot(client, 'form');
    await expectAccessible(client, 'booking form');
  });

  it('shows the summary and sends the request, which stays pending', async () => {
    await client.getByRole('button', { name: 'Continuer vers le récapitulatif' }).click();
    await client.getByRole('heading', { name: 'Récapitulatif de la réservation' }).waitFor();
    await expect.poll(() => client.getByTestId('summary-card').textContent()).toBe('Visa •••• 4242');
    for (const task of TASKS) await client.getByText(task, { exact: false }).first().waitFor();
    await screenshot(client, 'summary');
    await client.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await client.waitForURL(/\/bookings\/[0-9a-f-]{36}$/);
    bookingId = new URL(client.url()).pathname.split('/').pop() ?? '';
    await expect.poll(() => status(client)).toBe('Statut\u00a0: Demandée, en attente de confirmation de la personne de ménage');
    await client.getByRole('button', { name: 'Retirer la demande' }).waitFor();
    await screenshot(client, 'detail-pending');
    await expectAccessible(client, 'pending booking, client view');
  });

  it("words the request for each of them: the cleaner's card says what they earn, the client's what they pay", async () => {
    const booking = await call<{ totalCents: number; cleanerEarning: { amountCents: number } | null }>('GET', `/api/bookings/${bookingId}`, { token: cleanerAccount.token });
    const clientView = await call<{ cleanerEarning: unknown }>('GET', `/api/bookings/${bookingId}`, { token: clientAccount.token });
    expect(clientView.cleanerEarning).toBeNull();
    const earning = booking.cleanerEarning!.amountCents;
    expect(earning).toBeLessThan(booking.totalCents);

    // The client's card: their words, their price.
    await client.goto('/bookings');
    const clientCard = client.locator('li.booking-row').filter({ has: client.locator(`a[href="/bookings/${bookingId}"]`) });
    await clientCard.waitFor();
    expect(plain(await clientCard.textContent())).toContain('Demandée, en attente de confirmation de la personne de ménage');
    expect(plain(await clientCard.getByTestId('booking-row-amount').textContent())).toBe(`Total : ${dollars(booking.totalCents)}`);
    expect(plain(await clientCard.textContent())).not.toContain('Vous recevrez');
    await client.goto(`/bookings/${bookingId}`);
    await client.locator('.booking-badge--strong').waitFor();

    // The cleaner's request card, in a browser of their own (the email link signs them in below).
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto('/login');
      await signIn(page, cleanerAccount);
      await page.goto('/bookings');
      const card = page.locator('li.booking-row').filter({ has: page.locator(`a[href="/bookings/${bookingId}"]`) });
      await card.waitFor();
      const text = plain(await card.textContent());
      expect(text).toContain('En attente de votre réponse');
      expect(text).not.toContain('en attente de confirmation de la personne de ménage');
      expect(plain(await card.getByTestId('booking-row-amount').textContent())).toBe(`Vous recevrez : ${dollars(earning)}`);
      expect(text).not.toContain(dollars(booking.totalCents));
      await screenshot(page, 'cleaner-requests');
      await expectAccessible(page, 'cleaner requests list');

      // The details: the cleaner's words and earning, not the client's price breakdown nor payments.
      await card.getByRole('link', { name: /Répondre à la demande/ }).click();
      await page.waitForURL(`**/bookings/${bookingId}`);
      await expect.poll(() => status(page)).toBe('Statut\u00a0: En attente de votre réponse');
      await expect.poll(async () => plain(await page.getByTestId('cleaner-earning').textContent())).toBe(dollars(earning));
      expect(await page.getByRole('region', { name: 'Montants' }).count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Paiements' }).count()).toBe(0);
      await screenshot(page, 'detail-pending-cleaner');
      await expectAccessible(page, 'pending booking, cleaner view');
    } finally {
      await context.close();
    }
  });

  it('lets the cleaner accept from the request email', async () => {
    // The request email leaves after the answer to the client; the ID approval came before it.
    await expect.poll(async () => (await lastEmailTo(cleanerAccount.email)).subject, { timeout: 5_000 }).toBe('Nouvelle demande de nettoyage');
    const mail = await lastEmailTo(cleanerAccount.email);
    const link = mail.text.match(/https?:\/\/\S+\/bookings\/([0-9a-f-]{36})\/accept\?token=[^\s)>\]]+/);
    expect(link?.[1]).toBe(bookingId);
    const url = new URL(link![0]);
    await cleaner.goto(`${url.pathname}${url.search}`);
    await cleaner.getByRole('link', { name: 'Se connecter' }).last().click();
    await cleaner.waitForURL('**/login');
    await signIn(cleaner, cleanerAccount);
    await cleaner.waitForURL(`**/bookings/${bookingId}/accept?token=*`);
    await cleaner.getByRole('button', { name: 'Accepter la demande' }).click();
    await cleaner.getByText('Vous avez accepté la demande. Le client est avisé.').waitFor();
    await cleaner.getByRole('link', { name: 'Voir la réservation' }).click();
    await cleaner.waitForURL(`**/bookings/${bookingId}`);
    await expect.poll(() => status(cleaner)).toBe('Statut\u00a0: Confirmée');
    // The same link again says what became of the request, with no button that could only fail (issue #40).
    await cleaner.goto(`${url.pathname}${url.search}`);
    await cleaner.getByText('Cette demande est déjà acceptée\u00a0: la visite est confirmée.').waitFor();
    expect(await cleaner.getByRole('button', { name: 'Accepter la demande' }).count()).toBe(0);
    await cleaner.goBack();
  });

  it('brings the visit close so that it can start', async () => {
    expect(await startVisitSoon(bookingId)).toBe(1);
  });

  it('lets the cleaner punch in at the property', async () => {
    await cleaner.reload();
    const punchIn = cleaner.getByRole('button', { name: "Pointer l'arrivée" });
    // The day's main action comes first; cancelling sits apart below it, never where the thumb lands (issue #40).
    const [main, cancel] = await Promise.all([punchIn.boundingBox(), cleaner.getByRole('button', { name: 'Annuler la réservation' }).boundingBox()]);
    expect(cancel!.y).toBeGreaterThan(main!.y + main!.height + 24);
    await punchIn.click();
    await expect.poll(() => status(cleaner)).toBe('Statut\u00a0: En cours');
    await cleaner.getByText('Arrivée enregistrée. Bon ménage\u202f!').first().waitFor();
  });

  it('refuses to finish before every task is done', async () => {
    await cleaner.getByRole('button', { name: 'Terminer et soumettre' }).click();
    await cleaner.getByText('Veuillez compléter toutes les tâches avant de soumettre').first().waitFor();
    expect(await status(cleaner)).toBe('Statut\u00a0: En cours');
  });

  it('ticks the checklist, adds the photos and finishes the visit; each refusal goes as soon as its cause is gone', async () => {
    for (const task of TASKS) {
      const box = cleaner.getByRole('checkbox', { name: task });
      await box.check();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await expect.poll(() => cleaner.getByRole('heading', { name: /Liste de tâches/ }).textContent()).toContain('(2/2)');
    // Issue #14: the tasks are done, so the checklist refusal is gone without another try.
    await expect.poll(() => cleaner.getByText(CHECKLIST_INCOMPLETE).count()).toBe(0);

    await cleaner.getByRole('button', { name: 'Terminer et soumettre' }).click();
    const photosMissing = cleaner.getByRole('alert').filter({ hasText: PHOTOS_MISSING });
    await photosMissing.waitFor();

    // The upload control speaks French: the app's button and "no file chosen", never the browser's "Choose File".
    const photos = cleaner.getByRole('region', { name: 'Photos avant/après' });
    await photos.getByRole('button', { name: 'Ajouter une photo «\u00a0Avant\u00a0»' }).waitFor();
    expect(await photos.getByText('Aucun fichier choisi').count()).toBe(2);
    expect(await photos.locator('input[type="file"]:visible').count()).toBe(0);
    expect(await photos.textContent()).not.toMatch(/Choose File|No file chosen|Browse/);

    // The first upload goes through a slow connection (about 3 s for 400 KB) so that its progress shows.
    const cdp = await cleanerContext.newCDPSession(cleaner);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 150 * 1024 });
    const noise = Buffer.from(Array.from({ length: 360 * 360 * 3 }, () => Math.floor(Math.random() * 256)));
    for (const [kind, color] of [
      ['Avant', { r: 180, g: 120, b: 60 }],
      ['Après', { r: 60, g: 160, b: 200 }],
    ] as const) {
      const png =
        kind === 'Avant'
          ? await sharp(noise, { raw: { width: 360, height: 360, channels: 3 } }).png().toBuffer()
          : await sharp({ create: { width: 64, height: 64, channels: 3, background: color } }).png().toBuffer();
      await chooseFile(cleaner, `Ajouter une photo « ${kind} »`, { name: `${kind.toLowerCase()}.png`, mimeType: 'image/png', buffer: png });
      if (kind === 'Avant') {
        // While it is sent: the file's name, its progress bar in French, the button busy.
        await photos.getByText('Téléversement de avant.png…').waitFor();
        const bar = photos.getByRole('progressbar', { name: 'Progression du téléversement' });
        await bar.waitFor();
        // XMLHttpRequest's upload events move it before the answer (fetch could not tell).
        await expect.poll(async () => Number(await bar.getAttribute('value', { timeout: 2_000 }))).toBeGreaterThan(0);
        expect(Number(await photos.getByTestId('upload-percent').textContent().then((text) => text?.replace(/\D/g, '')))).toBeLessThanOrEqual(100);
        expect(await photos.getByRole('button', { name: 'Ajouter une photo «\u00a0Avant\u00a0»' }).getAttribute('aria-busy')).toBe('true');
        await photos.getByText('Fichier choisi : avant.png').waitFor();
      }
      await cleaner.getByRole('img', { name: `Photo 1, ${kind.toLowerCase()}` }).waitFor();
      if (kind === 'Avant') await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      // Only the before photo: still refused; both: the refusal disappears at once.
      if (kind === 'Avant') expect(await photosMissing.count()).toBe(1);
    }
    await expect.poll(() => cleaner.getByText(PHOTOS_MISSING).count()).toBe(0);
    await screenshot(cleaner, 'detail-cleaner-working');
    await expectAccessible(cleaner, 'visit in progress, cleaner view');
    await cleaner.getByRole('button', { name: 'Terminer et soumettre' }).click();
    await expect.poll(() => status(cleaner)).toBe('Statut\u00a0: Terminée');
    await cleaner.getByText('Travail terminé. Merci\u202f!').first().waitFor();
  });

  it('shows the client the completed visit, its photos and its history', async () => {
    await client.reload();
    // The reloaded page takes about a second to draw on a busy machine, expect.poll's whole default timeout.
    await client.locator('.booking-badge--strong').waitFor();
    await expect.poll(() => status(client)).toBe('Statut\u00a0: Terminée');
    for (const kind of ['avant', 'après']) {
      const img = client.getByRole('img', { name: `Photo 1, ${kind}` });
      await img.waitFor();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
    }
    const history = client.getByRole('region', { name: 'Historique' });
    for (const entry of ['Demande envoyée — Client', 'Acceptée — Personne de ménage', 'Arrivée de la personne de ménage — Personne de ménage', 'Fin du travail — Personne de ménage']) {
      await history.getByText(entry).waitFor();
    }
    // The amounts add up (issue #42, one breakdown): the cleaner's 4 h at 30 $, the supplies once, no subtotal counted again.
    const money = ((await client.getByRole('region', { name: 'Montants' }).textContent()) ?? '').replace(/\s/g, ' ');
    expect(money).toMatch(/Service de la personne de ménage120,00 \$Frais de produits10,00 \$/);
    expect(money).not.toContain('Sous-total');
    const checklist = await client.getByRole('region', { name: /Liste de tâches/ }).textContent();
    for (const task of TASKS) expect(checklist).toContain(`${task} — fait`);
    await screenshot(client, 'detail-client-completed');
    await expectAccessible(client, 'completed booking, client view');
  });

  it('lets the client report a problem with a photo, and the console shows the case to decide (issue #36)', async () => {
    const section = client.getByRole('region', { name: 'Un problème avec ce ménage\u202f?' });
    await section.waitFor();
    await section.getByLabel('Catégorie').selectOption('damage');
    await section.getByLabel('Description').fill('Le vase du salon a été brisé pendant le ménage.');
    await section.getByLabel('Un remboursement').check();
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c04040' } }).png().toBuffer();
    await chooseFile(client, 'Joindre une photo (au plus 5)', { name: 'vase.png', mimeType: 'image/png', buffer: photo });
    await section.getByText(/1\u00a0photo choisie/).waitFor();
    await section.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect.poll(() => section.getByTestId('case-status').textContent()).toContain('Dossier ouvert');
    const img = section.getByRole('img', { name: 'Photo 1 du signalement' });
    await img.waitFor();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await expectAccessible(client, 'booking with a problem report, client view');

    // The cleaner reads it on the same page and answers once.
    await cleaner.goto(`/bookings/${bookingId}`);
    const theirs = cleaner.getByRole('region', { name: 'Un problème avec ce ménage\u202f?' });
    await theirs.getByLabel('Votre réponse').fill('Le vase était déjà fêlé à mon arrivée.');
    await theirs.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await expect.poll(() => theirs.getByTestId('case-answer').textContent()).toBe('Le vase était déjà fêlé à mon arrivée.');

    // The console: the case opens first in "Dossiers", with the visit, the photo and the answer.
    const admin = inject('admin');
    const consolePage = await newPage(browser);
    await consolePage.goto('/admin');
    await consolePage.getByLabel('Courriel', { exact: true }).fill(admin.email);
    await consolePage.getByLabel('Mot de passe', { exact: true }).fill(admin.password);
    await consolePage.getByRole('button', { name: /connexion/i }).click();
    await consolePage.getByText(/Bienvenue/).waitFor();
    await consolePage.goto('/admin/cases');
    await consolePage.getByText(clientAccount.name).first().click();
    await consolePage.getByRole('heading', { name: `Dossier de ${clientAccount.name} sur le ménage de ${cleanerAccount.name}` }).waitFor();
    await consolePage.getByText('Le vase était déjà fêlé à mon arrivée.').waitFor();
    // Each punch with its distance and what it was measured from (no geocoder here: a postal area's or a town's centre).
    await consolePage.getByText(/à \d+(,\d)?\s(k?m) du centre (du secteur postal [A-Z]\d[A-Z]|de .+)$/).first().waitFor();
    await consolePage.getByTestId('case-photos').getByRole('img', { name: 'Photo 1 du signalement' }).waitFor();
    await expectAccessible(consolePage, 'console case page');
    await consolePage.close();
  });

  it('lets the cleaner say they are running late with a new arrival time, shown to both as "En retard — arrivée prévue à …" (issue #36)', async () => {
    const cleanerId = (await call<{ id: string }>('GET', `/api/cleaners/by-slug/${cleanerAccount.slug}`)).id;
    const { booking } = await call<{ booking: { id: string } }>('POST', '/api/bookings', {
      token: clientAccount.token,
      body: { cleanerId, propertyId: clientAccount.property.id, cleaningType: 'regular', date: quebecDate(new Date(Date.now() + 5 * 86_400_000)), time: '09:00', durationHours: 4, allowPhotos: false, paymentMethod: 'card' },
    });
    await call('POST', `/api/bookings/${booking.id}/accept`, { token: cleanerAccount.token });
    expect(await startVisitSoon(booking.id, 10)).toBe(1);
    // The arrival the cleaner types: 40 minutes after now, on Quebec's clock.
    const minute = quebecMinute(new Date(Date.now() + 40 * 60_000));
    const hhmm = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const quebec = minute % 60 === 0 ? `${Math.floor(minute / 60)} h` : `${Math.floor(minute / 60)} h ${String(minute % 60).padStart(2, '0')}`;
    await cleaner.goto(`/bookings/${booking.id}`);
    await cleaner.getByRole('button', { name: 'Je suis en retard' }).click();
    await cleaner.getByLabel('Nouvelle heure d’arrivée').fill(hhmm);
    await cleaner.getByRole('button', { name: 'Annoncer le retard' }).click();
    await cleaner.getByText('Le client est avisé de votre retard.').first().waitFor();
    const notice = `En retard — arrivée prévue à ${quebec}`;
    await expect.poll(async () => plain(await cleaner.locator('.booking-late-notice').textContent())).toContain(notice);
    await expectAccessible(cleaner, 'late arrival announced, cleaner view');
    await client.goto(`/bookings/${booking.id}`);
    await expect.poll(async () => plain(await client.locator('.booking-late-notice').textContent())).toContain(notice);
    await client.getByText(/Vous pouvez annuler sans frais\./).waitFor();
    await screenshot(client, 'late-client');
    await expectAccessible(client, 'late arrival announced, client view');
    // Less than 24 hours before the start, yet free: the cleaner is late.
    await client.getByRole('button', { name: 'Annuler la réservation' }).click();
    const dialog = client.getByRole('dialog', { name: 'Annuler la réservation\u202f?' });
    await dialog.getByText(/La personne de ménage est en retard.: vous pouvez annuler sans frais/).waitFor();
    await dialog.getByRole('button', { name: 'Annuler la réservation' }).click();
    await expect.poll(() => status(client)).toBe('Statut\u00a0: Annulée');
  });

  it('lets the client declare the cleaner absent 30 minutes after the start without a punch-in: cancelled, refunded, the cleaner told (issue #36)', async () => {
    const cleanerId = (await call<{ id: string }>('GET', `/api/cleaners/by-slug/${cleanerAccount.slug}`)).id;
    const { booking } = await call<{ booking: { id: string; money: { depositCents: number } } }>('POST', '/api/bookings', {
      token: clientAccount.token,
      body: { cleanerId, propertyId: clientAccount.property.id, cleaningType: 'regular', date: quebecDate(new Date(Date.now() + 4 * 86_400_000)), time: '09:00', durationHours: 4, allowPhotos: false, paymentMethod: 'card' },
    });
    await call('POST', `/api/bookings/${booking.id}/accept`, { token: cleanerAccount.token });
    // The visit started 35 minutes ago and nobody punched in.
    expect(await startVisitSoon(booking.id, -35)).toBe(1);
    await client.goto(`/bookings/${booking.id}`);
    await client.getByText(/Sans arrivée pointée, vous pouvez déclarer une absence\./).waitFor();
    await client.getByRole('button', { name: 'Déclarer une absence' }).click();
    const dialog = client.getByRole('dialog', { name: /Déclarer l’absence de la personne de ménage/ });
    await dialog.getByRole('button', { name: 'Déclarer l’absence' }).click();
    await expect.poll(() => status(client)).toBe('Statut\u00a0: Annulée');
    await client.getByText(/Vous avez déclaré l’absence de la personne de ménage le /).waitFor();
    await client.getByText('Absence déclarée; le remboursement est fait.'.replace(';', '\u202f;')).first().waitFor();
    expect(await client.getByRole('button', { name: 'Déclarer une absence' }).count()).toBe(0);
    await screenshot(client, 'no-show-declared');
    await expectAccessible(client, 'no-show declared, client view');
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      const { rows } = await db.query<{ payment_status: string; no_show: boolean }>('select payment_status, no_show_at is not null as no_show from bookings where id = $1', [booking.id]);
      expect(rows).toEqual([{ payment_status: 'refunded', no_show: true }]);
    } finally {
      await db.end();
    }
    expect((await lastEmailTo(cleanerAccount.email)).subject).toMatch(/^Absence signalée\u00a0: ménage du /);
  });
});
