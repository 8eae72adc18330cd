import type { FieldIssue } from '../../../src/shared/domain-error.js';
import type { StoredImageSize } from '../../../src/shared/image-variants.js';
import type { Locale } from '../../../src/shared/locale.js';
import { contentErrors } from './content.errors.js';

/**
 * The storefront's editorial content (issue #15, "Content is data"): FAQ entries, the four service
 * pages, blog posts, impact figures, testimonials and gallery pairs. Every text exists in French and
 * in English; the console edits both side by side. Plain records: the repository maps them to rows.
 */

export const FAQ_CATEGORIES = ['booking', 'payment', 'cleaners', 'services', 'trust', 'account'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** The four services with a page of their own (spec section 2), keyed by the search filter's value. */
export const SERVICE_TYPES = ['regular', 'deep', 'move_in_out', 'garage'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_SLUGS: Record<ServiceType, string> = {
  regular: 'nettoyage-regulier',
  deep: 'nettoyage-profondeur',
  move_in_out: 'nettoyage-demenagement',
  garage: 'nettoyage-garage',
};

export const BLOG_CATEGORIES = ['guides', 'eco', 'moving', 'maintenance'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Spec section 2: the gallery's filters are all, kitchen, bathroom, living and office. */
export const GALLERY_CATEGORIES = ['kitchen', 'bathroom', 'living', 'office'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/**
 * Impact figures are computed from the platform's own data; `manual` is for a figure that cannot be
 * (e.g. a partner's count), and must then name its source in both languages.
 */
export const COMPUTED_METRICS = ['completed_visits', 'hours_cleaned', 'active_cleaners', 'cities_served', 'published_reviews'] as const;
export const IMPACT_METRICS = [...COMPUTED_METRICS, 'manual'] as const;
export type ComputedMetric = (typeof COMPUTED_METRICS)[number];
export type ImpactMetric = (typeof IMPACT_METRICS)[number];

/** Bounds shared by the contract (openapi.yaml), the database checks and the console's inputs. */
export const LIMITS = {
  position: { min: 0, max: 10_000 },
  faq: { question: [5, 300], answer: [10, 4000] },
  service: { title: [3, 120], intro: [10, 1000], body: [0, 20_000], includedItem: [2, 200], includedItems: [1, 30], hours: [4, 24], priceCents: [1500, 19_900] },
  blog: { slug: [3, 120], title: [3, 160], excerpt: [10, 400], body: [50, 40_000], author: [2, 80] },
  impact: { label: [2, 120], description: [0, 400], source: [3, 300], value: [0, 1_000_000_000] },
  testimonial: { note: [3, 300], translation: [1, 2000] },
  gallery: { caption: [3, 200] },
} as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An uploaded picture (`gallery/<uuid>.webp`) or one of the demo drawings shipped with the web app (`demo/<name>.svg`). */
export const IMAGE_KEY_PATTERN = /^(?:gallery\/[a-f0-9-]{36}\.webp|demo\/[a-z0-9-]{1,60}\.svg)$/;
/** A stored gallery file under /api/files/gallery/: an original, or one of its AVIF/WebP variants (`<uuid>-640w.avif`). */
export const GALLERY_FILE_PATTERN = /^[a-f0-9-]{36}(?:-[0-9]{2,4}w\.(?:avif|webp)|\.webp)$/;
/** The demo drawings' own size (their viewBox); also the frame of pictures stored before their size was recorded. */
export const DEMO_IMAGE_SIZE = { width: 800, height: 600 } as const;

/** An uploaded gallery picture: its original's key, size and the widths of its AVIF/WebP variants. */
export interface GalleryImage extends StoredImageSize {
  key: string;
  createdAt: Date;
}

export interface Bilingual {
  fr: string;
  en: string;
}

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  /** Also shown on that service's page; null for the general FAQ only. */
  service: ServiceType | null;
  questionFr: string;
  questionEn: string;
  answerFr: string;
  answerEn: string;
  position: number;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface ServicePage {
  id: string;
  slug: string;
  serviceType: ServiceType;
  titleFr: string;
  titleEn: string;
  introFr: string;
  introEn: string;
  bodyFr: string;
  bodyEn: string;
  /** The checklist of what a visit includes, each task in both languages. */
  included: Bilingual[];
  durationMinHours: number;
  durationMaxHours: number;
  /** Hourly rate the service starts from, integer cents (spec section 9's example rates). */
  priceFromCents: number;
  published: boolean;
  updatedAt: Date;
}

export interface BlogPost {
  id: string;
  slug: string;
  category: BlogCategory;
  titleFr: string;
  titleEn: string;
  excerptFr: string;
  excerptEn: string;
  bodyFr: string;
  bodyEn: string;
  authorName: string;
  /** Null: a draft. In the future: scheduled, public from then on. */
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ImpactFigure {
  id: string;
  metric: ImpactMetric;
  manualValue: number | null;
  labelFr: string;
  labelEn: string;
  descriptionFr: string | null;
  descriptionEn: string | null;
  sourceFr: string | null;
  sourceEn: string | null;
  position: number;
  published: boolean;
  updatedAt: Date;
}

export interface Testimonial {
  id: string;
  /** A published client review (reviews module); its words are shown, never rewritten. */
  reviewId: string;
  /** When the review's author agreed to its use on the site; null until they have. */
  consentAt: Date | null;
  /** How the agreement was given (an email, a phone call...), for the record. */
  consentNote: string | null;
  /** The language the author wrote in. */
  quoteLocale: Locale;
  /** The staff's translation into the other language, shown as such; null: the original only. */
  translation: string | null;
  position: number;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface GalleryItem {
  id: string;
  category: GalleryCategory;
  captionFr: string;
  captionEn: string;
  beforeImage: string;
  afterImage: string;
  /** Size and responsive widths of each picture; null for a demo drawing or a picture stored before variants existed. */
  beforeSize: StoredImageSize | null;
  afterSize: StoredImageSize | null;
  /** The completed visit whose photos these are, when taken from one (its client's consent keeps the pair on the site). */
  sourceBookingId: string | null;
  /** Illustrations standing in for real photos: the public page labels them as such. */
  isDemo: boolean;
  position: number;
  published: boolean;
  publishedAt: Date | null;
  publishedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const pick = (locale: Locale, fr: string, en: string): string => (locale === 'en' ? en : fr);

/** Collects field issues while normalizing an input; `done()` throws them all at once. */
export class InputCheck {
  readonly issues: FieldIssue[] = [];

  /** Trimmed text within [min, max] characters (the contract bounds the raw value; this bounds the trimmed one). */
  text(field: string, raw: string, [min, max]: readonly [number, number]): string {
    const value = raw.trim();
    if (value.length < min) this.issues.push({ field: `body.${field}`, code: min <= 1 ? 'fields.required' : 'fields.too_short', params: { min } });
    else if (value.length > max) this.issues.push({ field: `body.${field}`, code: 'fields.too_long', params: { max } });
    return value;
  }

  /** Trimmed; empty means null. */
  optionalText(field: string, raw: string | null | undefined, bounds: readonly [number, number]): string | null {
    if (raw == null || !raw.trim()) return null;
    return this.text(field, raw, bounds);
  }

  add(field: string, code: string, params?: Record<string, string | number>): void {
    this.issues.push(params ? { field: `body.${field}`, code, params } : { field: `body.${field}`, code });
  }

  done(): void {
    if (this.issues.length) throw contentErrors.invalid(this.issues);
  }
}
