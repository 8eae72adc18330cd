import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { typographyProblems } from '../../src/shared/french-typography.js';
import { SEED_FAQ } from '../../modules/content/adapters/persistence/migrations/content-seed-faq.js';
import { SEED_SERVICES } from '../../modules/content/adapters/persistence/migrations/content-seed-services.js';
import { SEED_POSTS } from '../../modules/content/adapters/persistence/migrations/content-seed-blog.js';
import { clientWithProperty, completedVisit, dateInDays, listedCleaner, movableClock } from '../support/booking-fixtures.js';

/**
 * Issue #15, "Content is data": the storefront's content in PostgreSQL, in both languages. Public
 * reads show published content only, in the reader's language; the console's writes are for admins,
 * bounded by the contract; Markdown reaches the pages as safe HTML; testimonials need a public review
 * and its author's agreement; impact figures are counted, not typed.
 */
const clock = movableClock();
let t: TestServer;
let admin: string;
let adminId: string;
let client: string;
let cleaner: string;

beforeAll(async () => {
  t = await createTestServer({
    clock,
    configure: (c) => {
      c.rateLimits.login.perIp = 10_000;
      c.session.idleHours = 24 * 60;
      c.session.browserSessionHours = 24 * 60;
    },
  });
  const a = await loginAs(t, 'admin');
  admin = a.token;
  adminId = a.user.id;
  client = (await loginAs(t, 'client')).token;
  cleaner = (await loginAs(t, 'cleaner')).token;
});
afterEach(() => clock.set(null));
afterAll(() => t.close());

const filter = (f: unknown) => `filter=${encodeURIComponent(JSON.stringify(f))}&range=${encodeURIComponent('[0,99]')}`;
const adminApi = <T = any>(method: string, path: string, body?: unknown, token = admin) => t.api<T>(method, `/api/admin/content/${path}`, { token, ...(body !== undefined ? { body } : {}) });

const faqInput = (over: Record<string, unknown> = {}) => ({
  category: 'booking',
  questionFr: `Question de test ${randomUUID().slice(0, 8)} ?`,
  questionEn: `Test question ${randomUUID().slice(0, 8)}?`,
  answerFr: 'Une réponse assez longue pour être valide.',
  answerEn: 'An answer long enough to be valid.',
  ...over,
});

const postInput = (over: Record<string, unknown> = {}) => ({
  slug: `article-${randomUUID().slice(0, 8)}`,
  category: 'maintenance',
  titleFr: 'Entretenir ses planchers de bois franc',
  titleEn: 'Caring for hardwood floors',
  excerptFr: 'Ce qui abîme le bois franc, et ce qui le protège.',
  excerptEn: 'What damages hardwood, and what protects it.',
  bodyFr: `## Le bon geste\n\nPassez l’aspirateur **avant** de laver. ${'mot '.repeat(400)}`,
  bodyEn: `## The right move\n\nVacuum **before** washing. ${'word '.repeat(200)}`,
  authorName: 'Équipe de test',
  publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
  ...over,
});

