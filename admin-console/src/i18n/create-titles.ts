// The create pages' titles (issue #41): react-admin's "Créer %{name}" writes "Créer Code promo" (the
// name capitalised mid-sentence, no article); each resource says it in its own words. Merged by
// i18n-provider.ts; French defines the shape, English matches it.
const titles = (entries: Record<string, string>) => ({ resources: Object.fromEntries(Object.entries(entries).map(([resource, create]) => [resource, { page: { create } }])) });

export const createTitlesFr = titles({
  'faq-entries': 'Nouvelle question de la FAQ',
  'blog-posts': 'Nouvel article',
  'gallery-items': 'Nouvelle réalisation',
  testimonials: 'Nouveau témoignage',
  'impact-figures': 'Nouveau chiffre d’impact',
  'api-keys': 'Nouvelle clé d’API',
  'newsletter-campaigns': 'Nouvelle infolettre',
  'promo-codes': 'Nouveau code promo',
  'confidentiality-incidents': 'Nouvel incident de confidentialité',
});

export const createTitlesEn: typeof createTitlesFr = titles({
  'faq-entries': 'New FAQ entry',
  'blog-posts': 'New article',
  'gallery-items': 'New gallery item',
  testimonials: 'New testimonial',
  'impact-figures': 'New impact figure',
  'api-keys': 'New API key',
  'newsletter-campaigns': 'New newsletter',
  'promo-codes': 'New promo code',
  'confidentiality-incidents': 'New confidentiality incident',
});
