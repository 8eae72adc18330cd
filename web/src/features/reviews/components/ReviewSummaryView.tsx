import { useTranslation } from 'react-i18next';
import type { ReviewSummary } from '../api/types';
import { categoryAverages, formatRating, hasReviews } from '../ratings';
import { Stars } from './Stars';

/** The average, the count and one bar per category; a plain sentence without reviews. */
export function ReviewSummaryView({ summary }: { summary: ReviewSummary }) {
  const { t, i18n } = useTranslation('reviews');
  const lang = i18n.resolvedLanguage;
  if (!hasReviews(summary) || summary.average === null) return <p className="review-summary__none">{t('summary.none')}</p>;
  return (
    <div className="review-summary">
      <div className="review-summary__overall">
        <span className="review-summary__average" aria-hidden="true">
          {formatRating(summary.average, lang)}
        </span>
        <Stars value={summary.average} size="large" />
        <span className="review-summary__count">{t('summary.count', { count: summary.count })}</span>
      </div>
      <h3 className="review-summary__subtitle">{t('summary.categories')}</h3>
      <dl className="review-summary__bars">
        {categoryAverages(summary).map(({ category, average, percent }) => (
          <div key={category} className="review-summary__bar-row">
            <dt>{t(`categories.${category}`)}</dt>
            <dd>
              <span className="review-summary__bar" aria-hidden="true">
                <span className="review-summary__bar-fill" style={{ width: `${percent}%` }} />
              </span>
              <span className="review-summary__value">{average === null ? t('summary.notRated') : t('stars.label', { value: formatRating(average, lang) })}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
