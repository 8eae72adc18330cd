import { useTranslation } from 'react-i18next';
import { DemoBadge } from '../../../components/ui/DemoBadge';
import { formatCount, formatRating } from '../../cleaners-search/format';
import { useMarketplaceStats } from '../api/get-marketplace-stats';
import './marketplace-figures.css';

/**
 * The home page's figures (issue #35), every one counted by the server from the data: listed
 * cleaners, cities served, visits completed, the average rating with its number of reviews. A zero
 * is left out rather than shown ("0 personnes de ménage" says nothing good, and nothing true about
 * tomorrow); nothing at all while loading, on an error, or when every figure is zero. When demo
 * data is counted (development), the section says so.
 */
export function MarketplaceFigures({ brandName }: { brandName: string }) {
  const { t, i18n } = useTranslation('common');
  const stats = useMarketplaceStats().data;
  if (!stats) return null;
  const lang = i18n.resolvedLanguage;
  const figures: { key: string; value: string; label: string; detail?: string }[] = [];
  if (stats.listedCleaners > 0) figures.push({ key: 'cleaners', value: formatCount(stats.listedCleaners, lang), label: t('home.figures.cleaners', { count: stats.listedCleaners }) });
  if (stats.citiesServed > 0) figures.push({ key: 'cities', value: formatCount(stats.citiesServed, lang), label: t('home.figures.cities', { count: stats.citiesServed }) });
  if (stats.completedVisits > 0) figures.push({ key: 'visits', value: formatCount(stats.completedVisits, lang), label: t('home.figures.visits', { count: stats.completedVisits }) });
  if (stats.rating.average !== null && stats.rating.count > 0) {
    figures.push({
      key: 'rating',
      value: t('home.figures.ratingOutOf', { average: formatRating(stats.rating.average, lang) }),
      label: t('home.figures.rating'),
      detail: t('home.figures.reviews', { count: stats.rating.count, formatted: formatCount(stats.rating.count, lang) }),
    });
  }
  if (!figures.length) return null;
  return (
    <section className="container home-figures" aria-labelledby="home-figures-title">
      <h2 id="home-figures-title" className="home-figures__title">
        {t('home.figures.title', { brand: brandName })}
      </h2>
      <ul className="home-figures__list">
        {figures.map((f) => (
          <li key={f.key} className="home-figures__item" data-figure={f.key}>
            <span className="home-figures__value">{f.value}</span> <span className="home-figures__label">{f.label}</span>
            {f.detail ? <span className="home-figures__detail">{f.detail}</span> : null}
          </li>
        ))}
      </ul>
      {stats.includesDemo ? (
        <p className="home-figures__demo">
          <DemoBadge about="figures" /> {t('home.figures.demoNote')}
        </p>
      ) : null}
    </section>
  );
}
