import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { FALLBACK_BRAND_NAME, useBrand } from '../../brand/api/get-brand';
import { usePageTitle } from '../../../lib/use-page-title';
import { NewsletterSignup } from '../../newsletter/components/NewsletterSignup';

// Loaded after the hero, so the first page a visitor opens stays small.
const RecommendedCleaners = lazy(() =>
  import('../../cleaners-search/components/RecommendedCleaners').then((m) => ({ default: m.RecommendedCleaners })),
);
const HomeSections = lazy(() => import('../../storefront/components/HomeSections').then((m) => ({ default: m.HomeSections })));
const TestimonialsSection = lazy(() => import('../../content/components/TestimonialsSection').then((m) => ({ default: m.TestimonialsSection })));

/** A welcome hero with real links, then recommended cleaners, how it works, testimonials and the newsletter. */
export function HomePage() {
  const { t } = useTranslation('common');
  const brandName = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  usePageTitle(null);

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">{brandName}</p>
          <h1 id="hero-title" className="hero__title">
            {t('home.title')}
          </h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <div className="hero__actions">
            <Link className="btn btn--primary btn--large" to="/cleaners">
              {t('home.findCleaner')}
            </Link>
            <Link className="btn btn--secondary btn--large" to="/cleaners/join">
              {t('home.becomeCleaner')}
            </Link>
          </div>
          <p className="hero__more">
            <Link to="/how-it-works">{t('home.howItWorks')}</Link>
          </p>
        </div>
      </section>
      <Suspense fallback={<PageLoading />}>
        <RecommendedCleaners />
      </Suspense>
      {/* How-it-works steps and trust signals (spec section 2). */}
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
      {/* Quotes from published reviews whose authors agreed, curated in the console; nothing when there are none. */}
      <Suspense fallback={null}>
        <TestimonialsSection />
      </Suspense>
      <NewsletterSignup />
    </>
  );
}
