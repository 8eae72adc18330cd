import type { Locale } from '../../../src/shared/locale.js';
import {
  InputCheck,
  LIMITS,
  SLUG_PATTERN,
  type BlogCategory,
  type FaqCategory,
  type GalleryCategory,
  type ImpactMetric,
  type ServiceType,
  type Bilingual,
} from './content.js';

/**
 * What the console sends for each kind of content, checked and normalized here (trimmed texts,
 * cross-field rules). The contract has already bounded every raw value and refused unknown fields.
 */

export interface FaqInput {
  category: FaqCategory;
  service?: ServiceType | null;
  questionFr: string;
  questionEn: string;
  answerFr: string;
  answerEn: string;
  position?: number;
  published?: boolean;
}

export function checkFaq(input: FaqInput) {
  const c = new InputCheck();
  const out = {
    category: input.category,
    service: input.service ?? null,
    questionFr: c.text('questionFr', input.questionFr, LIMITS.faq.question),
    questionEn: c.text('questionEn', input.questionEn, LIMITS.faq.question),
    answerFr: c.text('answerFr', input.answerFr, LIMITS.faq.answer),
    answerEn: c.text('answerEn', input.answerEn, LIMITS.faq.answer),
    position: input.position ?? 0,
    published: input.published ?? false,
  };
  c.done();
  return out;
}

export interface ServicePageInput {
  titleFr: string;
  titleEn: string;
  introFr: string;
  introEn: string;
  bodyFr?: string;
  bodyEn?: string;
  included: Bilingual[];
  durationMinHours: number;
  durationMaxHours: number;
  priceFromCents: number;
  published?: boolean;
}

export function checkServicePage(input: ServicePageInput) {
  const c = new InputCheck();
  const out = {
    titleFr: c.text('titleFr', input.titleFr, LIMITS.service.title),
    titleEn: c.text('titleEn', input.titleEn, LIMITS.service.title),
    introFr: c.text('introFr', input.introFr, LIMITS.service.intro),
    introEn: c.text('introEn', input.introEn, LIMITS.service.intro),
    bodyFr: c.text('bodyFr', input.bodyFr ?? '', LIMITS.service.body),
    bodyEn: c.text('bodyEn', input.bodyEn ?? '', LIMITS.service.body),
    included: input.included.map((task, i) => ({
      fr: c.text(`included.${i}.fr`, task.fr, LIMITS.service.includedItem),
      en: c.text(`included.${i}.en`, task.en, LIMITS.service.includedItem),
    })),
    durationMinHours: input.durationMinHours,
    durationMaxHours: input.durationMaxHours,
    priceFromCents: input.priceFromCents,
    published: input.published ?? true,
  };
  if (out.durationMaxHours < out.durationMinHours) c.add('durationMaxHours', 'content.duration_order');
  c.done();
  return out;
}

export interface BlogPostInput {
  slug: string;
  category: BlogCategory;
  titleFr: string;
  titleEn: string;
  excerptFr: string;
  excerptEn: string;
  bodyFr: string;
  bodyEn: string;
  authorName: string;
  publishedAt?: string | null;
}

export function checkBlogPost(input: BlogPostInput) {
  const c = new InputCheck();
  const slug = input.slug.trim().toLowerCase();
  if (!SLUG_PATTERN.test(slug)) c.add('slug', 'fields.invalid_format');
  const out = {
    slug,
    category: input.category,
    titleFr: c.text('titleFr', input.titleFr, LIMITS.blog.title),
    titleEn: c.text('titleEn', input.titleEn, LIMITS.blog.title),
    excerptFr: c.text('excerptFr', input.excerptFr, LIMITS.blog.excerpt),
    excerptEn: c.text('excerptEn', input.excerptEn, LIMITS.blog.excerpt),
    bodyFr: c.text('bodyFr', input.bodyFr, LIMITS.blog.body),
    bodyEn: c.text('bodyEn', input.bodyEn, LIMITS.blog.body),
    authorName: c.text('authorName', input.authorName, LIMITS.blog.author),
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
  };
  c.done();
  return out;
}

export interface ImpactFigureInput {
  metric: ImpactMetric;
  manualValue?: number | null;
  labelFr: string;
  labelEn: string;
  descriptionFr?: string | null;
  descriptionEn?: string | null;
  sourceFr?: string | null;
  sourceEn?: string | null;
  position?: number;
  published?: boolean;
}

