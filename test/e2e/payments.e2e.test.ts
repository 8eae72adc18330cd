import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { quebecDate, startVisitSoon } from './support/visits.js';
import { baseUrl, expectAccessible, lastEmailTo, launchBrowser } from './support/browser.js';
import { call, clientWithProperty, listedCleaner, type Account, type ClientProperty } from './support/booking-accounts.js';

/**
 * Issue #5, the money of one visit in the browser, on the development provider (no Stripe keys):
 * the cleaner sets up their payout account (onboarding link -> /profile/stripe-connect/return), the
 * client books and holds the deposit on the "success" test card, the cleaner accepts (deposit
 * captured), works and punches out (remainder charged off-session), the client sees the booking
 * fully paid and downloads the invoice PDF, an admin runs the weekly payout of the current week in
 * the console, and the cleaner's earnings page shows the payout paid. Then the console's payments
 * panel: a refund larger than what is left is refused by the server, a small one goes through.
 * A week is run once per database (the run row is unique per week): no other browser test may run
 * the payouts of the current week, or this one would find the week taken and its earning unpaid.
 */

const TASKS = ['Épousseter les surfaces', 'Laver les planchers'];
/** E2E_SCREENSHOTS=1 saves full-page screenshots to /tmp/payments-e2e-*.png (and on a failure). */
const SHOTS = process.env.E2E_SCREENSHOTS === '1';

