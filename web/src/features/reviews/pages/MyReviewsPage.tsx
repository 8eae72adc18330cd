import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/auth-context';
import { useMyReviews } from '../api/list-my-reviews';
import type { Review } from '../api/types';
import { ReviewCard } from '../components/ReviewCard';
import { ReviewSummaryView } from '../components/ReviewSummaryView';
import '../reviews.css';

function ReviewList({ id, title, empty, reviews, show, withStatus }: { id: string; title: string; empty: string; reviews: Review[]; show: 'by' | 'about'; withStatus: boolean }) {
  return (
    <section className="card review-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {reviews.length ? (
        <ul className="review-list">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} show={show} withStatus={withStatus} withBookingLink />
            </li>
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  );
}

/** /profile/reviews: what others published about me, what I wrote (with its status), and my rating. */
export function MyReviewsPage() {
  const { t } = useTranslation('reviews');
  const describe = useDescribeError();
  const user = useCurrentUser();
  const query = useMyReviews();
  usePageTitle(t('mine.title'));
  const isCleaner = user?.role === 'cleaner';

  return (
    <div className="container reviews-page">
      <h1>{t('mine.title')}</h1>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{describe(query.error, t('mine.loadFailed'))}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
            {t('mine.retry')}
          </button>
        </div>
      ) : (
        <div className="reviews-page__parts">
          <section className="card review-section" aria-labelledby="my-reviews-summary">
            <h2 id="my-reviews-summary">{t('mine.summaryTitle')}</h2>
            <ReviewSummaryView summary={query.data.summary} />
          </section>
          <ReviewList
            id="my-reviews-received"
            title={isCleaner ? t('mine.receivedCleaner') : t('mine.receivedClient')}
            empty={t('mine.emptyReceived')}
            reviews={query.data.received}
            show="by"
            withStatus={false}
          />
          <ReviewList
            id="my-reviews-written"
            title={isCleaner ? t('mine.writtenCleaner') : t('mine.writtenClient')}
            empty={t('mine.emptyWritten')}
            reviews={query.data.written}
            show="about"
            withStatus
          />
        </div>
      )}
    </div>
  );
}
