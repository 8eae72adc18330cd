import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newPage } from './support/browser.js';
import { call } from './support/booking-accounts.js';
import { DEFAULT_PRICING, quote, type QuoteInput } from '../../modules/booking/domain/pricing.js';

/**
 * Issue #15, the storefront: /about, /how-it-works, /homeowners, /cleaners/join, /pricing (with its
 * estimator, priced by the booking quote's own function), the home page's steps and trust signals, and
 * the signed-in development pages (/color-scheme-mockup, /theme-test, /test-messaging), each in French
 * and in English, each without serious accessibility violations.
 */

type Lang = 'fr' | 'en';
const LOCALES: Record<Lang, string> = { fr: 'fr-CA', en: 'en-CA' };

/** The text of an element with every kind of space (U+00A0, U+202F...) as a plain one. */
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const money = (cents: number, lang: Lang) => new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'CAD' }).format(cents / 100).replace(/\s+/g, ' ');

/** The estimator's default request (regular 25 $/h, 4 h, once, first booking) as the booking quote prices it. */
const estimateInput = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  mode: 'hourly',
  rateCents: 2500,
  hours: 4,
  suppliesProvided: false,
  emergency: false,
  firstBooking: true,
  promo: null,
  referralCreditCents: 0,
  cleanerTaxRegistered: { gst: false, qst: false },
  visits: 1,
  ...over,
});

const TEXTS = {
  fr: {
    about: "À propos d'Éclat",
    vetting: 'Comment nous vérifions les personnes de ménage',
    how: 'Comment ça marche',
    clients: 'Pour les clients',
    cleaners: 'Pour les personnes de ménage',
    depositStep: 'Un acompte de 50 %, retenu seulement',
    homeowners: 'Un ménage impeccable, réservé en quelques minutes',
    firstBooking: '15 % de rabais sur votre premier ménage',
    freeCancellation: "Annulation gratuite jusqu'à 24 h avant",
    join: "Gagnez jusqu'à 49 $ de l'heure",
    requirements: "Ce qu'il faut pour commencer",
    youReceive: 'Vous recevez',
    rate: 'Votre taux horaire ($)',
    pricing: 'Tarifs',
    perHour: (n: number) => `${n} $/h`,
    estimatorRate: 'Taux horaire ($)',
    duration: 'Durée',
    hours6: '6 h',
    supplies: 'La personne de ménage apporte les produits (+10 $)',
    total: 'Total',
    lateFee: 'des frais de 50 $ sont retenus',
    taxes: 'La TPS (5 %) et la TVQ (9,975 %)',
    homeSteps: 'Comment ça marche',
    homeTrust: 'Réservez en toute confiance',
    homeMore: 'Tout savoir sur le fonctionnement',
    colors: 'Maquette des couleurs',
    summary: '25 paires sur 25 respectent WCAG AA.',
    themes: ['Thème par défaut', 'Thème clair', 'Thème sombre'],
    themeTest: 'Essai des thèmes',
    openDialog: 'Ouvrir la boîte de dialogue',
    dialog: 'Supprimer cette propriété\u202f?',
    cancel: 'Annuler',
    messaging: 'Essai de la messagerie',
    open: 'Ouverte',
    unread: 'Demander le nombre de non-lus',
    email: 'Courriel',
    password: 'Mot de passe',
    logIn: 'Se connecter',
    contact: 'Nous joindre',
    contactHours: 'Du lundi au vendredi, de 9 h à 17 h (heure de l’Est).',
    contactResponse: 'Nous répondons à chaque message en 24 h ou moins, jours ouvrables, par courriel.',
    faqLink: 'Consulter la FAQ',
    messagesLink: 'Ouvrir mes messages',
    privacyTitle: 'Renseignements personnels',
  },
  en: {
    about: 'About Éclat',
    vetting: 'How we vet cleaners',
    how: 'How it works',
    clients: 'For clients',
    cleaners: 'For cleaners',
    depositStep: 'A 50% deposit, only held',
    homeowners: 'A spotless home, booked in minutes',
    firstBooking: '15% off your first cleaning',
    freeCancellation: 'Free cancellation up to 24 h before',
    join: 'Earn up to $49 an hour',
    requirements: 'What you need to start',
    youReceive: 'You receive',
    rate: 'Your hourly rate ($)',
    pricing: 'Pricing',
    perHour: (n: number) => `$${n}/h`,
    estimatorRate: 'Hourly rate ($)',
    duration: 'Duration',
    hours6: '6 h',
    supplies: 'The cleaner brings the cleaning supplies (+$10)',
    total: 'Total',
    lateFee: 'a $50 fee is kept',
    taxes: 'GST (5%) and QST (9.975%)',
    homeSteps: 'How it works',
    homeTrust: 'Book with confidence',
    homeMore: 'Everything about how it works',
    colors: 'Color scheme mockup',
    summary: '25 of 25 pairs meet WCAG AA.',
    themes: ['Default theme', 'Bright theme', 'Dark theme'],
    themeTest: 'Theme test',
    openDialog: 'Open the dialog',
    dialog: 'Delete this property?',
    cancel: 'Cancel',
    messaging: 'Messaging test',
    open: 'Open',
    unread: 'Ask for the unread count',
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    contact: 'Contact us',
    contactHours: 'Monday to Friday, 9 a.m. to 5 p.m. (Eastern time).',
    contactResponse: 'We answer every message by email within 24 h, on business days.',
    faqLink: 'Read the FAQ',
    messagesLink: 'Open my messages',
    privacyTitle: 'Personal information',
  },
} as const;