describe('public content', () => {
  it('serves the seeded FAQ by category, in French by default, in English by lang or Accept-Language', async () => {
    const fr = await t.api('GET', '/api/content/faq');
    expect(fr.status).toBe(200);
    expect(fr.headers.get('content-language')).toBe('fr');
    expect(fr.body.items.length).toBeGreaterThanOrEqual(15);
    const categories = new Set(fr.body.items.map((e: { category: string }) => e.category));
    expect([...categories]).toEqual(expect.arrayContaining(['booking', 'payment', 'cleaners', 'services', 'trust', 'account']));
    const cancel = fr.body.items.find((e: { question: string }) => e.question === 'Puis-je annuler ou reporter une réservation\u202f?');
    expect(cancel.answerHtml).toContain('<strong>gratuite jusqu’à 24 heures</strong>');
    expect(cancel.answer).toContain('50 $');

    const en = await t.api('GET', '/api/content/faq?lang=en');
    expect(en.headers.get('content-language')).toBe('en');
    expect(en.body.items.map((e: { question: string }) => e.question)).toContain('Can I cancel or postpone a booking?');
    const byHeader = await t.api('GET', '/api/content/faq', { headers: { 'accept-language': 'en-CA,en;q=0.9' } });
    expect(byHeader.body.items.map((e: { id: string }) => e.id)).toEqual(en.body.items.map((e: { id: string }) => e.id));
    expect(byHeader.body.items[0].question).toBe(en.body.items[0].question);
    // lang wins over the header.
    expect((await t.api('GET', '/api/content/faq?lang=fr', { headers: { 'accept-language': 'en' } })).body.items[0].question).toBe(fr.body.items[0].question);

    const garage = await t.api('GET', '/api/content/faq?service=garage');
    expect(garage.body.items.length).toBeGreaterThanOrEqual(2);
    expect(garage.body.items.every((e: { service: string }) => e.service === 'garage')).toBe(true);
    expect((await t.api('GET', '/api/content/faq?lang=de')).status).toBe(400);
  });

  it('serves the launch content in Quebec typography: no breaking space before : ; ! ? » or after « (issue #35)', async () => {
    const launchQuestions = new Set(SEED_FAQ.map((f) => f.questionEn));
    const fr = (await t.api<{ items: { id: string; question: string; answer: string }[] }>('GET', '/api/content/faq?lang=fr')).body.items;
    const en = (await t.api<{ items: { id: string; question: string }[] }>('GET', '/api/content/faq?lang=en')).body.items;
    const launchIds = new Set(en.filter((e) => launchQuestions.has(e.question)).map((e) => e.id));
    const launch = fr.filter((e) => launchIds.has(e.id));
    expect(launch.length).toBeGreaterThanOrEqual(15);
    const texts = launch.flatMap((e) => [e.question, e.answer]);
    for (const s of SEED_SERVICES) {
      const page = (await t.api<{ title: string; intro: string; bodyHtml: string; included: string[] }>('GET', `/api/content/services/${s.slug}?lang=fr`)).body;
      texts.push(page.title, page.intro, page.bodyHtml, ...page.included);
    }
    for (const p of SEED_POSTS) {
      const post = await t.api<{ title: string; excerpt: string; bodyHtml: string }>('GET', `/api/content/blog/${p.slug}?lang=fr`);
      if (post.status === 200) texts.push(post.body.title, post.body.excerpt, post.body.bodyHtml);
    }
    expect(texts.flatMap((text) => typographyProblems(text))).toEqual([]);
  });

  it('serves the four service pages with their checklist, duration, price from and FAQ', async () => {
    const list = await t.api('GET', '/api/content/services');
    expect(list.status).toBe(200);
    expect(list.body.items.map((s: { slug: string; priceFromCents: number }) => [s.slug, s.priceFromCents])).toEqual([
      ['nettoyage-regulier', 2500],
      ['nettoyage-profondeur', 3500],
      ['nettoyage-demenagement', 4500],
      ['nettoyage-garage', 3500],
    ]);
    const moving = await t.api('GET', '/api/content/services/nettoyage-demenagement?lang=en');
    expect(moving.status).toBe(200);
    expect(moving.body).toMatchObject({ serviceType: 'move_in_out', title: 'Move-in and move-out cleaning', durationMinHours: 6, durationMaxHours: 10 });
    expect(moving.body.included).toContain('Inside every cabinet, drawer and closet');
    expect(moving.body.bodyHtml).toContain('<h2>End of lease: what the law expects</h2>');
    expect(moving.body.faq.length).toBeGreaterThanOrEqual(2);
    expect(moving.body.faq.every((e: { service: string }) => e.service === 'move_in_out')).toBe(true);
    // Not one of the four: refused by the contract.
    expect((await t.api('GET', '/api/content/services/nettoyage-bureau')).status).toBe(400);
  });

  it('lists the published articles with reading time and categories, and one article with related ones', async () => {
    const list = await t.api('GET', '/api/content/blog?pageSize=50');
    expect(list.status).toBe(200);
    const slugs = list.body.items.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['preparer-son-logement-avant-un-grand-menage', 'produits-ecologiques-ce-qui-fonctionne-vraiment', 'menage-de-fin-de-bail-au-quebec-la-liste-complete']));
    for (const p of list.body.items) expect(p.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(list.body.items[0]).not.toHaveProperty('bodyHtml');
    expect(list.body.categories).toEqual(expect.arrayContaining([expect.objectContaining({ category: 'eco', count: expect.any(Number) })]));

    const eco = await t.api('GET', '/api/content/blog?category=eco&pageSize=50');
    expect(eco.body.items.every((p: { category: string }) => p.category === 'eco')).toBe(true);
    expect(eco.body.items.map((p: { slug: string }) => p.slug)).toContain('produits-ecologiques-ce-qui-fonctionne-vraiment');

    const post = await t.api('GET', '/api/content/blog/menage-de-fin-de-bail-au-quebec-la-liste-complete');
    expect(post.status).toBe(200);
    expect(post.body.title).toBe('Le ménage de fin de bail au Québec\u00a0: la liste complète');
    expect(post.body.bodyHtml).toContain('<h2>Ce que dit la loi</h2>');
    expect(post.body.readingMinutes).toBeGreaterThanOrEqual(2);
    expect(post.body.related.length).toBeGreaterThanOrEqual(2);
    expect(post.body.related.map((r: { slug: string }) => r.slug)).not.toContain(post.body.slug);
    const en = await t.api('GET', '/api/content/blog/menage-de-fin-de-bail-au-quebec-la-liste-complete?lang=en');
    expect(en.body.title).toBe('End-of-lease cleaning in Quebec: the complete checklist');

    const missing = await t.api('GET', '/api/content/blog/article-qui-n-existe-pas', { headers: { 'accept-language': 'en' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'content.post_not_found', message: 'This article does not exist or is not published yet.' });
  });

  it('shows the impact figures counted from the platform, never typed-in numbers without a source', async () => {
    const res = await t.api('GET', '/api/content/impact');
    expect(res.status).toBe(200);
    const metrics = res.body.figures.map((f: { metric: string }) => f.metric);
    expect(metrics).toEqual(expect.arrayContaining(['completed_visits', 'active_cleaners', 'cities_served']));
    for (const f of res.body.figures) expect(Number.isFinite(f.value) && f.value >= 0).toBe(true);
    expect(res.body.figures.find((f: { metric: string }) => f.metric === 'completed_visits').label).toBe('Ménages terminés');
  });
});

