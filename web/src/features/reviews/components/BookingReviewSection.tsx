import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useBookingReviews } from '../api/get-booking-reviews';
import { useReviewDate } from '../use-review-date';
import { ReviewCard } from './ReviewCard';
import { ReviewForm } from './ReviewForm';
import '../reviews.css';

interface BookingReviewSectionProps {
  bookingId: string;
  /** Only the booking's client and cleaner review; admins moderate from the console instead. */
  viewerRole: 'client' | 'cleaner' | 'admin';
}

/** On a completed booking: the review form while allowed, then both reviews (the other's once published). */
export function BookingReviewSection({ bookingId, viewerRole }: BookingReviewSectionProps) {
  if (viewerRole === 'admin') return null;
  return <BookingReviews bookingId={bookingId} viewerRole={viewerRole} />;
}

function BookingReviews({ bookingId, viewerRole }: { bookingId: string; viewerRole: 'client' | 'cleaner' }) {
  const { t } = useTranslation('reviews');
  const describe = useDescribeError();
  const date = useReviewDate();
  const query = useBookingReviews(bookingId);
  const data = query.data;
  const until = data?.reviewUntil ?? null;
  const windowOpen = until !== null && Date.parse(until) > Date.now();
  // The other party is named ("votre personne de ménage"), not "l'autre partie" (issue #40, the phone walk).

  return (
    <section className="card booking-section review-section" aria-labelledby="booking-reviews" aria-busy={query.isFetching || undefined}>
      <h2 id="booking-reviews">{t('booking.title')}</h2>
      {/* Always present so the thanks is announced when the form gives way to it. */}
      <div role="status">
        {data?.mine?.status === 'pending' ? (
          <p className="notice notice--success">{until ? t('booking.thanks', { date: date(until), context: viewerRole }) : t('booking.thanksNoDate', { context: viewerRole })}</p>
        ) : null}
      </div>
      {query.isPending ? (
        <p>{t('booking.loading')}</p>
      ) : query.isError || !data ? (
        <div className="notice notice--error" role="alert">
          <p>{describe(query.error, t('booking.loadFailed'))}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
            {t('booking.retry')}
          </button>
        </div>
      ) : (
        <>
          {data.canReview && !data.mine ? <ReviewForm bookingId={bookingId} authorRole={viewerRole} until={until ? date(until) : null} /> : null}
          {!data.canReview && !data.mine ? (
            <p>
              {until && !windowOpen ? `${t('booking.closed')} ${t('booking.closedAt', { date: date(until) })}` : t('booking.unavailable')}
            </p>
          ) : null}
          {data.mine ? (
            <div className="review-section__part">
              <h3 className="review-section__subtitle">{t('booking.mine')}</h3>
              <ReviewCard review={data.mine} show="about" withStatus headingLevel={4} />
            </div>
          ) : null}
          {data.theirs ? (
            <div className="review-section__part">
              <h3 className="review-section__subtitle">{viewerRole === 'client' ? t('booking.theirsFromCleaner') : t('booking.theirsFromClient')}</h3>
              <ReviewCard review={data.theirs} show="by" headingLevel={4} />
            </div>
          ) : windowOpen ? (
            <p className="review-section__waiting">{t('booking.theirsWaiting', { context: viewerRole })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
