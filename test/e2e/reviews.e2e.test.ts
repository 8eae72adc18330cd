import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { quebecDate, startVisitSoon } from './support/visits.js';
import { baseUrl, expectAccessible, launchBrowser } from './support/browser.js';
import { call, clientWithProperty, listedCleaner, type Account, type ClientProperty } from './support/booking-accounts.js';

/**
 * Issue #7, reviews in the browser: after a completed visit both parties review from the booking
 * page; the client's review stays hidden from the cleaner and the public until the cleaner has
 * reviewed too, then both are published and the cleaner's rating moves (public profile, search);
 * an admin hides the review in the console and the rating goes back (then shows it again). The visit itself is made
 * through the API (booking.e2e.test.ts covers it in the browser).
 */

/** E2E_SCREENSHOTS=1 saves full-page screenshots to /tmp/reviews-e2e-*.png (and on a failure). */
const SHOTS = process.env.E2E_SCREENSHOTS === '1';
const CLIENT_COMMENT = 'Travail impeccable, cuisine étincelante et très ponctuelle.';
const CLEANER_COMMENT = 'Client accueillant, maison bien préparée pour le ménage.';
const CATEGORIES = ['Propreté', 'Qualité', 'Fiabilité', 'Ponctualité', 'Communication', 'Professionnalisme', 'Note globale'];


interface Rating {
  average: number | null;
  count: number;
}
interface BookingReviews {
  mine: { status: string; comment: string | null } | null;
  theirs: { status: string; comment: string | null } | null;
  canReview: boolean;
}

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Courriel').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.getByRole('button', { name: new RegExp(account.name) }).waitFor();
}

/** Every category at `stars`, an optional comment, then the submit button. */
async function review(page: Page, stars: number, comment: string): Promise<void> {
  const form = page.locator('form.review-form');
  for (const category of CATEGORIES) {
    await form.getByRole('group', { name: category }).getByLabel(`${stars} étoile${stars > 1 ? 's' : ''} sur 5`).check();
  }
  await form.getByLabel('Commentaire (facultatif)').fill(comment);
  await form.getByRole('button', { name: 'Envoyer mon évaluation' }).click();
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `/tmp/reviews-e2e-${name}.png`, fullPage: true });
}