describe('admin writes are for admins', () => {
  it('answers 401 anonymous and 403 to clients and cleaners, on every kind of content', async () => {
    for (const name of ['faq-entries', 'service-pages', 'blog-posts', 'impact-figures', 'testimonials', 'gallery-items']) {
      expect((await t.api('GET', `/api/admin/content/${name}`)).status).toBe(401);
      for (const token of [client, cleaner]) {
        const res = await adminApi('GET', name, undefined, token);
        expect([res.status, res.body.error]).toEqual([403, 'auth.forbidden']);
      }
    }
    const id = randomUUID();
    expect((await t.api('POST', '/api/admin/content/faq-entries', { body: faqInput() })).status).toBe(401);
    expect((await adminApi('POST', 'faq-entries', faqInput(), client)).status).toBe(403);
    expect((await adminApi('PUT', `blog-posts/${id}`, postInput(), cleaner)).status).toBe(403);
    expect((await adminApi('DELETE', `gallery-items/${id}`, undefined, client)).status).toBe(403);
    expect((await t.api('DELETE', `/api/admin/content/testimonials/${id}`)).status).toBe(401);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('x')], { type: 'image/png' }), 'x.png');
    expect((await t.api('POST', '/api/admin/content/gallery-images', { raw: form, token: client, headers: { 'x-requested-with': 'XMLHttpRequest' } })).status).toBe(403);
  });
});

