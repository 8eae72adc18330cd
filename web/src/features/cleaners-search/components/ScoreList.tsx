import { useTranslation } from 'react-i18next';
import type { RecommendationScores } from '../api/types';
import { formatPercent } from '../format';

const ORDER = ['overall', 'rating', 'location', 'reliability', 'availability'] as const;

/** The five recommendation scores (spec section 3), as words and percentages. */
export function ScoreList({ scores }: { scores: RecommendationScores }) {
  const { t, i18n } = useTranslation('search');
  return (
    <dl className="score-list">
      {ORDER.map((key) => (
        <div key={key} className={key === 'overall' ? 'score-list__overall' : undefined}>
          <dt>{t(`recommendations.scores.${key}`)}</dt>
          <dd>{formatPercent(scores[key], i18n.resolvedLanguage)}</dd>
        </div>
      ))}
    </dl>
  );
}
