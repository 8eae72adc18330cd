import { useTranslation } from 'react-i18next';
import type { ReviewRatings } from '../api/types';
import { REVIEW_CATEGORIES } from '../ratings';
import { Stars } from './Stars';

/** Every category's stars of one review (the overall one is shown apart, so it is skipped here). */
export function RatingDetails({ ratings }: { ratings: ReviewRatings }) {
  const { t } = useTranslation('reviews');
  return (
    <details className="review-details">
      <summary>{t('card.details')}</summary>
      <dl className="review-details__list">
        {REVIEW_CATEGORIES.filter((c) => c !== 'overall').map((category) => {
          const value = ratings[category];
          return (
            <div key={category}>
              <dt>{t(`categories.${category}`)}</dt>
              <dd>{typeof value === 'number' ? <Stars value={value} size="small" /> : t('summary.notRated')}</dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
}