describe('FAQ in the console', () => {
  it('creates a draft the public does not see, publishes it, edits it, deletes it', async () => {
    const created = await adminApi('POST', 'faq-entries', faqInput({ service: 'deep', answerFr: '  Réponse **claire** avec un [lien](/pricing).  ' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ published: false, service: 'deep', answerFr: 'Réponse **claire** avec un [lien](/pricing).' });
    const publicIds = async () => (await t.api('GET', '/api/content/faq')).body.items.map((e: { id: string }) => e.id);
    expect(await publicIds()).not.toContain(created.body.id);

    const { id, createdAt, updatedAt, ...editable } = created.body;
    const published = await adminApi('PUT', `faq-entries/${id}`, { ...editable, published: true, position: 5 });
    expect(published.status).toBe(200);
    expect(await publicIds()).toContain(id);
    const onPage = (await t.api('GET', '/api/content/services/nettoyage-profondeur')).body.faq.find((e: { id: string }) => e.id === id);
    expect(onPage.answerHtml).toBe('<p>Réponse <strong>claire</strong> avec un <a href="/pricing">lien</a>.</p>');

    const list = await adminApi('GET', `faq-entries?${filter({ published: true, category: 'booking', q: editable.questionFr.slice(0, 25) })}&sort=${encodeURIComponent('["position","ASC"]')}`);
    expect(list.status).toBe(200);
    expect(list.body.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(list.headers.get('content-range')).toBe('faq-entries 0-0/1');

    expect((await adminApi('DELETE', `faq-entries/${id}`)).status).toBe(204);
    expect((await adminApi('DELETE', `faq-entries/${id}`)).status).toBe(404);
    expect((await adminApi('GET', `faq-entries/${id}`)).status).toBe(404);
    expect(await publicIds()).not.toContain(id);
  });

  it('bounds every field, refuses unknown ones, and says so in the admin\'s language', async () => {
    const tooLong = await adminApi('POST', 'faq-entries', faqInput({ questionFr: 'x'.repeat(301), colour: 'red' }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['body.colour', 'body.questionFr']);
    expect(tooLong.body.details.find((d: { field: string }) => d.field === 'body.questionFr').message).toBe('Doit contenir au plus 300 caractères');
    // Spaces do not count towards the minimum.
    const blank = await adminApi('POST', 'faq-entries', faqInput({ answerEn: '             ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.details).toEqual([expect.objectContaining({ field: 'body.answerEn', code: 'fields.too_short' })]);
    const badFilter = await adminApi('GET', `faq-entries?${filter({ published: 'yes' })}`);
    expect([badFilter.status, badFilter.body.details[0].field]).toEqual([400, 'query.filter.published']);
    const english = await loginAs(t, 'admin', { locale: 'en' });
    const en = await adminApi('POST', 'faq-entries', faqInput({ category: 'weather' }), english.token);
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ error: 'validation_failed', details: [{ field: 'body.category', message: expect.any(String) }] });
  });
});

describe('service pages in the console', () => {
  it('edits the four fixed pages (no creation), checks the duration order, and unpublishing hides the page', async () => {
    const list = await adminApi('GET', `service-pages?${filter({})}&sort=${encodeURIComponent('["slug","ASC"]')}`);
    expect(list.body).toHaveLength(4);
    const garage = list.body.find((p: { slug: string }) => p.slug === 'nettoyage-garage');
    const { id, slug, serviceType, updatedAt, ...editable } = garage;
    const wrong = await adminApi('PUT', `service-pages/${id}`, { ...editable, durationMinHours: 8, durationMaxHours: 6 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([expect.objectContaining({ field: 'body.durationMaxHours', code: 'content.duration_order', message: 'La durée maximale doit être au moins égale à la durée minimale.' })]);
    expect((await adminApi('PUT', `service-pages/${id}`, { ...editable, durationMinHours: 3 })).status).toBe(400);
    expect((await adminApi('PUT', `service-pages/${id}`, { ...editable, included: [] })).status).toBe(400);

    try {
      const hidden = await adminApi('PUT', `service-pages/${id}`, { ...editable, published: false });
      expect(hidden.status).toBe(200);
      const res = await t.api('GET', '/api/content/services/nettoyage-garage');
      expect([res.status, res.body.error, res.body.message]).toEqual([404, 'content.service_not_found', "Ce service n'existe pas."]);
      expect((await t.api('GET', '/api/content/services')).body.items).toHaveLength(3);
    } finally {
      expect((await adminApi('PUT', `service-pages/${id}`, { ...editable, published: true })).status).toBe(200);
    }
    expect((await t.api('GET', '/api/content/services/nettoyage-garage')).status).toBe(200);
  });
});

describe('blog posts in the console', () => {
  it('hides drafts and scheduled posts, renders Markdown safely, and keeps slugs unique', async () => {
    const scheduled = await adminApi('POST', 'blog-posts', postInput({ publishedAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }));
    expect(scheduled.status).toBe(201);
    expect(scheduled.body).toMatchObject({ status: 'scheduled', readingMinutesFr: 2, readingMinutesEn: 1 });
    expect((await t.api('GET', `/api/content/blog/${scheduled.body.slug}`)).status).toBe(404);
    const draft = await adminApi('POST', 'blog-posts', postInput({ publishedAt: null }));
    expect(draft.body.status).toBe('draft');
    expect((await t.api('GET', `/api/content/blog/${draft.body.slug}`)).status).toBe(404);
    const listed = (await t.api('GET', '/api/content/blog?pageSize=50')).body.items.map((p: { slug: string }) => p.slug);
    expect(listed).not.toContain(scheduled.body.slug);
    expect(listed).not.toContain(draft.body.slug);

    // The clock reaching the scheduled time publishes it.
    clock.set(new Date(Date.now() + 8 * 86_400_000));
    expect((await t.api('GET', `/api/content/blog/${scheduled.body.slug}`)).status).toBe(200);
    clock.set(null);

    const hostile = await adminApi(
      'POST',
      'blog-posts',
      postInput({
        category: 'eco',
        bodyFr: '<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>\n\n[piège](javascript:alert(1)) et [ici](/faq)\n\n' + 'texte '.repeat(20),
      }),
    );
    expect(hostile.status).toBe(201);
    const read = await t.api('GET', `/api/content/blog/${hostile.body.slug}`);
    expect(read.status).toBe(200);
    expect(read.body.bodyHtml).not.toMatch(/<script|<img|href="javascript|onerror=alert\(1\)>/);
    expect(read.body.bodyHtml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(read.body.bodyHtml).toContain('<a href="/faq">ici</a>');
    // Related: the seeded eco article comes before articles of other categories.
    expect(read.body.related[0].category).toBe('eco');

    const taken = await adminApi('POST', 'blog-posts', postInput({ slug: hostile.body.slug }));
    expect([taken.status, taken.body.error]).toEqual([409, 'content.slug_taken']);
    const { id, createdAt, updatedAt, status, readingMinutesFr, readingMinutesEn, ...editable } = draft.body;
    const renamed = await adminApi('PUT', `blog-posts/${id}`, { ...editable, slug: 'menage-de-fin-de-bail-au-quebec-la-liste-complete' });
    expect([renamed.status, renamed.body.error]).toEqual([409, 'content.slug_taken']);
    expect((await adminApi('POST', 'blog-posts', postInput({ slug: 'Pas Un Slug!' }))).status).toBe(400);
    expect((await adminApi('POST', 'blog-posts', postInput({ bodyFr: 'trop court' }))).status).toBe(400);
    for (const p of [scheduled, draft, hostile]) expect((await adminApi('DELETE', `blog-posts/${p.body.id}`)).status).toBe(204);
  });
});

describe('impact figures in the console', () => {
  it('accepts a typed-in figure only with its source, and one entry per computed metric', async () => {
    const noSource = await adminApi('POST', 'impact-figures', { metric: 'manual', manualValue: 12, labelFr: 'Arbres plantés', labelEn: 'Trees planted' });
    expect(noSource.status).toBe(400);
    expect(noSource.body.details.map((d: { code: string }) => d.code)).toEqual(['content.source_required', 'content.source_required']);
    const manual = await adminApi('POST', 'impact-figures', {
      metric: 'manual',
      manualValue: 12,
      labelFr: 'Arbres plantés',
      labelEn: 'Trees planted',
      sourceFr: 'Reçu de la coopérative, mai 2026',
      sourceEn: 'Co-op receipt, May 2026',
      published: true,
      position: 9999,
    });
    expect(manual.status).toBe(201);
    const shown = (await t.api('GET', '/api/content/impact?lang=en')).body.figures.find((f: { id: string }) => f.id === manual.body.id);
    expect(shown).toMatchObject({ value: 12, label: 'Trees planted', source: 'Co-op receipt, May 2026' });
    const twice = await adminApi('POST', 'impact-figures', { metric: 'completed_visits', labelFr: 'Encore', labelEn: 'Again' });
    expect([twice.status, twice.body.error]).toEqual([409, 'content.metric_taken']);
    // A computed figure's number is the platform's, whatever is sent.
    const computed = await adminApi('GET', `impact-figures?${filter({ metric: 'cities_served' })}`);
    const { id, updatedAt, ...editable } = computed.body[0];
    const edited = await adminApi('PUT', `impact-figures/${id}`, { ...editable, manualValue: 999 });
    expect(edited.body.manualValue).toBeNull();
    expect((await adminApi('DELETE', `impact-figures/${manual.body.id}`)).status).toBe(204);
  });
});

describe('testimonials', () => {
  it('quote a published client review only, and only once its author agreed', async () => {
    const c = await listedCleaner(t, admin);
    const customer = await clientWithProperty(t, { name: 'Camille Tremblay' });
    const visit = await completedVisit(t, clock, c, customer, dateInDays(3));
    const ratings = { cleanliness: 5, quality: 5, reliability: 5, punctuality: 5, communication: 5, professionalism: 5, overall: 5 };
    const mine = await t.api('POST', `/api/bookings/${visit.id}/reviews`, { token: customer.token, body: { ratings, comment: 'Travail impeccable, la cuisine brille comme jamais.' } });
    expect(mine.status).toBe(201);
    const reviewId = mine.body.mine.id as string;

    // Pending (the cleaner has not reviewed yet): not public, so not quotable.
    const early = await adminApi('POST', 'testimonials', { reviewId, quoteLocale: 'fr' });
    expect([early.status, early.body.error], JSON.stringify(early.body)).toEqual([400, 'content.review_not_public']);
    expect((await t.api('POST', `/api/bookings/${visit.id}/reviews`, { token: c.token, body: { ratings, comment: 'Cliente accueillante.' } })).status).toBe(201);
    clock.set(null);

    const noConsent = await adminApi('POST', 'testimonials', { reviewId, quoteLocale: 'fr', published: true });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.details.map((d: { field: string }) => d.field)).toEqual(['body.consentAt', 'body.consentNote']);
    const future = await adminApi('POST', 'testimonials', { reviewId, quoteLocale: 'fr', consentAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(future.body.details[0].code).toBe('content.consent_in_future');

    const draft = await adminApi('POST', 'testimonials', { reviewId, quoteLocale: 'fr', translation: 'Flawless work, the kitchen has never shone like this.' });
    expect(draft.status).toBe(201);
    expect(draft.body.review).toMatchObject({ comment: 'Travail impeccable, la cuisine brille comme jamais.', authorName: 'Camille T.', rating: 5 });
    const publicIds = async (lang = 'fr') => (await t.api('GET', `/api/content/testimonials?lang=${lang}&limit=24`)).body.items as { id: string; quote: string; lang: string; translated: boolean }[];
    expect((await publicIds()).map((i) => i.id)).not.toContain(draft.body.id);
    expect([(await adminApi('POST', 'testimonials', { reviewId, quoteLocale: 'fr' })).status]).toEqual([409]);

    const { id, createdAt, updatedAt, review, ...editable } = draft.body;
    const agreed = await adminApi('PUT', `testimonials/${id}`, { ...editable, consentAt: new Date(Date.now() - 60_000).toISOString(), consentNote: 'Accord par courriel', published: true });
    expect(agreed.status).toBe(200);
    expect((await publicIds('fr')).find((i) => i.id === id)).toMatchObject({ quote: 'Travail impeccable, la cuisine brille comme jamais.', lang: 'fr', translated: false });
    expect((await publicIds('en')).find((i) => i.id === id)).toMatchObject({ quote: 'Flawless work, the kitchen has never shone like this.', lang: 'en', translated: true });

    // A moderator hiding the review takes the testimonial down with it.
    expect((await t.api('PUT', `/api/admin/reviews/${reviewId}/moderation`, { token: admin, body: { hidden: true, reason: 'Test de modération' } })).status).toBe(200);
    expect((await publicIds()).map((i) => i.id)).not.toContain(id);
    expect((await adminApi('GET', `testimonials/${id}`)).body.review).toBeNull();
    expect((await adminApi('DELETE', `testimonials/${id}`)).status).toBe(204);
  });
});

describe('gallery', () => {
  const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
  const upload = async (data: Buffer, name = 'photo.png', token = admin) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
    return t.api('POST', '/api/admin/content/gallery-images', { raw: form, token, headers: { 'x-requested-with': 'XMLHttpRequest' } });
  };

  it('stores uploaded pictures as WebP, publishes a pair by an admin, and filters by category', async () => {
    const before = await upload(await png());
    const after = await upload(await png());
    expect(before.status).toBe(201);
    expect(before.body).toMatchObject({ key: expect.stringMatching(/^gallery\/[a-f0-9-]{36}\.webp$/), width: 40, height: 30 });
    const image = await fetch(`${t.url}${before.body.url}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const notImage = await upload(Buffer.from('%PDF-1.4 pas une image'), 'photo.png');
    expect([notImage.status, notImage.body.error]).toEqual([400, 'uploads.invalid_image_type']);

    const item = { category: 'bathroom', captionFr: 'Douche détartrée', captionEn: 'Descaled shower', beforeImage: before.body.key, afterImage: after.body.key };
    const created = await adminApi('POST', 'gallery-items', item);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ published: false, publishedAt: null, isDemo: false });
    const publicIds = async (q = '') => (await t.api('GET', `/api/content/gallery${q}`)).body.items.map((g: { id: string }) => g.id);
    expect(await publicIds()).not.toContain(created.body.id);

    const published = await adminApi('PUT', `gallery-items/${created.body.id}`, { ...item, published: true });
    expect(published.body).toMatchObject({ published: true, publishedBy: adminId, publishedAt: expect.any(String) });
    expect(await publicIds()).toContain(created.body.id);
    expect(await publicIds('?category=bathroom')).toContain(created.body.id);
    expect(await publicIds('?category=kitchen')).not.toContain(created.body.id);
    const shown = (await t.api('GET', '/api/content/gallery?lang=en&category=bathroom')).body.items.find((g: { id: string }) => g.id === created.body.id);
    expect(shown).toMatchObject({ caption: 'Descaled shower', before: { src: before.body.url, width: 40, height: 30 }, after: { src: after.body.url }, isDemo: false });

    // Demo drawings are always labelled as demo; unknown pictures and twice the same one are refused.
    const demo = await adminApi('POST', 'gallery-items', { ...item, beforeImage: 'demo/kitchen-before.svg', afterImage: 'demo/kitchen-after.svg', isDemo: false });
    expect(demo.body.isDemo).toBe(true);
    const unknown = await adminApi('POST', 'gallery-items', { ...item, beforeImage: `gallery/${randomUUID()}.webp` });
    expect(unknown.body.details).toEqual([expect.objectContaining({ field: 'body.beforeImage', code: 'content.image_not_found' })]);
    expect((await adminApi('POST', 'gallery-items', { ...item, afterImage: item.beforeImage })).body.details[0].code).toBe('content.same_images');
    expect((await adminApi('POST', 'gallery-items', { ...item, beforeImage: '../../etc/passwd' })).status).toBe(400);
    expect((await adminApi('POST', 'gallery-items', { ...item, category: 'garage' })).status).toBe(400);
    expect((await t.api('GET', '/api/content/gallery?category=garage')).status).toBe(400);

    for (const id of [created.body.id, demo.body.id]) expect((await adminApi('DELETE', `gallery-items/${id}`)).status).toBe(204);
    expect(await publicIds()).not.toContain(created.body.id);
  });
});
