import type { Locale } from '../api/types';
import { languageUrl } from './head-tags';

/**
 * schema.org descriptions of the public pages (issue #15), read by search engines from the first
 * HTML. Only facts the page itself shows: nothing here may promise more than the page does.
 */

const CONTEXT = 'https://schema.org';
const QUEBEC = { '@type': 'State', name: 'Québec', containedInPlace: { '@type': 'Country', name: 'Canada' } };

export interface Site {
  brandName: string;
  origin: string;
  language: Locale;
}

/** The marketplace itself (home page; the provider of the service pages). */
export function businessJsonLd(site: Site, description: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': `${site.origin}/#business`,
    name: site.brandName,
    url: languageUrl(site.origin, '/', site.language),
    logo: `${site.origin}/brand/eclat.svg`,
    image: `${site.origin}/og-image.png`,
    description,
    areaServed: QUEBEC,
    address: { '@type': 'PostalAddress', addressRegion: 'QC', addressCountry: 'CA' },
    currenciesAccepted: 'CAD',
    paymentAccepted: 'Credit Card',
  };
}

export function serviceJsonLd(site: Site, input: { name: string; description: string; pathname: string; priceFromCents: number }): object {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url: languageUrl(site.origin, input.pathname, site.language),
    areaServed: QUEBEC,
    provider: { '@type': 'LocalBusiness', '@id': `${site.origin}/#business`, name: site.brandName, url: site.origin },
    offers: {
      '@type': 'Offer',
      priceCurrency: 'CAD',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: (input.priceFromCents / 100).toFixed(2), priceCurrency: 'CAD', unitCode: 'HUR', minPrice: (input.priceFromCents / 100).toFixed(2) },
    },
  };
}

/** Markup to plain text: JSON-LD answers are text (the page shows the formatted answer). */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h[2-4]|blockquote)>/g, '$& ')
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function faqJsonLd(entries: readonly { question: string; answerHtml: string }[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(entry.answerHtml) },
    })),
  };
}

export function blogPostingJsonLd(
  site: Site,
  post: { slug: string; title: string; excerpt: string; authorName: string; publishedAt: string; bodyHtml: string },
): object {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    inLanguage: site.language === 'fr' ? 'fr-CA' : 'en-CA',
    author: { '@type': 'Person', name: post.authorName },
    publisher: { '@type': 'Organization', name: site.brandName, logo: { '@type': 'ImageObject', url: `${site.origin}/brand/eclat.svg` } },
    mainEntityOfPage: languageUrl(site.origin, `/blog/${post.slug}`, site.language),
    image: `${site.origin}/og-image.png`,
    wordCount: plainText(post.bodyHtml).split(' ').filter(Boolean).length,
  };
}

/**
 * An independent cleaner is a small local business of their own; the rating is that of the
 * reviews their profile shows, and is left out until they have one (an empty rating is invalid).
 */
export function cleanerJsonLd(
  site: Site,
  cleaner: { slug: string; name: string; description: string | null; image: string | null; city: string | null; hourlyRateCents: number | null; rating: { average: number | null; count: number } },
): object {
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    name: cleaner.name,
    url: languageUrl(site.origin, `/cleaners/${encodeURIComponent(cleaner.slug)}`, site.language),
    ...(cleaner.description ? { description: cleaner.description } : {}),
    ...(cleaner.image ? { image: cleaner.image.startsWith('http') ? cleaner.image : `${site.origin}${cleaner.image}` } : {}),
    address: { '@type': 'PostalAddress', ...(cleaner.city ? { addressLocality: cleaner.city } : {}), addressRegion: 'QC', addressCountry: 'CA' },
    ...(cleaner.hourlyRateCents !== null ? { priceRange: `${Math.round(cleaner.hourlyRateCents / 100)} $/h` } : {}),
    ...(cleaner.rating.average !== null && cleaner.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: cleaner.rating.average, reviewCount: cleaner.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