describe('reviews end to end', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let client: Page;
  let cleaner: Page;
  let visitor: Page;
  let admin: Page;
  let cleanerAccount: Account & { slug: string };
  let clientAccount: Account & { property: ClientProperty };
  let cleanerId = '';
  let bookingId = '';
  const stamp = Date.now();

  const publicRating = async () => (await call<{ rating: Rating }>('GET', `/api/cleaners/by-slug/${cleanerAccount.slug}`)).rating;
  /** Whether the cleaner shows up in the Montréal search among the cleaners rated 4 or more. */
  const inRatedSearch = async () => {
    const found = await call<{ items: { id: string; rating: Rating }[] }>('GET', '/api/cleaners?city=montreal&minRating=4&pageSize=50&sort=rating');
    return found.items.find((card) => card.id === cleanerId)?.rating ?? null;
  };
  const reviewsOf = (account: Account) => call<BookingReviews>('GET', `/api/bookings/${bookingId}/reviews`, { token: account.token });
  const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Évaluations' });

  beforeAll(async () => {
    cleanerAccount = await listedCleaner(`Léa Tremblay ${stamp}`, `lea-${stamp}@e2e.eclat.local`);
    clientAccount = await clientWithProperty(`Camille Bouchard ${stamp}`, `camille-${stamp}@e2e.eclat.local`);
    cleanerId = (await call<{ id: string }>('GET', `/api/cleaners/by-slug/${cleanerAccount.slug}`)).id;

    // A visit tomorrow at 09:00 without checklist nor photos, accepted, then moved to start in
    // 10 minutes (punching in opens 30 minutes before) and worked through the API at the property.
    const { booking } = await call<{ booking: { id: string } }>('POST', '/api/bookings', {
      token: clientAccount.token,
      body: {
        cleanerId,
        propertyId: clientAccount.property.id,
        cleaningType: 'regular',
        date: quebecDate(new Date(Date.now() + 86_400_000)),
        time: '09:00',
        durationHours: 4,
        allowPhotos: false,
        paymentMethod: 'card',
      },
    });
    bookingId = booking.id;
    await call('POST', `/api/bookings/${bookingId}/accept`, { token: cleanerAccount.token });
    expect(await startVisitSoon(bookingId)).toBe(1);
    const here = { lat: clientAccount.property.address.lat, lng: clientAccount.property.address.lng };
    await call('POST', `/api/bookings/${bookingId}/punch-in`, { token: cleanerAccount.token, body: here });
    const done = await call<{ status: string }>('POST', `/api/bookings/${bookingId}/punch-out`, { token: cleanerAccount.token, body: here });
    expect(done.status).toBe('completed');

    browser = await launchBrowser();
    const page = async () => {
      const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CA' });
      contexts.push(context);
      const p = await context.newPage();
      p.setDefaultTimeout(10_000);
      return p;
    };
    [client, cleaner, visitor, admin] = [await page(), await page(), await page(), await page()];
  });
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (SHOTS && ctx.task.result?.state === 'fail') {
      for (const [name, p] of [['client', client], ['cleaner', cleaner], ['visitor', visitor], ['admin', admin]] as const) await screenshot(p, `failed-${name}`);
    }
  });

  it('starts with an unrated cleaner', async () => {
    expect(await publicRating()).toEqual({ average: null, count: 0 });
    expect(await inRatedSearch()).toBeNull();
  });

  it('lets the client review the cleaner from the booking page, hidden until the cleaner reviews', async () => {
    await signIn(client, clientAccount);
    await client.goto(`/bookings/${bookingId}`);
    const section = reviewsSection(client);
    await section.getByRole('heading', { name: 'Évaluez votre personne de ménage' }).waitFor();
    await expectAccessible(client, 'review form, client');
    await review(client, 4, CLIENT_COMMENT);
    await section.getByText('En attente de publication').first().waitFor();
    await section.getByText(CLIENT_COMMENT).waitFor();
    await screenshot(client, 'client-reviewed');

    // Double-blind: neither the cleaner nor the public sees it yet.
    const cleanerView = await reviewsOf(cleanerAccount);
    expect(cleanerView.theirs).toBeNull();
    expect(cleanerView.canReview).toBe(true);
    expect((await reviewsOf(clientAccount)).mine?.status).toBe('pending');
    expect(await publicRating()).toEqual({ average: null, count: 0 });
    const listed = await call<{ total: number }>('GET', `/api/cleaners/${cleanerId}/reviews`);
    expect(listed.total).toBe(0);

    await signIn(cleaner, cleanerAccount);
    await cleaner.goto(`/bookings/${bookingId}`);
    await reviewsSection(cleaner).getByRole('heading', { name: 'Évaluez votre client' }).waitFor();
    await reviewsSection(cleaner).getByText("L'évaluation de votre client s'affichera ici une fois publiée.").waitFor();
    expect(await cleaner.getByText(CLIENT_COMMENT).count()).toBe(0);

    await visitor.goto(`/cleaners/${cleanerAccount.slug}`);
    await visitor.getByRole('heading', { level: 1, name: cleanerAccount.name }).waitFor();
    await visitor.getByText('Nouveau').first().waitFor();
    expect(await visitor.getByText(CLIENT_COMMENT).count()).toBe(0);
  });

  it('publishes both reviews once the cleaner reviews, and the rating moves', async () => {
    await expectAccessible(cleaner, 'review form, cleaner');
    await review(cleaner, 5, CLEANER_COMMENT);
    const section = reviewsSection(cleaner);
    await section.getByText(CLIENT_COMMENT).waitFor();
    await section.getByText(CLEANER_COMMENT).waitFor();
    await screenshot(cleaner, 'cleaner-reviewed');
    await expectAccessible(cleaner, 'published reviews, cleaner');

    await client.reload();
    await reviewsSection(client).getByText(CLEANER_COMMENT).waitFor();
    expect((await reviewsOf(clientAccount)).mine?.status).toBe('published');

    // The client's 4 stars (the cleaner's review of the client does not count here).
    expect(await publicRating()).toEqual({ average: 4, count: 1 });
    expect(await inRatedSearch()).toEqual({ average: 4, count: 1 });
    await visitor.reload();
    await visitor.getByText(/4,0\s★\s\(1 avis\)/).first().waitFor();
    await visitor.getByText(CLIENT_COMMENT).waitFor();
    await screenshot(visitor, 'public-profile-rated');
  });

  it('lets an admin hide the review in the console, and the rating goes back', async () => {
    const adminAccount = inject('admin');
    await admin.goto('/admin');
    await admin.getByLabel('Courriel', { exact: true }).fill(adminAccount.email);
    await admin.getByLabel('Mot de passe', { exact: true }).fill(adminAccount.password);
    await admin.getByRole('button', { name: /connexion/i }).click();
    await admin.getByText(/Bienvenue/).waitFor();

    await admin.goto('/admin/reviews');
    await admin.getByLabel('Recherche (nom ou courriel)').fill(cleanerAccount.name);
    const row = admin.getByRole('row').filter({ hasText: 'Client → personne de ménage' }).filter({ hasText: clientAccount.name });
    await row.waitFor();
    await expect.poll(() => admin.getByRole('row').count()).toBe(3);
    await screenshot(admin, 'console-list');
    await expectAccessible(admin, 'console reviews list');
    await row.click();
    await admin.getByRole('heading', { level: 1, name: `Avis de ${clientAccount.name} sur ${cleanerAccount.name}` }).waitFor();
    await admin.getByText(CLIENT_COMMENT).waitFor();
    await expectAccessible(admin, 'console review show');

    await admin.getByRole('button', { name: 'Masquer', exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(`ne comptera plus, dès maintenant, dans la note de ${cleanerAccount.name}`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: "Masquer l'avis" }).click();
    await dialog.getByText('Le motif doit contenir au moins 3 caractères.').waitFor();
    await expectAccessible(admin, 'console hide dialog');
    await dialog.getByLabel('Motif').fill('Propos hors sujet signalés par la personne de ménage.');
    await dialog.getByRole('button', { name: "Masquer l'avis" }).click();
    await admin.getByText('Avis masqué\u00a0: la note de la personne de ménage a été recalculée').waitFor();
    await admin.getByRole('button', { name: 'Afficher de nouveau' }).waitFor();
    await admin.getByText('Propos hors sujet signalés par la personne de ménage.').waitFor();
    await screenshot(admin, 'console-hidden');

    expect(await publicRating()).toEqual({ average: null, count: 0 });
    expect(await inRatedSearch()).toBeNull();
    expect((await call<{ total: number }>('GET', `/api/cleaners/${cleanerId}/reviews`)).total).toBe(0);
    await visitor.reload();
    await visitor.getByText('Nouveau').first().waitFor();
    expect(await visitor.getByText(CLIENT_COMMENT).count()).toBe(0);
    // Its author still sees it, marked as hidden.
    await client.reload();
    await reviewsSection(client).getByText('Masquée par la modération').first().waitFor();
    expect((await reviewsOf(clientAccount)).mine?.status).toBe('hidden');
  });

  it('lets the admin show it again, and it counts again', async () => {
    await admin.getByRole('button', { name: 'Afficher de nouveau' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: "Afficher l'avis" }).click();
    await admin.getByText('Avis affiché de nouveau').waitFor();
    await admin.getByRole('button', { name: 'Masquer', exact: true }).waitFor();
    expect(await publicRating()).toEqual({ average: 4, count: 1 });
    expect(await inRatedSearch()).toEqual({ average: 4, count: 1 });
    expect((await reviewsOf(clientAccount)).mine?.status).toBe('published');
  });
});
