import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecentReviews } from '../api/list-recent-reviews';
import { PublicReviewCard } from '../components/PublicReviewCard';
import { ReviewsPager } from '../components/ReviewsPager';
import { pageCount, readPage } from '../ratings';
import '../reviews.css';

const PAGE_SIZE = 12;

/** /reviews (public): the latest published client reviews, 12 per page, each page at its own address. */
export function ReviewsPage() {
  const { t } = useTranslation('reviews');
  const describe = useDescribeError();
  const [search] = useSearchParams();
  const page = readPage(search.get('page'));
  const query = useRecentReviews(page, PAGE_SIZE);
  usePageTitle(t('public.title'));

  return (
    <div className="container reviews-page">
      <h1>{t('public.title')}</h1>
      <p className="reviews-page__lead">{t('public.lead')}</p>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{describe(query.error, t('public.loadFailed'))}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
            {t('public.retry')}
          </button>
        </div>
      ) : query.data.items.length === 0 ? (
        <EmptyState art="reviews">
          <p>{t('public.empty')}</p>
        </EmptyState>
      ) : (
        <div aria-busy={query.isFetching || undefined}>
          <p className="reviews-page__count">{t('public.total', { count: query.data.total })}</p>
          <ul className="review-grid">
            {query.data.items.map((review) => (
              <li key={review.id}>
                <PublicReviewCard review={review} withCleaner />
              </li>
            ))}
          </ul>
          <ReviewsPager page={query.data.page} pages={pageCount(query.data.total, query.data.pageSize)} hrefFor={(p) => (p > 1 ? `/reviews?page=${p}` : '/reviews')} />
        </div>
      )}
    </div>
  );
}
