import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import type { useCleanerSearch } from '../api/search-cleaners';
import { pageCount } from '../search-filters';
import { CleanerCardView } from './CleanerCardView';
import { Pagination } from './Pagination';

export interface SearchResultsProps {
  search: ReturnType<typeof useCleanerSearch>;
  hrefFor: (page: number) => string;
  /** What the no-results state suggests (clear filters, another city...). */
  suggestions: ReactNode;
  onRetry: () => void;
}

/** Loading, error ("error loading cleaners"), no results with suggestions, or the cards and pages. */
export function SearchResults({ search, hrefFor, suggestions, onRetry }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const describe = useDescribeError();
  if (search.isPending) return <PageLoading />;
  if (search.isError) {
    return (
      <div className="search-message search-message--error" role="alert">
        <p>{describe(search.error, t('errors.loadCleaners'))}</p>
        <button type="button" className="btn btn--secondary" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      </div>
    );
  }
  const result = search.data;
  return (
    <section className="search-results" aria-labelledby="search-results-title" aria-busy={search.isFetching || undefined}>
      <h2 id="search-results-title" className="search-results__title">
        {t('results.title')}
      </h2>
      <p role="status" className="search-results__count">
        {result.total === 0 ? '' : t('results.count', { count: result.total })}
      </p>
      {result.items.length === 0 ? (
        <div className="search-message">
          <p className="search-message__title">{t('results.none')}</p>
          <p>{t('results.noneHint')}</p>
          {suggestions}
        </div>
      ) : (
        <>
          <ul className="cleaner-grid">
            {result.items.map((cleaner) => (
              <li key={cleaner.id}>
                <CleanerCardView cleaner={cleaner} />
              </li>
            ))}
          </ul>
          <Pagination page={result.page} pages={pageCount(result.total, result.pageSize)} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}
