import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Review } from '../api/types';
import { useReviewDate } from '../use-review-date';
import { RatingDetails } from './RatingDetails';
import { Stars } from './Stars';

interface ReviewCardProps {
  review: Review;
  /** "by" names the author (reviews received), "about" names the subject (reviews written). */
  show: 'by' | 'about';
  /** The author's own reviews carry their status (pending, published, hidden). */
  withStatus?: boolean;
  withBookingLink?: boolean;
  headingLevel?: 3 | 4;
}

/** A review between the two parties of a booking, as one of them sees it. */
export function ReviewCard({ review, show, withStatus = false, withBookingLink = false, headingLevel = 3 }: ReviewCardProps) {
  const { t } = useTranslation('reviews');
  const date = useReviewDate();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const person = show === 'by' ? review.author : review.subject;
  const overall = review.ratings.overall;
  const when = review.publishedAt ?? review.createdAt;
  return (
    <article className="review-card">
      <header className="review-card__head">
        <Heading className="review-card__name">{t(show === 'by' ? 'card.by' : 'card.about', { name: person.name })}</Heading>
        {typeof overall === 'number' ? <Stars value={overall} /> : null}
      </header>
      <p className="review-card__meta">
        <time dateTime={when}>{t(review.publishedAt ? 'card.publishedAt' : 'card.writtenAt', { date: date(when) })}</time>
        {withStatus ? <span className={`review-status review-status--${review.status}`}>{t(`status.${review.status}`)}</span> : null}
      </p>
      {withStatus && review.status !== 'published' ? <p className="review-card__hint">{t(`statusHint.${review.status}`, { context: review.direction === 'client_to_cleaner' ? 'client' : 'cleaner' })}</p> : null}
      <p className={review.comment ? 'review-card__comment' : 'review-card__comment review-card__comment--none'}>{review.comment ?? t('card.noComment')}</p>
      <RatingDetails ratings={review.ratings} />
      {withBookingLink ? (
        <p className="review-card__link">
          <Link to={`/bookings/${encodeURIComponent(review.bookingId)}`}>{t('card.booking')}</Link>
        </p>
      ) : null}
    </article>
  );
}