describe.each(['fr', 'en'] as const)('the storefront in %s', (lang) => {
  const x = TEXTS[lang];
  let browser: Browser;
  let page: Page;
  const stamp = `${Date.now()}-${lang}`;
  const client = { name: `Camille Roy ${stamp}`, email: `camille-${stamp}@e2e.eclat.local`, password: 'une phrase de passe solide' };

  beforeAll(async () => {
    const { token } = await call<{ token: string }>('POST', '/api/auth/signup', {
      body: { name: client.name, email: client.email, password: client.password, dateOfBirth: '1988-06-02', acceptTerms: true, locale: lang },
    });
    await call('POST', '/api/auth/select-role', { token, body: { role: 'client' } });
    browser = await launchBrowser();
    page = await newPage(browser, LOCALES[lang]);
  });
  afterAll(() => browser?.close());

  // E2E_SCREENSHOTS=1 keeps a full-page screenshot of each page, to look at.
  const shoot = async (name: string) => {
    if (process.env.E2E_SCREENSHOTS !== '1') return;
    await page.screenshot({ path: `/tmp/storefront-${lang}-${name}.png`, fullPage: true });
    // And on a phone.
    const size = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `/tmp/storefront-${lang}-${name}-phone.png`, fullPage: true });
    if (size) await page.setViewportSize(size);
  };

  it('/about: who Éclat is, its values, its roots, how cleaners are vetted', async () => {
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: x.about }).waitFor();
    await page.getByRole('heading', { level: 2, name: x.vetting }).waitFor();
    expect(await page.getByRole('img', { name: lang === 'fr' ? 'Une maison lumineuse et propre' : 'A bright, clean house' }).count()).toBe(1);
    expect(await page.title()).toBe(`${x.about} | Éclat`);
    await shoot('about');
    await expectAccessible(page, `/about (${lang})`);
  });

  it('/how-it-works: the client and cleaner steps with the deposit and the answer window', async () => {
    await page.goto('/how-it-works');
    await page.getByRole('heading', { level: 1, name: x.how }).waitFor();
    await page.getByRole('heading', { level: 2, name: x.clients }).waitFor();
    await page.getByRole('heading', { level: 2, name: x.cleaners }).waitFor();
    expect(await textOf(page.getByRole('heading', { level: 3, name: /50/ }))).toBe(x.depositStep);
    const body = await textOf(page.locator('main'));
    expect(body).toContain(lang === 'fr' ? '24 heures pour répondre' : '24 hours to answer');
    expect(body).toContain(lang === 'fr' ? 'commission de 10 %' : '10% commission');
    await shoot('how-it-works');
    await expectAccessible(page, `/how-it-works (${lang})`);
  });

  it('/homeowners: benefits with the configured discount, trust signals, a way to search', async () => {
    await page.goto('/homeowners');
    await page.getByRole('heading', { level: 1, name: x.homeowners }).waitFor();
    await page.getByRole('heading', { level: 3, name: x.firstBooking }).waitFor();
    await page.getByRole('heading', { level: 3, name: x.freeCancellation }).waitFor();
    expect(await page.getByRole('link', { name: lang === 'fr' ? 'Trouver une personne de ménage' : 'Find a cleaner' }).first().getAttribute('href')).toBe('/cleaners');
    await shoot('homeowners');
    await expectAccessible(page, `/homeowners (${lang})`);
  });

  it('/cleaners/join: 49 $/h, requirements, and an earnings example by the payouts rule that follows the rate', async () => {
    await page.goto('/cleaners/join');
    await page.getByRole('heading', { level: 1, name: x.join }).waitFor();
    await page.getByRole('heading', { level: 2, name: x.requirements }).waitFor();
    const received = async () => {
      const line = page.getByTestId('earnings-example').locator('.booking-quote__line--strong');
      return `${await textOf(line.locator('dt'))} ${await textOf(line.locator('dd'))}`;
    };
    // 4 h x 35 $ = 140 $, less the 10 % commission.
    await expect.poll(received).toBe(`${x.youReceive} ${money(12_600, lang)}`);
    await shoot('cleaners-join');
    await page.getByLabel(x.rate).fill('40');
    await expect.poll(received).toBe(`${x.youReceive} ${money(14_400, lang)}`);
    // Issue #40: who funds the discounts and rewards, as the ledger does: a first booking at 140 $ less 15 % is billed 119 $, 10 % of it the commission.
    const funding = async () => ((await page.getByTestId('join-funding').textContent()) ?? '').replace(/\s+/g, ' ');
    const example = lang === 'fr' ? `est facturé ${money(11_900, lang)} ; vous recevez ${money(10_710, lang)}.` : `is billed ${money(11_900, lang)}; you receive ${money(10_710, lang)}.`;
    await expect.poll(funding).toContain(example);
    expect(await funding()).toContain(lang === 'fr' ? 'vous en portez 90 %,' : 'you bear 90%,');
    expect(await funding()).toContain(lang === 'fr' ? 'est payée entièrement par' : 'is paid entirely by');
    expect(await page.getByRole('link', { name: lang === 'fr' ? "Je m'inscris comme personne de ménage" : 'Sign up as a cleaner' }).first().getAttribute('href')).toBe('/register');
    expect(await page.locator('.sf-hero__art svg.art[aria-hidden="true"]').count()).toBe(1);
    await expectAccessible(page, `/cleaners/join (${lang})`);
  });

  it('/pricing: the example rates, the rules, and an estimator that follows the choices with the booking quote', async () => {
    await page.goto('/pricing');
    await page.getByRole('heading', { level: 1, name: x.pricing }).waitFor();
    expect(await textOf(page.getByTestId('example-rate-regular'))).toContain(x.perHour(25));
    expect(await textOf(page.getByTestId('example-rate-deep'))).toContain(x.perHour(35));
    expect(await textOf(page.getByTestId('example-rate-move_in_out'))).toContain(x.perHour(45));
    const body = await textOf(page.locator('main'));
    expect(body).toContain(x.lateFee);
    expect(body).toContain(x.taxes);

    const result = page.getByTestId('estimate-result');
    const totalOf = async () => {
      const line = result.locator('.booking-quote__line--strong').first();
      return `${await textOf(line.locator('dt'))} ${await textOf(line.locator('dd'))}`;
    };
    // Default: regular cleaning at 25 $/h for 4 h, first booking.
    await expect.poll(totalOf).toBe(`${x.total} ${money(quote(estimateInput(), DEFAULT_PRICING).totalCents, lang)}`);
    expect(quote(estimateInput()).totalCents).toBe(8988);
    await shoot('pricing');

    await page.getByLabel(x.duration).selectOption('6');
    await expect.poll(totalOf).toBe(`${x.total} ${money(quote(estimateInput({ hours: 6 })).totalCents, lang)}`);
    await page.getByLabel(x.supplies).check();
    await expect.poll(totalOf).toBe(`${x.total} ${money(quote(estimateInput({ hours: 6, suppliesProvided: true })).totalCents, lang)}`);
    // Choosing a deep cleaning puts its example rate (35 $) in the field.
    await page.getByLabel(lang === 'fr' ? 'Type de ménage' : 'Type of cleaning').selectOption('deep');
    expect(await page.getByLabel(x.estimatorRate).inputValue()).toBe('35');
    await expect.poll(totalOf).toBe(`${x.total} ${money(quote(estimateInput({ rateCents: 3500, hours: 6, suppliesProvided: true })).totalCents, lang)}`);
    // A rate out of bounds is refused in the page, with the bounds.
    await page.getByLabel(x.estimatorRate).fill('12');
    await page.getByText(lang === 'fr' ? 'Le taux horaire doit être entre 17 $ et 199 $.' : 'The hourly rate must be between $17 and $199.').waitFor();
    await expectAccessible(page, `/pricing (${lang})`);
  });

  it('the home page shows the how-it-works steps and the trust signals', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: x.homeSteps }).waitFor();
    await page.getByRole('heading', { level: 2, name: x.homeTrust }).waitFor();
    await page.getByRole('heading', { level: 3, name: x.freeCancellation }).waitFor();
    await page.getByRole('link', { name: x.homeMore }).click();
    await page.waitForURL('**/how-it-works');
    await page.getByRole('heading', { level: 1, name: x.how }).waitFor();
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: x.homeTrust }).waitFor();
    // The drawings (issue #35): the hero's and one per step, all decorative.
    expect(await page.locator('.hero svg.art[aria-hidden="true"]').count()).toBe(1);
    expect(await page.locator('.sf-card svg.art[aria-hidden="true"]').count()).toBe(3);
    await shoot('home');
    await expectAccessible(page, `home (${lang})`);
  });

  it('/contact: the support hours, the answer time, the FAQ and messages links, the privacy officer; drawings on a service page', async () => {
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: x.contact }).waitFor();
    expect(await textOf(page.getByTestId('contact-hours'))).toBe(x.contactHours);
    expect(await textOf(page.getByTestId('contact-response'))).toBe(x.contactResponse);
    // French typography: the hours keep their no-break spaces ("9 h" never split).
    if (lang === 'fr') expect(await page.getByTestId('contact-hours').textContent()).toContain('9\u00a0h à 17\u00a0h');
    expect(await page.getByRole('link', { name: x.faqLink }).getAttribute('href')).toBe('/faq');
    expect(await page.getByRole('link', { name: x.messagesLink }).getAttribute('href')).toBe('/messages');
    await page.getByRole('heading', { level: 2, name: x.privacyTitle }).waitFor();
    expect(await page.locator('.contact-details a[href^="mailto:"]').count()).toBe(1);
    await shoot('contact');
    await expectAccessible(page, `/contact (${lang})`);

    await page.goto('/services/nettoyage-profondeur');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('.service-page__hero svg.art[aria-hidden="true"]').count()).toBe(1);
    await expectAccessible(page, `/services/nettoyage-profondeur (${lang})`);
  });

  it('signed in: /color-scheme-mockup shows each theme palette and its contrast ratios', async () => {
    await page.goto('/login');
    await page.getByLabel(x.email).fill(client.email);
    await page.getByLabel(x.password, { exact: true }).fill(client.password);
    await page.getByRole('button', { name: x.logIn }).last().click();
    await page.getByRole('button', { name: new RegExp(client.name) }).waitFor();

    await page.goto('/color-scheme-mockup');
    await page.getByRole('heading', { level: 1, name: x.colors }).waitFor();
    for (const theme of x.themes) await page.getByRole('heading', { level: 2, name: theme }).waitFor();
    for (const theme of ['default', 'bright', 'dark']) expect(await textOf(page.getByTestId(`summary-${theme}`))).toBe(x.summary);
    // Text on the page of the default theme: #1c2430 on #f7f5f0.
    const ratio = await textOf(page.locator('[data-theme="default"] tr[data-pair="bodyText"] [data-testid="ratio"]'));
    expect(ratio).toMatch(lang === 'fr' ? /^\d+,\d\d:1$/ : /^\d+\.\d\d:1$/);
    await shoot('color-scheme-mockup');
    await expectAccessible(page, `/color-scheme-mockup (${lang})`);
  });

  it('signed in: /theme-test draws the UI components in the three themes', async () => {
    await page.goto('/theme-test');
    await page.getByRole('heading', { level: 1, name: x.themeTest }).waitFor();
    for (const theme of x.themes) await page.getByRole('heading', { level: 2, name: theme }).waitFor();
    expect(await page.locator('[data-theme="dark"]').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(17, 22, 29)');
    await shoot('theme-test');
    await expectAccessible(page, `/theme-test (${lang})`);
    const dark = page.locator('[data-theme="dark"]');
    await dark.getByRole('button', { name: x.openDialog }).click();
    const dialog = page.getByRole('dialog', { name: x.dialog });
    await dialog.waitFor();
    await expectAccessible(page, `/theme-test dialog (${lang})`);
    await dialog.getByRole('button', { name: x.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('signed in: /test-messaging shows the open connection and the frames out and in', async () => {
    await page.goto('/test-messaging');
    await page.getByRole('heading', { level: 1, name: x.messaging }).waitFor();
    await expect.poll(async () => page.getByTestId('realtime-state').getAttribute('data-state')).toBe('open');
    expect(await textOf(page.getByTestId('realtime-state'))).toBe(x.open);
    await page.getByRole('button', { name: x.unread }).click();
    await page.locator('tr[data-direction="out"][data-label="REQUEST_UNREAD_COUNT"]').waitFor();
    await page.locator('tr[data-direction="in"][data-label="UNREAD_COUNT_UPDATE"]').first().waitFor();
    await shoot('test-messaging');
    await expectAccessible(page, `/test-messaging (${lang})`);
  });
});
