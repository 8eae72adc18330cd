import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { formatDateTime } from '../../../lib/format-datetime';
import { usePageTitle } from '../../../lib/use-page-title';
import { useImpact } from '../api/get-impact';
import { useTestimonials } from '../api/list-testimonials';
import type { Testimonial } from '../api/types';
import { ContentError } from '../components/ContentError';
import { formatFigure } from '../format';
import '../content.css';

function Testimonials({ items }: { items: Testimonial[] }) {
  const { t } = useTranslation('content');
  return (
    <section className="impact-page__section" aria-labelledby="impact-testimonials">
      <h2 id="impact-testimonials">{t('impact.testimonials')}</h2>
      <p className="impact-page__note">{t('impact.testimonialsNote')}</p>
      <ul className="testimonials">
        {items.map((item) => (
          <li key={item.id}>
            <figure className="card testimonial">
              <blockquote lang={item.lang}>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <span className="testimonial__author">{item.authorName}</span>
                <span className="testimonial__rating">
                  <span aria-hidden="true">{'★'.repeat(item.rating)}{'☆'.repeat(5 - item.rating)}</span>
                  <span className="visually-hidden">{t('impact.rating', { count: item.rating })}</span>
                </span>
                {item.translated ? <span className="testimonial__translated">{item.lang === 'en' ? t('impact.translatedFromFr') : t('impact.translatedFromEn')}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /impact: figures counted from the platform's real data, and testimonials from consenting reviewers. */
export function ImpactPage() {
  const { t, i18n } = useTranslation('content');
  usePageTitle(t('impact.title'));
  const impact = useImpact();
  const testimonials = useTestimonials();

  return (
    <div className="container content-page impact-page">
      <h1>{t('impact.title')}</h1>
      <p className="content-page__lead">{t('impact.lead')}</p>
      {impact.isPending ? (
        <PageLoading />
      ) : impact.isError ? (
        <ContentError error={impact.error} fallback={t('impact.loadFailed')} onRetry={() => void impact.refetch()} />
      ) : impact.data.figures.length === 0 ? (
        <p>{t('impact.empty')}</p>
      ) : (
        <section aria-labelledby="impact-figures">
          <h2 id="impact-figures" className="visually-hidden">
            {t('impact.figuresLabel')}
          </h2>
          <ul className="impact-figures">
            {impact.data.figures.map((f) => (
              <li key={f.id} className="card impact-figure">
                <p className="impact-figure__value">{formatFigure(f.value, i18n.resolvedLanguage)}</p>
                <h3 className="impact-figure__label">{f.label}</h3>
                {f.description ? <p className="impact-figure__description">{f.description}</p> : null}
                {f.source ? <p className="impact-figure__source">{t('impact.source', { source: f.source })}</p> : null}
              </li>
            ))}
          </ul>
          <p className="impact-page__note">{t('impact.computedAt', { date: formatDateTime(impact.data.computedAt, i18n.resolvedLanguage, { year: true }) })}</p>
        </section>
      )}
      {testimonials.data?.length ? <Testimonials items={testimonials.data} /> : null}
      <section className="card impact-page__join" aria-labelledby="impact-join">
        <h2 id="impact-join">{t('impact.joinTitle')}</h2>
        <p className="impact-page__actions">
          <Link className="btn btn--primary" to="/cleaners">
            {t('impact.joinClients')}
          </Link>
          <Link className="btn btn--secondary" to="/cleaners/join">
            {t('impact.joinCleaners')}
          </Link>
        </p>
      </section>
    </div>
  );
}
