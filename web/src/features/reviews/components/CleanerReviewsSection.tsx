import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useCleanerReviews } from '../api/list-cleaner-reviews';
import { pageCount } from '../ratings';
import { PublicReviewCard } from './PublicReviewCard';
import { ReviewSummaryView } from './ReviewSummaryView';
import { ReviewsPager } from './ReviewsPager';
import '../reviews.css';

const PAGE_SIZE = 5;

/** The public profile's reviews: the cleaner's aggregates and their clients' published reviews, page by page. */
export function CleanerReviewsSection({ cleanerId }: { cleanerId: string }) {
  const { t } = useTranslation('reviews');
  const describe = useDescribeError();
  const [page, setPage] = useState(1);
  const query = useCleanerReviews(cleanerId, page, PAGE_SIZE);
  const data = query.data;

  return (
    <section className="card public-profile__part review-section review-section--wide" aria-labelledby="pp-reviews" aria-busy={query.isFetching || undefined}>
      <h2 id="pp-reviews">{t('profile.title')}</h2>
      {query.isPending ? null : query.isError || !data ? (
        <div className="notice notice--error" role="alert">
          <p>{describe(query.error, t('profile.loadFailed'))}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
            {t('profile.retry')}
          </button>
        </div>
      ) : (
        <>
          <ReviewSummaryView summary={data.summary} />
          {data.items.length ? (
            <ul className="review-list">
              {data.items.map((review) => (
                <li key={review.id}>
                  <PublicReviewCard review={review} />
                </li>
              ))}
            </ul>
          ) : data.summary.count > 0 ? (
            <p>{t('profile.empty')}</p>
          ) : null}
          <ReviewsPager page={data.page} pages={pageCount(data.total, data.pageSize)} onPage={setPage} />
        </>
      )}
    </section>
  );
}