/** The ISO week (2026-W48) of Quebec's day at `at`: the week the earnings of today belong to. */
const quebecIsoWeek = (at: Date) => {
  const [y, m, d] = quebecDate(at).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor(Math.round((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
};
/** Intl's narrow and ordinary no-break spaces as plain spaces, to compare amounts as text. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const dollars = (cents: number) => plain(new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100));

async function signIn(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Courriel').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.getByRole('button', { name: new RegExp(account.name) }).waitFor();
}

async function screenshot(page: Page | undefined, name: string): Promise<void> {
  if (SHOTS && page) await page.screenshot({ path: `/tmp/payments-e2e-${name}.png`, fullPage: true });
}

interface Payments {
  paymentStatus: string;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  dueCents: number;
  charges: { kind: string; status: string; amountCents: number }[];
  invoiceAvailable: boolean;
}
interface AdminPayout {
  id: string;
  status: string;
  week: string | null;
  amountCents: number;
  earnings: { bookingId: string | null; grossCents: number; commissionCents: number; taxCents: number; amountCents: number }[];
}

describe('payments end to end', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let client: Page;
  let cleaner: Page;
  let admin: Page;
  let cleanerAccount: Account & { slug: string };
  let clientAccount: Account & { property: ClientProperty };
  let adminToken = '';
  let bookingId = '';
  let totalCents = 0;
  const stamp = Date.now();
  /** The status badge, with its visually hidden "Statut : " prefix. */
  const status = (page: Page) => page.locator('.booking-badge--strong').textContent();
  /** expect.poll's own limit is 1 s, shorter than a locator's wait for a page that is still loading. */
  const LONG = { timeout: 10_000 };
  const paymentsOf = (token: string) => call<Payments>('GET', `/api/bookings/${bookingId}/payments`, { token });
  /** Axe on a console page once react-admin's app-bar spinner (unnamed, shown while a request runs) is gone. */
  const consoleAccessible = async (label: string) => {
    await expect.poll(() => admin.locator('.app-loader').count(), LONG).toBe(0);
    await expectAccessible(admin, label);
  };

  beforeAll(async () => {
    cleanerAccount = await listedCleaner(`Rosalie Bouchard ${stamp}`, `rosalie-${stamp}@e2e.eclat.local`, { payoutAccount: false });
    clientAccount = await clientWithProperty(`Félix Pelletier ${stamp}`, `felix-${stamp}@e2e.eclat.local`);
    ({ token: adminToken } = await call<{ token: string }>('POST', '/api/auth/login', { body: inject('admin') }));
    browser = await launchBrowser();
    const clientContext = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA' });
    // The cleaner's browser stands at the property: punching in checks the distance (500 m).
    const cleanerContext = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'fr-CA',
      geolocation: { latitude: clientAccount.property.address.lat, longitude: clientAccount.property.address.lng, accuracy: 20 },
      permissions: ['geolocation'],
    });
    const adminContext = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA', viewport: { width: 1400, height: 1000 } });
    contexts.push(clientContext, cleanerContext, adminContext);
    client = await clientContext.newPage();
    cleaner = await cleanerContext.newPage();
    admin = await adminContext.newPage();
    for (const page of [client, cleaner, admin]) page.setDefaultTimeout(10_000);
  });
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (SHOTS && ctx.task.result?.state === 'fail') {
      const name = ctx.task.name.replace(/\W+/g, '-').slice(0, 40);
      await screenshot(client, `failed-${name}-client`);
      await screenshot(cleaner, `failed-${name}-cleaner`);
      await screenshot(admin, `failed-${name}-admin`);
    }
  });

  it('lets the cleaner set up their payout account through the onboarding link', async () => {
    await cleaner.goto('/login');
    await signIn(cleaner, cleanerAccount);
    await cleaner.goto('/profile/payouts');
    await cleaner.getByRole('heading', { level: 1, name: 'Revenus et paiements' }).waitFor();
    const accountStatus = cleaner.getByTestId('payout-account-status');
    await expect.poll(() => accountStatus.textContent(), LONG).toBe('Compte de versement\u00a0: non configuré');
    await expectAccessible(cleaner, 'earnings and payouts, no account yet');

    // The development provider's onboarding link leads straight back to the return page, which
    // reads the account's state and goes on to the profile.
    await cleaner.getByRole('button', { name: 'Configurer mes versements' }).click();
    // The account's Paiements section (issue #40: the account in sections).
    await cleaner.waitForURL(/\/account\/payouts#payout-account$/);
    await cleaner.getByText('Compte de versement\u00a0: actif. Vous pouvez recevoir vos versements.').first().waitFor();

    await cleaner.goto('/profile/payouts');
    await expect.poll(() => accountStatus.textContent(), LONG).toBe('Compte de versement\u00a0: actif');
    const account = await call<{ status: string; canReceiveTransfers: boolean }>('GET', '/api/payouts/me/account', { token: cleanerAccount.token });
    expect(account).toMatchObject({ status: 'active', canReceiveTransfers: true });
    await screenshot(cleaner, 'payouts-account-active');
  });

  it('lets the client book and hold the deposit on the "success" test card', async () => {
    await client.goto('/login');
    await signIn(client, clientAccount);
    await client.goto(`/book/${cleanerAccount.slug}`);
    await client.getByRole('heading', { level: 1, name: 'Réserver un nettoyage' }).waitFor();
    await client.getByLabel('Propriété').selectOption({ label: 'Maison Saint-Denis' });
    await client.getByLabel('Type de nettoyage').selectOption({ label: 'Nettoyage régulier' });
    await client.getByLabel('Date *', { exact: true }).fill(quebecDate(new Date(Date.now() + 86_400_000)));
    await client.getByLabel('Durée (heures)').fill('4');
    const time = client.getByLabel('Heure de début');
    await time.waitFor();
    await time.selectOption({ index: 1 });
    for (const task of TASKS) await client.getByRole('button', { name: `+ ${task}` }).click();
    // Issue #42 (Law 25): the photo consent starts unticked; this visit's cleaner adds photos.
    await client.getByLabel("J'autorise les photos avant et après").check();

    // No saved card yet: the development provider's test-card chooser stands in for Stripe's elements.
    await client.getByText("Carte de test (mode développement\u00a0: aucun argent n'est prélevé)").waitFor();
    await client.getByRole('button', { name: 'Carte acceptée · Visa •••• 4242' }).click();
    const card = client.getByRole('radio', { name: /Visa •••• 4242/ });
    await expect.poll(() => card.isChecked(), LONG).toBe(true);
    await screenshot(client, 'form-card');
    await expectAccessible(client, 'booking form with the saved test card');

    await client.getByRole('button', { name: 'Continuer vers le récapitulatif' }).click();
    await client.getByRole('heading', { name: 'Récapitulatif de la réservation' }).waitFor();
    expect(await client.getByTestId('summary-card').textContent()).toBe('Visa •••• 4242');
    await client.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await client.waitForURL(/\/bookings\/[0-9a-f-]{36}$/);
    bookingId = new URL(client.url()).pathname.split('/').pop() ?? '';
    await expect.poll(() => status(client), LONG).toBe('Statut\u00a0: Demandée, en attente de confirmation de la personne de ménage');

    // Held, not taken: the deposit is authorized on the card until the cleaner accepts.
    const booking = await call<{ money: { totalCents: number; depositCents: number } }>('GET', `/api/bookings/${bookingId}`, { token: clientAccount.token });
    totalCents = booking.money.totalCents;
    const payments = await paymentsOf(clientAccount.token);
    expect(payments.paymentStatus).toBe('initial_pending');
    expect(payments.charges).toEqual([expect.objectContaining({ kind: 'deposit', status: 'authorized', amountCents: booking.money.depositCents })]);
    const section = client.getByRole('region', { name: 'Paiements' });
    await section.getByText('Retenu sur la carte', { exact: true }).waitFor();
    await section.getByText('Acompte (50 %)').waitFor();
    // Issues #14 and #42: the deposit is authorised, charged at acceptance, the rest after the visit; no "Payé 0,00 $ / Reste à payer".
    await expect.poll(async () => plain(await client.getByTestId('payments-held').textContent()), LONG).toBe(dollars(booking.money.depositCents));
    expect(plain(await client.getByTestId('payments-atAcceptance').textContent())).toBe(dollars(booking.money.depositCents));
    expect(plain(await client.getByTestId('payments-afterVisit').textContent())).toBe(dollars(totalCents - booking.money.depositCents));
    expect(await client.getByTestId('payments-paid').count()).toBe(0);
    expect(await section.getByRole('row', { name: /Reste à payer/ }).count()).toBe(0);
    await screenshot(client, 'detail-pending');
    await expectAccessible(client, 'pending booking with its payments');
  });

  it('lets the cleaner accept, which captures the deposit', async () => {
    await expect.poll(async () => (await lastEmailTo(cleanerAccount.email)).subject, { timeout: 5_000 }).toBe('Nouvelle demande de nettoyage');
    const mail = await lastEmailTo(cleanerAccount.email);
    const link = mail.text.match(/https?:\/\/\S+\/bookings\/([0-9a-f-]{36})\/accept\?token=[^\s)>\]]+/);
    expect(link?.[1]).toBe(bookingId);
    const url = new URL(link![0]);
    // Signed in already (payout setup): the email's page answers at once.
    await cleaner.goto(`${url.pathname}${url.search}`);
    await cleaner.getByRole('button', { name: 'Accepter la demande' }).click();
    await cleaner.getByText('Vous avez accepté la demande. Le client est avisé.').waitFor();
    await cleaner.goto(`/bookings/${bookingId}`);
    await expect.poll(() => status(cleaner), LONG).toBe('Statut\u00a0: Confirmée');

    await expect.poll(async () => (await paymentsOf(clientAccount.token)).charges.map((c) => `${c.kind}:${c.status}`), LONG).toEqual(['deposit:succeeded']);
    const payments = await paymentsOf(clientAccount.token);
    expect(payments.paymentStatus).toBe('initial_completed');
    expect(payments.paidCents).toBe(payments.charges[0]!.amountCents);

    // Right after the deposit is taken: what was paid, and the remainder still to pay after the visit.
    const deposit = payments.charges[0]!.amountCents;
    await client.reload();
    await expect.poll(async () => plain(await client.getByTestId('payments-paid').textContent()), LONG).toBe(dollars(deposit));
    expect(plain(await client.getByTestId('payments-due').textContent())).toBe(dollars(totalCents - deposit));
    expect(await client.getByTestId('payments-held').count()).toBe(0);
    await screenshot(client, 'detail-deposit-paid');
  });

  it('brings the visit close so that it can start', async () => {
    expect(await startVisitSoon(bookingId)).toBe(1);
  });

  it('lets the cleaner punch in, tick the checklist, add the photos and punch out', async () => {
    await cleaner.reload();
    await cleaner.getByRole('button', { name: "Pointer l'arrivée" }).click();
    await expect.poll(() => status(cleaner), LONG).toBe('Statut\u00a0: En cours');
    for (const task of TASKS) {
      const box = cleaner.getByRole('checkbox', { name: task });
      await box.check();
      await expect.poll(() => box.isChecked(), LONG).toBe(true);
    }
    for (const [kind, color] of [
      ['Avant', { r: 180, g: 120, b: 60 }],
      ['Après', { r: 60, g: 160, b: 200 }],
    ] as const) {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: color } }).png().toBuffer();
      const [chooser] = await Promise.all([cleaner.waitForEvent('filechooser'), cleaner.getByRole('button', { name: `Ajouter une photo « ${kind} »` }).click()]);
      await chooser.setFiles({ name: `${kind.toLowerCase()}.png`, mimeType: 'image/png', buffer: png });
      await cleaner.getByRole('img', { name: `Photo 1, ${kind.toLowerCase()}` }).waitFor();
    }
    await cleaner.getByRole('button', { name: 'Terminer et soumettre' }).click();
    await expect.poll(() => status(cleaner), LONG).toBe('Statut\u00a0: Terminée');
  });

  it('charges the remainder: the client sees the booking fully paid and downloads the invoice PDF', async () => {
    // The remainder is charged off-session on the saved card when the cleaner punches out.
    await expect.poll(async () => (await paymentsOf(clientAccount.token)).paymentStatus, { timeout: 15_000 }).toBe('fully_paid');
    const payments = await paymentsOf(clientAccount.token);
    expect(payments.charges.map((c) => `${c.kind}:${c.status}`)).toEqual(['deposit:succeeded', 'remainder:succeeded']);
    expect(payments.paidCents).toBe(totalCents);
    expect(payments.dueCents).toBe(0);
    expect(payments.invoiceAvailable).toBe(true);

    await client.reload();
    await expect.poll(() => status(client), LONG).toBe('Statut\u00a0: Terminée');
    const section = client.getByRole('region', { name: 'Paiements' });
    await expect.poll(async () => plain(await client.getByTestId('payments-paid').textContent()), LONG).toBe(dollars(totalCents));
    await section.getByText('Solde\u00a0: payé').waitFor();
    // Fully paid: nothing is left to pay, so there is no "Reste à payer" line at all (not "0,00 $").
    expect(await client.getByTestId('payments-due').count()).toBe(0);
    expect(await section.getByText('Reste à payer').count()).toBe(0);
    await expect.poll(() => client.getByTestId('invoice-number').textContent(), LONG).toMatch(/^Facture n° ECL-\d{4}-\d{6}$/);
    await screenshot(client, 'detail-fully-paid');
    await expectAccessible(client, 'fully paid booking with its invoice');

    const [download] = await Promise.all([
      client.waitForEvent('download'),
      section.getByRole('button', { name: 'Télécharger la facture (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('lets an admin preview and run the weekly payout of the current week in the console', async () => {
    const week = quebecIsoWeek(new Date());
    const adminAccount = inject('admin');
    await admin.goto('/admin');
    await admin.getByLabel('Courriel', { exact: true }).fill(adminAccount.email);
    await admin.getByLabel('Mot de passe', { exact: true }).fill(adminAccount.password);
    await admin.getByRole('button', { name: /connexion/i }).click();
    await admin.getByText(/Bienvenue/).waitFor();

    // /admin/payouts (spec) lands on the payouts; the runs are beside them in the menu.
    await admin.goto('/admin/payouts');
    await admin.getByRole('menuitem', { name: 'Lots de versements' }).click();
    await admin.waitForURL('**/admin/payout-runs');
    const weekField = admin.getByLabel('Semaine ISO des gains');
    await weekField.fill(week);
    const preview = admin.getByRole('table', { name: `Aperçu du versement de la semaine ${week}` });
    const line = preview.getByRole('row').filter({ hasText: cleanerAccount.name });
    await line.waitFor();
    await line.getByText('Prêt').waitFor();
    await screenshot(admin, 'console-preview');
    await consoleAccessible('console payout runs with the preview');

    await admin.getByRole('button', { name: 'Lancer maintenant' }).click();
    const dialog = admin.getByRole('dialog', { name: `Lancer le versement de la semaine ${week}\u202f?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: `Verser la semaine ${week}` }).click();
    await admin.getByText(new RegExp(`^Semaine ${week}\u00a0: \\d+ versement\\(s\\) effectué\\(s\\), total`)).waitFor();

    // The run is listed; its transfers open from it, the cleaner's paid.
    const runRow = admin.getByRole('row').filter({ hasText: week }).filter({ hasText: 'Terminé' });
    await runRow.getByRole('link', { name: `Versements de la semaine ${week}` }).click();
    await admin.waitForURL(/\/admin\/payouts\?filter=/);
    const payoutRow = admin.getByRole('row').filter({ hasText: cleanerAccount.name });
    await payoutRow.getByText('Versé').waitFor();
    await payoutRow.click();
    await admin.getByRole('heading', { name: `Versement hebdomadaire de ${cleanerAccount.name}, semaine ${week}` }).waitFor();
    await admin.getByRole('table', { name: 'Lignes de gains' }).getByRole('row').nth(1).waitFor();
    await screenshot(admin, 'console-payout');
    await consoleAccessible('console payout with its earning lines');

    // To the cent: the payout carries this booking's earning, the cleaner's share after commission.
    const cleanerId = (await call<{ userId: string }>('GET', '/api/cleaners/me/profile', { token: cleanerAccount.token })).userId;
    const filter = encodeURIComponent(JSON.stringify({ cleanerId }));
    const [listed] = await call<AdminPayout[]>('GET', `/api/admin/payouts?filter=${filter}`, { token: adminToken });
    const payout = await call<AdminPayout>('GET', `/api/admin/payouts/${listed!.id}`, { token: adminToken });
    expect(payout).toMatchObject({ status: 'paid', week });
    const earning = payout.earnings.find((e) => e.bookingId === bookingId);
    expect(earning).toBeDefined();
    expect(earning!.amountCents).toBe(earning!.grossCents - earning!.commissionCents + earning!.taxCents);
    expect(earning!.amountCents).toBeGreaterThan(0);
    expect(earning!.amountCents).toBeLessThan(totalCents);
    expect(payout.amountCents).toBe(payout.earnings.reduce((sum, e) => sum + e.amountCents, 0));
  });

  it("shows the payout as paid on the cleaner's earnings page", async () => {
    const week = quebecIsoWeek(new Date());
    await cleaner.goto('/profile/payouts');
    const history = cleaner.getByRole('region', { name: 'Historique des versements' });
    const row = history.getByRole('row').filter({ hasText: `Hebdomadaire (semaine ${week})` });
    await row.waitFor();
    await row.getByText('Versé', { exact: true }).waitFor();
    await expect.poll(async () => plain(await cleaner.getByTestId('payout-balance').textContent()), LONG).toBe(dollars(0));
    await screenshot(cleaner, 'payouts-paid');
    await expectAccessible(cleaner, 'earnings and payouts after the weekly payout');
  });

  it("shows the booking's payments in the console and keeps a refund within what was paid", async () => {
    await admin.goto(`/admin/bookings/${bookingId}/show`);
    const panel = admin.getByRole('table', { name: 'Résumé des paiements' });
    await panel.getByText('Payée en entier').waitFor();
    await admin.getByRole('button', { name: 'Rembourser' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Rembourser le client' });
    await dialog.getByLabel('Montant à rembourser').fill('99999');
    await dialog.getByLabel('Raison du remboursement').fill('Geste commercial après une plainte');
    await dialog.getByRole('button', { name: 'Rembourser' }).click();
    // More than what is left to refund: the server's 409, in the admin's language, stays in the dialog.
    await dialog.getByRole('alert').getByText("Le montant dépasse ce que le client a payé et qui n'a pas encore été remboursé.").waitFor();
    expect((await paymentsOf(adminToken)).refundedCents).toBe(0);
    await screenshot(admin, 'console-refund-refused');
    await consoleAccessible('console refund dialog with the server refusal');

    await dialog.getByLabel('Montant à rembourser').fill('5,25');
    await dialog.getByRole('button', { name: 'Rembourser' }).click();
    await admin.getByText('Remboursement de 5,25 $ enregistré\u202f; le client est avisé par courriel.').waitFor();
    await admin.getByRole('table', { name: 'Remboursements' }).getByText('Geste commercial après une plainte').waitFor();
    const after = await paymentsOf(adminToken);
    expect(after.refundedCents).toBe(525);
    expect(after.paymentStatus).toBe('final_partially_refunded');
    await screenshot(admin, 'console-booking-payments');
  });
});
