import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage } from './support/browser.js';
import { call, clientWithProperty, listedCleaner } from './support/booking-accounts.js';
import { quebecDate, startVisitSoon } from './support/visits.js';

/**
 * Issue #15, "Content is data", in the browser: the FAQ searched as you type, a service page, the
 * blog from its list to an article, the gallery's filters, and the home page's testimonials. The texts
 * are the launch content the migration writes; the gallery pairs and the testimonial (quoting a review
 * published after a visit worked through the API) are made here through the console's API.
 */

/** E2E_SCREENSHOTS=1 saves full-page screenshots to /tmp/storefront-content-*.png. */
const SHOTS = process.env.E2E_SCREENSHOTS === '1';
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `/tmp/storefront-content-${name}.png`, fullPage: true });
};
/** No sideways scrolling on a phone. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * A client's review published on a real visit: a listed cleaner, a client, a regular cleaning accepted,
 * worked (punched in and out at the property), then both parties review (double-blind: published once
 * both have). Answers the client's review id. The client rates 4 everywhere.
 */
async function publishedClientReview(comment: string): Promise<string> {
  const stamp = Date.now();
  const cleaner = await listedCleaner(`Julie Gagnon ${stamp}`, `julie-${stamp}@e2e.eclat.local`);
  const client = await clientWithProperty('Margaux Lévesque', `margaux-${stamp}@e2e.eclat.local`);
  const cleanerId = (await call<{ id: string }>('GET', `/api/cleaners/by-slug/${cleaner.slug}`)).id;
  const { booking } = await call<{ booking: { id: string } }>('POST', '/api/bookings', {
    token: client.token,
    body: {
      cleanerId,
      propertyId: client.property.id,
      cleaningType: 'regular',
      date: quebecDate(new Date(Date.now() + 86_400_000)),
      time: '09:00',
      durationHours: 4,
      allowPhotos: false,
      paymentMethod: 'card',
    },
  });
  await call('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token });
  expect(await startVisitSoon(booking.id)).toBe(1);
  const here = { lat: client.property.address.lat, lng: client.property.address.lng };
  await call('POST', `/api/bookings/${booking.id}/punch-in`, { token: cleaner.token, body: here });
  expect((await call<{ status: string }>('POST', `/api/bookings/${booking.id}/punch-out`, { token: cleaner.token, body: here })).status).toBe('completed');
  const ratings = (n: number) => ({ cleanliness: n, quality: n, reliability: n, punctuality: n, communication: n, professionalism: n, overall: n });
  const mine = await call<{ mine: { id: string } }>('POST', `/api/bookings/${booking.id}/reviews`, { token: client.token, body: { ratings: ratings(4), comment } });
  await call('POST', `/api/bookings/${booking.id}/reviews`, { token: cleaner.token, body: { ratings: ratings(5), comment: 'Cliente accueillante, maison prête pour le ménage.' } });
  const status = await call<{ mine: { status: string } }>('GET', `/api/bookings/${booking.id}/reviews`, { token: client.token });
  expect(status.mine.status).toBe('published');
  return mine.mine.id;
}

describe('storefront content', () => {
  let browser: Browser;
  let adminToken = '';
  const created: string[] = [];
  const testimonials: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = (await call<{ token: string }>('POST', '/api/auth/login', { body: inject('admin') })).token;
    // The office pair is made of uploaded pictures (served as AVIF/WebP at several widths), the kitchen of demo drawings.
    const upload = async (r: number) => {
      const form = new FormData();
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r, g: 140, b: 160 } } }).png().toBuffer();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bureau.png');
      return (await call<{ key: string }>('POST', '/api/admin/content/gallery-images', { token: adminToken, form })).key;
    };
    const pairs = [
      { category: 'kitchen', captionFr: 'Cuisine de démonstration e2e', captionEn: 'Demo kitchen e2e', before: 'demo/kitchen-before.svg', after: 'demo/kitchen-after.svg' },
      { category: 'office', captionFr: 'Bureau photographié e2e', captionEn: 'Photographed office e2e', before: await upload(60), after: await upload(200) },
    ];
    for (const p of pairs) {
      const item = await call<{ id: string }>('POST', '/api/admin/content/gallery-items', {
        token: adminToken,
        body: { category: p.category, captionFr: p.captionFr, captionEn: p.captionEn, beforeImage: p.before, afterImage: p.after, published: true },
      });
      created.push(item.id);
    }
  });

  afterAll(async () => {
    for (const id of created) await call('DELETE', `/api/admin/content/gallery-items/${id}`, { token: adminToken });
    // The home page of the files after this one shows no testimonial of ours.
    for (const id of testimonials) await call('DELETE', `/api/admin/content/testimonials/${id}`, { token: adminToken });
    await browser?.close();
  });

  it('searches the FAQ as you type', async () => {
    const page = await newPage(browser);
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Foire aux questions' }).waitFor();
    await expect.poll(() => page.title()).toBe('Foire aux questions | Éclat');
    await page.getByRole('heading', { level: 2, name: 'Réservation' }).waitFor();
    await expect.poll(() => page.locator('details.faq-item').count()).toBeGreaterThanOrEqual(15);
    await expectAccessible(page, 'the FAQ');

    const search = page.getByRole('searchbox', { name: 'Rechercher dans la FAQ' });
    await search.fill('annuler reservation');
    const cancel = page.locator('details.faq-item', { hasText: 'Puis-je annuler ou reporter une réservation\u202f?' });
    await cancel.waitFor();
    await expect.poll(() => page.locator('details.faq-item').count()).toBe(1);
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('1 question correspond à votre recherche.');
    // Few results open by themselves: the answer is readable at once.
    await expect.poll(() => cancel.getByText('gratuite jusqu’à 24 heures').isVisible()).toBe(true);
    expect(page.url()).toContain('q=annuler');
    await shot(page, 'faq-search');

    await search.fill('zzzz');
    await page.getByText('Aucune question ne correspond à « zzzz ».').waitFor();
    await expect.poll(() => page.locator('details.faq-item').count()).toBe(0);
    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    await expect.poll(() => page.locator('details.faq-item').count()).toBeGreaterThanOrEqual(15);

    // A closed question opens on a click.
    const payment = page.locator('details.faq-item', { hasText: 'Comment fonctionne le paiement\u202f?' });
    await payment.locator('summary').click();
    await expect.poll(() => payment.getByText('solde après le ménage').isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows a service page: what is included, duration, price from, FAQ and the search for that service', async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services/nettoyage-demenagement');
    await page.getByRole('heading', { level: 1, name: 'Nettoyage de déménagement' }).waitFor();
    await expect.poll(() => page.title()).toBe('Nettoyage de déménagement | Éclat');
    await page.getByText(/À partir de 45\s\$ de l’heure/).waitFor();
    await page.getByText('6 à 10 heures').waitFor();
    const included = page.getByRole('region', { name: 'Ce qui est inclus' });
    await included.getByText('Intérieur de toutes les armoires, tiroirs et garde-robes').waitFor();
    expect(await included.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
    await page.getByRole('heading', { level: 2, name: 'Fin de bail : ce que la loi attend de vous' }).waitFor();
    const faq = page.getByRole('region', { name: 'Questions fréquentes' });
    await faq.getByText('Peut-on réserver pour le 1er juillet\u202f?').click();
    await expect.poll(() => faq.getByText('la plus demandée de l’année').isVisible()).toBe(true);
    await page.getByText('nous vous dirigeons vers une entreprise partenaire spécialisée').waitFor();
    expect(await page.getByRole('link', { name: 'Trouver une personne de ménage pour ce service' }).getAttribute('href')).toBe('/cleaners?service=move_in_out');
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page, 'a service page on a phone');
    await shot(page, 'service');

    // The other services are one click away.
    await page.getByRole('navigation', { name: 'Nos autres services' }).getByRole('link', { name: /Nettoyage de garage/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Nettoyage de garage' }).waitFor();
    await page.waitForURL('**/services/nettoyage-garage');
    await page.context().close();
  });

  it('goes from the blog list, filtered by category, to an article and its related articles', async () => {
    const page = await newPage(browser);
    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'Blogue' }).waitFor();
    await expect.poll(() => page.title()).toBe('Blogue | Éclat');
    const titles = () => page.locator('.post-card__title').allTextContents();
    await expect.poll(titles).toEqual(expect.arrayContaining(['Préparer son logement avant un grand ménage', 'Produits écologiques\u00a0: ce qui fonctionne vraiment', 'Le ménage de fin de bail au Québec\u00a0: la liste complète']));
    await page.getByText(/\d+ min de lecture/).first().waitFor();
    await expectAccessible(page, 'the blog');

    await page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: /Ménage écologique/ }).click();
    await page.waitForURL('**/blog?category=eco');
    await expect.poll(titles).toEqual(['Produits écologiques\u00a0: ce qui fonctionne vraiment']);
    await page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: 'Tous les articles' }).click();
    await expect.poll(async () => (await titles()).length).toBeGreaterThanOrEqual(3);

    await page.getByRole('link', { name: 'Le ménage de fin de bail au Québec\u00a0: la liste complète' }).click();
    await page.waitForURL('**/blog/menage-de-fin-de-bail-au-quebec-la-liste-complete');
    await page.getByRole('heading', { level: 1, name: 'Le ménage de fin de bail au Québec\u00a0: la liste complète' }).waitFor();
    await expect.poll(() => page.title()).toBe('Le ménage de fin de bail au Québec\u00a0: la liste complète | Éclat');
    await page.getByRole('heading', { level: 2, name: 'Ce que dit la loi' }).waitFor();
    await page.getByText(/min de lecture/).first().waitFor();
    const related = page.getByRole('complementary', { name: 'À lire aussi' });
    await expect.poll(() => related.getByRole('link').count()).toBeGreaterThanOrEqual(2);
    await expectAccessible(page, 'an article');
    await shot(page, 'article');

    // A link inside the article stays in the app.
    await page.locator('.blog-post__body').getByRole('link', { name: 'nettoyage de déménagement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nettoyage de déménagement' }).waitFor();
    await page.goBack();
    await related.getByRole('link').first().click();
    await expect.poll(() => page.url()).not.toContain('menage-de-fin-de-bail');
    await page.locator('.blog-post__body').waitFor();

    await page.goto('/blog/un-article-qui-n-existe-pas');
    await page.getByRole('heading', { level: 1, name: 'Article introuvable' }).waitFor();
    await page.context().close();
  });

  it('filters the gallery by room and labels demo pairs', async () => {
    const page = await newPage(browser);
    await page.goto('/gallery');
    await page.getByRole('heading', { level: 1, name: 'Galerie avant-après' }).waitFor();
    await expect.poll(() => page.title()).toBe('Galerie avant-après | Éclat');
    const captions = () => page.locator('.gallery-pair__caption').allTextContents();
    const kitchen = page.locator('figure.gallery-pair', { hasText: 'Cuisine de démonstration e2e' });
    await kitchen.waitFor();
    await kitchen.getByRole('img', { name: 'Avant : Cuisine de démonstration e2e' }).waitFor();
    await kitchen.getByRole('img', { name: 'Après : Cuisine de démonstration e2e' }).waitFor();
    await kitchen.getByText('Démo', { exact: true }).waitFor();
    await kitchen.getByText('Illustration de démonstration, pas une photo réelle.').waitFor();
    await expectAccessible(page, 'the gallery');

    const filters = page.getByRole('group', { name: 'Type de pièce' });
    await filters.getByRole('button', { name: 'Bureau' }).click();
    await page.waitForURL('**/gallery?category=office');
    await expect.poll(async () => (await captions()).some((c) => c.includes('Bureau photographié e2e'))).toBe(true);
    await expect.poll(async () => (await captions()).some((c) => c.includes('Cuisine de démonstration e2e'))).toBe(false);
    expect(await filters.getByRole('button', { name: 'Bureau' }).getAttribute('aria-pressed')).toBe('true');
    // An uploaded picture: the browser picks an AVIF width from the <picture>; its size is set, so nothing shifts.
    const office = page.locator('figure.gallery-pair', { hasText: 'Bureau photographié e2e' }).getByRole('img', { name: 'Avant : Bureau photographié e2e' });
    await expect.poll(() => office.evaluate((img: HTMLImageElement) => img.complete && /-\d+w\.avif$/.test(img.currentSrc))).toBe(true);
    expect([await office.getAttribute('width'), await office.getAttribute('height')]).toEqual(['900', '600']);

    await filters.getByRole('button', { name: 'Salle de bain' }).click();
    await expect.poll(async () => (await captions()).some((c) => c.includes(' e2e'))).toBe(false);

    await filters.getByRole('button', { name: 'Toutes' }).click();
    await expect.poll(async () => (await captions()).filter((c) => c.includes(' e2e')).length).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'gallery');
    await page.context().close();
  });

  it('lets an admin write a FAQ entry in both languages in the console, published on /faq', async () => {
    const admin = inject('admin');
    const page = await newPage(browser);
    await page.goto('/admin/faq-entries/create');
    await page.getByLabel('Courriel', { exact: true }).fill(admin.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: /connexion/i }).click();
    await page.waitForURL('**/admin/faq-entries/create');
    await page.getByText('Français', { exact: true }).first().waitFor();
    await page.getByRole('combobox', { name: 'Thème' }).click();
    await page.getByRole('option', { name: 'Paiement et prix' }).click();
    // French and English side by side, each field named with its language.
    await page.getByLabel('Question (français)').fill('Acceptez-vous le virement Interac ?');
    await page.getByLabel('Question (anglais)').fill('Do you accept Interac e-Transfer?');
    await page.getByLabel('Réponse (français)').fill('Non : le paiement se fait par carte, **50 %** pour confirmer.');
    await page.getByLabel('Réponse (anglais)').fill('No: payment is by card, **50%** to confirm.');
    // The French answer's preview (the first "Aperçu"), by the public pages' own Markdown rules.
    await page.getByRole('tab', { name: 'Aperçu' }).first().click();
    const preview = page.locator('[data-markdown-preview]');
    await expect.poll(() => preview.locator('strong').textContent()).toBe('50 %');
    expect(await preview.getAttribute('lang')).toBe('fr');
    await page.getByLabel('Publiée').check();
    await page.waitForTimeout(300);
    await expectAccessible(page, 'the console FAQ form');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL(/\/admin\/faq-entries(\?.*)?$/);
    const row = page.getByRole('row').filter({ hasText: 'Acceptez-vous le virement Interac ?' });
    await row.waitFor();

    const visitor = await newPage(browser);
    await visitor.goto('/faq?q=interac');
    const entry = visitor.locator('details.faq-item', { hasText: 'Acceptez-vous le virement Interac ?' });
    await entry.waitFor();
    await expect.poll(() => entry.locator('strong').textContent()).toBe('50 %');
    await visitor.context().close();

    // Deleted from the console, gone from the site.
    await row.click();
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Confirmer|Supprimer/ }).click().catch(() => undefined);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Acceptez-vous le virement Interac ?' }).count()).toBe(0);

    // The other content screens open, with both languages side by side.
    await page.goto('/admin/service-pages');
    await page.getByRole('row').filter({ hasText: 'nettoyage-garage' }).click();
    await page.getByLabel('Titre (français)').waitFor();
    await expect.poll(() => page.getByLabel('Titre (anglais)').inputValue()).toBe('Garage cleaning');
    await shot(page, 'console-service');
    for (const [path, field] of [
      ['/admin/blog-posts/create', 'Texte (anglais)'],
      ['/admin/gallery-items/create', 'Légende (français)'],
      ['/admin/testimonials/create', 'Comment l’accord a été donné'],
      ['/admin/impact-figures/create', 'Source (anglais)'],
    ] as const) {
      await page.goto(path);
      await page.getByLabel(field).first().waitFor();
      await shot(page, `console-${path.split('/')[2]}`);
    }
    await page.context().close();
  });

  it('speaks English to an English reader', async () => {
    const page = await newPage(browser, 'en-CA');
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    await page.locator('details.faq-item', { hasText: 'Can I cancel or postpone a booking?' }).waitFor();
    await page.goto('/impact');
    await page.getByRole('heading', { level: 1, name: 'Our impact' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Cleanings completed' }).waitFor();
    await expectAccessible(page, 'the impact page');
    await page.context().close();
  });

  // Before the next test publishes one: the migration writes no testimonial and no other file publishes any.
  it('shows no testimonials on the home page while none is published', async () => {
    const published = await call<{ items: unknown[] }>('GET', '/api/content/testimonials?lang=fr&limit=24');
    expect(published.items, 'no testimonial is published before this test').toEqual([]);
    const page = await newPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The page comes drawn by the server with its answers (testimonials included); the sections around them are there.
    await page.locator('.sf-home').waitFor();
    await page.locator('.newsletter-signup').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('heading', { name: 'Ce que disent nos clients' }).count()).toBe(0);
    expect(await page.locator('.home-testimonials, figure.testimonial').count()).toBe(0);
    await page.context().close();
  });

  it('shows on the home page a testimonial an admin published from a real review, with its author’s consent', async () => {
    const quote = 'Ménage impeccable : la salle de bain brille comme au premier jour.';
    const reviewId = await publishedClientReview(quote);
    const testimonial = await call<{ id: string; published: boolean }>('POST', '/api/admin/content/testimonials', {
      token: adminToken,
      body: {
        reviewId,
        quoteLocale: 'fr',
        translation: 'Spotless cleaning: the bathroom shines like on day one.',
        consentAt: new Date(Date.now() - 60_000).toISOString(),
        consentNote: 'Accord donné par courriel (e2e)',
        position: 10,
        published: true,
      },
    });
    testimonials.push(testimonial.id);
    expect(testimonial.published).toBe(true);

    const page = await newPage(browser);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Ce que disent nos clients' });
    const card = section.locator('figure.testimonial', { hasText: quote });
    await card.waitFor();
    await card.getByText('Margaux L.', { exact: true }).waitFor();
    await card.getByText('Ménage régulier', { exact: true }).waitFor();
    await card.getByRole('img', { name: 'Note : 4 étoiles sur 5' }).waitFor();
    expect(await card.locator('blockquote').getAttribute('lang')).toBe('fr');
    // The author's own words: no translation label.
    expect(await card.locator('.testimonial__translated').count()).toBe(0);
    // After the how-it-works sections, before the newsletter.
    await page.locator('.sf-home').waitFor();
    const order = await page.evaluate(() => {
      const [steps, quotes, newsletter] = ['.sf-home', '.home-testimonials', '.newsletter-signup'].map((s) => document.querySelector(s)!);
      return [steps!.compareDocumentPosition(quotes!), quotes!.compareDocumentPosition(newsletter!)].every((p) => p & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order).toBe(true);
    await expectAccessible(page, 'the home page with testimonials');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'home-testimonials');
    await page.context().close();

    // An English reader gets the staff's translation, said to be one.
    const english = await newPage(browser, 'en-CA');
    await english.goto('/');
    const en = english.getByRole('region', { name: 'What our clients say' }).locator('figure.testimonial', { hasText: 'Spotless cleaning: the bathroom shines like on day one.' });
    await en.waitFor();
    await en.getByText('Translated from French by our team').waitFor();
    await en.getByRole('img', { name: 'Rating: 4 stars out of 5' }).waitFor();
    expect(await en.locator('blockquote').getAttribute('lang')).toBe('en');
    await english.context().close();
  }, 120_000);
});
