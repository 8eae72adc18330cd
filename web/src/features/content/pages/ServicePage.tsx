import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { ServiceArt, type ServiceArtName } from '../../../components/art/ServiceArt';
import { PageLoading } from '../../../components/ui/PageLoading';
import { faqJsonLd, serviceJsonLd } from '../../../seo/json-ld';
import { usePageMeta, useServerStatus } from '../../../seo/use-page-meta';
import { useSite } from '../../../seo/use-site';
import { useServicePage } from '../api/get-service-page';
import { useServices } from '../api/list-services';
import { ContentError } from '../components/ContentError';
import { FaqList } from '../components/FaqList';
import { RichText } from '../components/RichText';
import { SERVICE_PAGES, searchHrefFor, type ServicePageId } from '../content-helpers';
import { formatPrice } from '../format';
import '../content.css';

/** Spec section 1: Airbnb and office cleaning are offered by cleaners; commercial spaces go to a partner company. */
function OtherServices() {
  const { t } = useTranslation('content');
  return (
    <section className="service-page__section" aria-labelledby="service-other">
      <h2 id="service-other">{t('services.otherTitle')}</h2>
      <ul className="service-others">
        <li className="card">
          <h3>{t('services.airbnbTitle')}</h3>
          <p>{t('services.airbnbText')}</p>
          <Link to={searchHrefFor('airbnb')}>{t('services.airbnbLink')}</Link>
        </li>
        <li className="card">
          <h3>{t('services.officeTitle')}</h3>
          <p>{t('services.officeText')}</p>
          <Link to={searchHrefFor('office')}>{t('services.officeLink')}</Link>
        </li>
        <li className="card">
          <h3>{t('services.commercialTitle')}</h3>
          <p>{t('services.commercialText')}</p>
          <Link to="/contact">{t('services.commercialLink')}</Link>
        </li>
      </ul>
    </section>
  );
}

const ART: Record<ServicePageId, ServiceArtName> = { 'service-regular': 'regular', 'service-deep': 'deep', 'service-moving': 'move', 'service-garage': 'garage' };

/** The four service pages (/services/nettoyage-*): what a visit includes, its usual length, the price it starts from, its FAQ. */
export function ServicePage({ page }: { page: ServicePageId }) {
  const { t, i18n } = useTranslation(['content', 'common']);
  const { slug, serviceType } = SERVICE_PAGES[page];
  const content = useServicePage(slug);
  const services = useServices();
  const site = useSite();
  const missing = content.error instanceof ApiError && content.error.status === 404;
  const faq = content.data?.faq ?? [];
  usePageMeta({
    title: content.data?.title ?? t(`common:pages.${page}`),
    description: content.data?.intro,
    noindex: missing,
    jsonLd: content.data
      ? [
          serviceJsonLd(site, { name: content.data.title, description: content.data.intro, pathname: `/services/${slug}`, priceFromCents: content.data.priceFromCents }),
          ...(faq.length ? [faqJsonLd(faq)] : []),
        ]
      : undefined,
  });
  useServerStatus(missing ? 404 : null);

  if (content.isPending) return <PageLoading />;
  if (content.isError) {
    return (
      <div className="container notice-page">
        <h1>{t(`common:pages.${page}`)}</h1>
        {missing ? <p>{t('content:services.notFound')}</p> : <ContentError error={content.error} fallback={t('content:services.loadFailed')} onRetry={() => void content.refetch()} />}
        <p>
          <Link to="/">{t('content:services.home')}</Link>
        </p>
      </div>
    );
  }

  const s = content.data;
  const duration =
    s.durationMinHours === s.durationMaxHours ? t('content:services.durationSame', { count: s.durationMinHours }) : t('content:services.duration', { min: s.durationMinHours, max: s.durationMaxHours });
  const others = (services.data ?? []).filter((o) => o.slug !== slug);

  return (
    <div className="container content-page service-page">
      <header className="service-page__hero">
        <ServiceArt service={ART[page]} />
        <h1>{s.title}</h1>
        <p className="content-page__lead">{s.intro}</p>
        <dl className="service-page__facts">
          <div className="card">
            <dt>{t('content:services.priceFromLabel')}</dt>
            <dd>{t('content:services.priceFrom', { price: formatPrice(s.priceFromCents, i18n.resolvedLanguage) })}</dd>
          </div>
          <div className="card">
            <dt>{t('content:services.durationLabel')}</dt>
            <dd>{duration}</dd>
          </div>
        </dl>
        <p className="service-page__notes">
          {t('content:services.priceNote')} {t('content:services.durationNote')}
        </p>
        <p>
          <Link className="btn btn--primary btn--large" to={searchHrefFor(serviceType)}>
            {t('content:services.cta')}
          </Link>
        </p>
      </header>

      <section className="service-page__section" aria-labelledby="service-included">
        <h2 id="service-included">{t('content:services.included')}</h2>
        <ul className="checklist">
          {s.included.map((task) => (
            <li key={task}>{task}</li>
          ))}
        </ul>
      </section>

      {s.bodyHtml ? <RichText html={s.bodyHtml} className="service-page__body" /> : null}

      {s.faq.length ? (
        <section className="service-page__section" aria-labelledby="service-faq">
          <h2 id="service-faq">{t('content:services.faq')}</h2>
          <FaqList entries={s.faq} />
          <p>
            <Link to="/faq">{t('content:services.allFaq')}</Link>
          </p>
        </section>
      ) : null}

      <OtherServices />

      {others.length ? (
        <nav className="service-page__section" aria-labelledby="service-more">
          <h2 id="service-more">{t('content:services.moreTitle')}</h2>
          <ul className="service-links">
            {others.map((o) => (
              <li key={o.slug}>
                <Link to={`/services/${o.slug}`} className="card service-links__item">
                  <span className="service-links__title">{o.title}</span>
                  <span className="service-links__price">{t('content:services.priceFrom', { price: formatPrice(o.priceFromCents, i18n.resolvedLanguage) })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
