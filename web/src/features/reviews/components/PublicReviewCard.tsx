import { useTranslation } from 'react-i18next';
import { withColon } from '../../../lib/label';
import { Link } from 'react-router-dom';
import type { PublicReview } from '../api/types';
import { DemoBadge } from '../../../components/ui/DemoBadge';
import { useReviewDate } from '../use-review-date';
import { RatingDetails } from './RatingDetails';
import { Stars } from './Stars';

/** A client's published review of a cleaner; `withCleaner` links to the cleaner (the /reviews page). */
export function PublicReviewCard({ review, withCleaner = false }: { review: PublicReview; withCleaner?: boolean }) {
  const { t, i18n } = useTranslation(['reviews', 'bookings']);
  const date = useReviewDate();
  const overall = review.ratings.overall;
  const slug = review.cleaner.slug;
  return (
    <article className="review-card">
      <header className="review-card__head">
        {withCleaner ? (
          <h3 className="review-card__name">
            <span className="visually-hidden">{withColon(t('reviews:card.cleaner'), i18n.language)} </span>
            {slug ? <Link to={`/cleaners/${encodeURIComponent(slug)}`}>{review.cleaner.name}</Link> : review.cleaner.name}
          </h3>
        ) : (
          <h3 className="review-card__name">{t('reviews:card.by', { name: review.authorName })}</h3>
        )}
        {typeof overall === 'number' ? <Stars value={overall} /> : null}
      </header>
      <p className="review-card__meta">
        {withCleaner ? <span>{t('reviews:card.by', { name: review.authorName })}</span> : null}
        <span>
          <span className="visually-hidden">{withColon(t('reviews:card.cleaningType'), i18n.language)} </span>
          {t(`bookings:cleaningType.${review.cleaningType}`)}
        </span>
        <time dateTime={review.publishedAt}>{date(review.publishedAt)}</time>
        {review.isDemo ? <DemoBadge about="review" /> : null}
      </p>
      <p className={review.comment ? 'review-card__comment' : 'review-card__comment review-card__comment--none'}>{review.comment ?? t('reviews:card.noComment')}</p>
      <RatingDetails ratings={review.ratings} />
    </article>
  );
}
