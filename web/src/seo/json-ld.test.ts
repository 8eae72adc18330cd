import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, cleanerJsonLd, faqJsonLd, plainText, serviceJsonLd } from './json-ld';

const site = { brandName: 'Éclat', origin: 'https://eclat.ca', language: 'fr' } as const;

describe('JSON-LD', () => {
  it('answers FAQ questions in plain text', () => {
    expect(plainText('<p>Oui, <strong>24&nbsp;h</strong> avant.</p><ul><li>Un</li><li>Deux &amp; trois</li></ul>')).toBe('Oui, 24&nbsp;h avant. Un Deux & trois');
    expect(faqJsonLd([{ question: 'Puis-je annuler ?', answerHtml: '<p>Oui, sans frais.</p>' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Puis-je annuler ?', acceptedAnswer: { '@type': 'Answer', text: 'Oui, sans frais.' } }],
    });
  });

  it('gives a cleaner an aggregate rating only once they have reviews', () => {
    const cleaner = { slug: 'gabriel', name: 'Gabriel', description: null, image: '/api/files/a.webp', city: 'Granby', hourlyRateCents: 3500 };
    const none = cleanerJsonLd(site, { ...cleaner, rating: { average: null, count: 0 } });
    expect(none).not.toHaveProperty('aggregateRating');
    expect(none).toMatchObject({ '@type': 'LocalBusiness', url: 'https://eclat.ca/cleaners/gabriel', image: 'https://eclat.ca/api/files/a.webp', priceRange: '35 $/h', address: { addressLocality: 'Granby' } });
    expect(cleanerJsonLd(site, { ...cleaner, rating: { average: 4.7, count: 12 } })).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it('prices a service from its hourly rate in Canadian dollars', () => {
    expect(serviceJsonLd(site, { name: 'Nettoyage régulier', description: 'x', pathname: '/services/nettoyage-regulier', priceFromCents: 2500 })).toMatchObject({
      '@type': 'Service',
      url: 'https://eclat.ca/services/nettoyage-regulier',
      offers: { priceSpecification: { price: '25.00', priceCurrency: 'CAD', unitCode: 'HUR' } },
    });
  });

  it('describes an article in its language', () => {
    const post = { slug: 'fin-de-bail', title: 'Fin de bail', excerpt: 'La liste', authorName: 'Léa', publishedAt: '2026-11-01T12:00:00.000Z', bodyHtml: '<p>Un deux trois</p>' };
    expect(blogPostingJsonLd({ ...site, language: 'en' }, post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Fin de bail',
      inLanguage: 'en-CA',
      datePublished: '2026-11-01T12:00:00.000Z',
      mainEntityOfPage: 'https://eclat.ca/blog/fin-de-bail?lang=en',
      wordCount: 3,
    });
  });
});
