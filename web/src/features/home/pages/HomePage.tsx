import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HomeHeroArt } from '../../../components/art/HomeHeroArt';
import { businessJsonLd } from '../../../seo/json-ld';
import { usePageMeta } from '../../../seo/use-page-meta';
import { useSite } from '../../../seo/use-site';
import { FALLBACK_BRAND_NAME, useBrand } from '../../brand/api/get-brand';
import { RecommendedCleaners } from '../../cleaners-search/components/RecommendedCleaners';
import { TestimonialsSection } from '../../content/components/TestimonialsSection';
import { NewsletterSignup } from '../../newsletter/components/NewsletterSignup';
import { HomeSections } from '../../storefront/components/HomeSections';
import { MarketplaceFigures } from '../components/MarketplaceFigures';

// One chunk: the server draws the whole page first (docs/decisions.md, "Server rendering"), so
// splitting the sections below the hero would only make the browser's first render wait for them.
/** A welcome hero with real links, the marketplace's figures, then recommended cleaners, how it works, testimonials and the newsletter. */
export function HomePage() {
  const { t } = useTranslation('common');
  const brandName = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  const site = useSite();
  usePageMeta({ title: t('seo.homeTitle'), jsonLd: [businessJsonLd(site, t('seo.pages.home'))] });

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner hero__inner--art">
          <div>
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
          <HomeHeroArt />
        </div>
      </section>
      {/* Real counts (issue #35): listed cleaners, cities, visits, rating; each hidden at zero. */}
      <MarketplaceFigures brandName={brandName} />
      <RecommendedCleaners />
      {/* How-it-works steps and trust signals (spec section 2). */}
      <HomeSections />
      {/* Quotes from published reviews whose authors agreed, curated in the console; nothing when there are none. */}
      <TestimonialsSection />
      <NewsletterSignup />
    </>
  );
}