export function checkImpactFigure(input: ImpactFigureInput) {
  const c = new InputCheck();
  const manual = input.metric === 'manual';
  const out = {
    metric: input.metric,
    // A computed figure's number is the platform's; a value sent with it is ignored rather than stored.
    manualValue: manual ? (input.manualValue ?? null) : null,
    labelFr: c.text('labelFr', input.labelFr, LIMITS.impact.label),
    labelEn: c.text('labelEn', input.labelEn, LIMITS.impact.label),
    descriptionFr: c.optionalText('descriptionFr', input.descriptionFr, LIMITS.impact.description),
    descriptionEn: c.optionalText('descriptionEn', input.descriptionEn, LIMITS.impact.description),
    sourceFr: c.optionalText('sourceFr', input.sourceFr, LIMITS.impact.source),
    sourceEn: c.optionalText('sourceEn', input.sourceEn, LIMITS.impact.source),
    position: input.position ?? 0,
    published: input.published ?? false,
  };
  if (manual) {
    // No invented numbers: a figure the platform cannot compute says where it comes from.
    if (out.manualValue === null) c.add('manualValue', 'content.value_required');
    if (!out.sourceFr) c.add('sourceFr', 'content.source_required');
    if (!out.sourceEn) c.add('sourceEn', 'content.source_required');
  }
  c.done();
  return out;
}

export interface TestimonialInput {
  reviewId: string;
  consentAt?: string | null;
  consentNote?: string | null;
  quoteLocale: Locale;
  translation?: string | null;
  position?: number;
  published?: boolean;
}

export function checkTestimonial(input: TestimonialInput, now: Date) {
  const c = new InputCheck();
  const out = {
    reviewId: input.reviewId.toLowerCase(),
    consentAt: input.consentAt ? new Date(input.consentAt) : null,
    consentNote: c.optionalText('consentNote', input.consentNote, LIMITS.testimonial.note),
    quoteLocale: input.quoteLocale,
    translation: c.optionalText('translation', input.translation, LIMITS.testimonial.translation),
    position: input.position ?? 0,
    published: input.published ?? false,
  };
  if (out.consentAt && out.consentAt.getTime() > now.getTime()) c.add('consentAt', 'content.consent_in_future');
  // Only the words of an author who agreed may go on the site; the note says how they agreed.
  if (out.published && !out.consentAt) c.add('consentAt', 'content.consent_required');
  if (out.published && !out.consentNote) c.add('consentNote', 'content.consent_required');
  c.done();
  return out;
}

export interface GalleryItemInput {
  category: GalleryCategory;
  captionFr: string;
  captionEn: string;
  beforeImage: string;
  afterImage: string;
  isDemo?: boolean;
  position?: number;
  published?: boolean;
}

export function checkGalleryItem(input: GalleryItemInput) {
  const c = new InputCheck();
  const out = {
    category: input.category,
    captionFr: c.text('captionFr', input.captionFr, LIMITS.gallery.caption),
    captionEn: c.text('captionEn', input.captionEn, LIMITS.gallery.caption),
    beforeImage: input.beforeImage,
    afterImage: input.afterImage,
    // A pair drawn for the demo is always labelled as such, whatever the form said.
    isDemo: (input.isDemo ?? false) || input.beforeImage.startsWith('demo/') || input.afterImage.startsWith('demo/'),
    position: input.position ?? 0,
    published: input.published ?? false,
  };
  if (out.beforeImage === out.afterImage) c.add('afterImage', 'content.same_images');
  c.done();
  return out;
}

/** A pair taken from a completed visit's photos: which before and which after, and the pair's own texts. */
export interface GalleryFromBookingInput {
  bookingId: string;
  beforePhotoId: string;
  afterPhotoId: string;
  category: GalleryCategory;
  captionFr: string;
  captionEn: string;
  position?: number;
  published?: boolean;
}

export function checkGalleryFromBooking(input: GalleryFromBookingInput) {
  const c = new InputCheck();
  const out = {
    bookingId: input.bookingId.toLowerCase(),
    beforePhotoId: input.beforePhotoId.toLowerCase(),
    afterPhotoId: input.afterPhotoId.toLowerCase(),
    category: input.category,
    captionFr: c.text('captionFr', input.captionFr, LIMITS.gallery.caption),
    captionEn: c.text('captionEn', input.captionEn, LIMITS.gallery.caption),
    position: input.position ?? 0,
    published: input.published ?? false,
  };
  if (out.beforePhotoId === out.afterPhotoId) c.add('afterPhotoId', 'content.same_images');
  c.done();
  return out;
}
