import type { Locale } from '../../../src/shared/locale.js';
import { responsiveImageView } from '../../../src/shared/image-variants.js';
import { renderMarkdown } from '../domain/markdown.js';
import { readingMinutes } from '../domain/reading-time.js';
import { DEMO_IMAGE_SIZE, pick, type BlogPost, type FaqEntry, type GalleryItem, type ImpactFigure, type ServicePage, type Testimonial } from '../domain/content.js';
import type { PublicReviewFacts } from './ports.js';

/** What the public pages receive: one language, Markdown already rendered to safe HTML. */

export const imageUrl = (key: string): string => (key.startsWith('demo/') ? `/demo-gallery/${key.slice('demo/'.length)}` : `/api/files/${key}`);

export function publicFaq(e: FaqEntry, locale: Locale) {
  const answer = pick(locale, e.answerFr, e.answerEn);
  return { id: e.id, category: e.category, service: e.service, question: pick(locale, e.questionFr, e.questionEn), answer, answerHtml: renderMarkdown(answer) };
}

export function publicServiceSummary(s: ServicePage, locale: Locale) {
  return { slug: s.slug, serviceType: s.serviceType, title: pick(locale, s.titleFr, s.titleEn), intro: pick(locale, s.introFr, s.introEn), priceFromCents: s.priceFromCents };
}

export function publicServicePage(s: ServicePage, faq: FaqEntry[], locale: Locale) {
  return {
    ...publicServiceSummary(s, locale),
    bodyHtml: renderMarkdown(pick(locale, s.bodyFr, s.bodyEn)),
    included: s.included.map((task) => pick(locale, task.fr, task.en)),
    durationMinHours: s.durationMinHours,
    durationMaxHours: s.durationMaxHours,
    faq: faq.map((e) => publicFaq(e, locale)),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/**
 * The team's byline: the launch articles' author and the console's default for a new article (issue #35).
 * It is a name in French; an English reader sees the team's English name, not "By L’équipe Éclat".
 * A person's name is shown as written, in both languages.
 */
export const TEAM_AUTHOR: Record<Locale, string> = { fr: 'L’équipe Éclat', en: 'The Éclat team' };
export const authorNameFor = (name: string, locale: Locale): string => (name.trim() === TEAM_AUTHOR.fr ? TEAM_AUTHOR[locale] : name);

export function publicPostSummary(p: BlogPost, locale: Locale) {
  return {
    slug: p.slug,
    category: p.category,
    title: pick(locale, p.titleFr, p.titleEn),
    excerpt: pick(locale, p.excerptFr, p.excerptEn),
    authorName: authorNameFor(p.authorName, locale),
    publishedAt: p.publishedAt!.toISOString(),
    readingMinutes: readingMinutes(pick(locale, p.bodyFr, p.bodyEn)),
  };
}

export function publicPost(p: BlogPost, related: BlogPost[], locale: Locale) {
  return {
    ...publicPostSummary(p, locale),
    bodyHtml: renderMarkdown(pick(locale, p.bodyFr, p.bodyEn)),
    updatedAt: p.updatedAt.toISOString(),
    related: related.map((r) => publicPostSummary(r, locale)),
  };
}

export function publicFigure(f: ImpactFigure, value: number, locale: Locale) {
  const description = pick(locale, f.descriptionFr ?? '', f.descriptionEn ?? '');
  const source = pick(locale, f.sourceFr ?? '', f.sourceEn ?? '');
  return { id: f.id, metric: f.metric, value, label: pick(locale, f.labelFr, f.labelEn), description: description || null, source: source || null };
}

/** The author's own words; in the other language, the staff's translation when there is one, marked as such. */
export function publicTestimonial(t: Testimonial, review: PublicReviewFacts, locale: Locale) {
  const translated = locale !== t.quoteLocale && t.translation !== null;
  return {
    id: t.id,
    quote: translated ? t.translation! : review.comment!,
    lang: translated ? locale : t.quoteLocale,
    translated,
    authorName: review.authorName,
    rating: review.rating,
    cleaningType: review.cleaningType,
    publishedAt: review.publishedAt,
  };
}

/** A pair's picture for `<picture>`: its AVIF/WebP widths, or the picture alone (demo drawings, pictures stored before variants). */
export const galleryPicture = (key: string, size: GalleryItem['beforeSize']) => responsiveImageView(imageUrl, key, size, DEMO_IMAGE_SIZE);

export function publicGalleryItem(g: GalleryItem, locale: Locale) {
  return {
    id: g.id,
    category: g.category,
    caption: pick(locale, g.captionFr, g.captionEn),
    before: galleryPicture(g.beforeImage, g.beforeSize),
    after: galleryPicture(g.afterImage, g.afterSize),
    isDemo: g.isDemo,
    publishedAt: g.publishedAt!.toISOString(),
  };
}

/** The console's records: every field in both languages, dates as ISO text. */

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

export const adminFaq = (e: FaqEntry) => ({ ...e, createdAt: e.createdAt.toISOString(), updatedAt: e.updatedAt.toISOString() });

export const adminServicePage = (s: ServicePage) => ({ ...s, updatedAt: s.updatedAt.toISOString() });

export const adminBlogPost = (p: BlogPost, now: Date) => ({
  ...p,
  publishedAt: iso(p.publishedAt),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
  status: p.publishedAt === null ? 'draft' : p.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published',
  readingMinutesFr: readingMinutes(p.bodyFr),
  readingMinutesEn: readingMinutes(p.bodyEn),
});

export const adminImpactFigure = (f: ImpactFigure) => ({ ...f, updatedAt: f.updatedAt.toISOString() });

export const adminTestimonial = (t: Testimonial, review: PublicReviewFacts | null) => ({
  ...t,
  consentAt: iso(t.consentAt),
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
  // Null when the review is no longer public (hidden by a moderator): the testimonial is then not shown.
  review: review ? { comment: review.comment ?? '', authorName: review.authorName, rating: review.rating, publishedAt: review.publishedAt } : null,
});

export const adminGalleryItem = ({ beforeSize, afterSize, ...g }: GalleryItem) => ({
  ...g,
  beforeUrl: imageUrl(g.beforeImage),
  afterUrl: imageUrl(g.afterImage),
  publishedAt: iso(g.publishedAt),
  createdAt: g.createdAt.toISOString(),
  updatedAt: g.updatedAt.toISOString(),
});
