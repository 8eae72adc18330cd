import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageMeta, useServerStatus } from '../../../seo/use-page-meta';
import { usePlace } from '../api/get-place';
import { useCleanerSearch } from '../api/search-cleaners';
import { SearchResults } from '../components/SearchResults';
import { EMPTY_FILTERS, toSearchQuery, writeFilters } from '../search-filters';
import '../cleaners-search.css';

/** /city/:cityName: the cleaners serving one Quebec municipality (by gazetteer id or name). */
export function CityPage() {
  const { cityName = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation('search');
  const describe = useDescribeError();
  const place = usePlace(cityName);
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(params.get('page'))) || 1));
  const filters = useMemo(() => ({ ...EMPTY_FILTERS, city: place.data?.id ?? null, page }), [place.data?.id, page]);
  const search = useCleanerSearch(toSearchQuery(filters), Boolean(place.data));
  const missing = place.error instanceof ApiError && (place.error.status === 404 || place.error.status === 400);
  usePageMeta({
    title: place.data ? t('city.title', { name: place.data.name }) : missing ? t('city.notFoundTitle') : t('page.title'),
    description: place.data ? t('seo.cityDescription', { name: place.data.name }) : undefined,
    noindex: missing,
  });
  useServerStatus(missing ? 404 : null);

  if (place.isPending) return <PageLoading />;
  if (place.isError) {
    return (
      <div className="container notice-page">
        <h1>{missing ? t('city.notFoundTitle') : t('errors.loadCleaners')}</h1>
        <p role="alert">{missing ? t('city.notFoundText') : describe(place.error, t('errors.loadCleaners'))}</p>
        <p>
          <Link to="/cleaners">{t('city.searchAll')}</Link>
        </p>
      </div>
    );
  }

  const city = place.data;
  return (
    <div className="container cleaner-search">
      <h1>{t('city.title', { name: city.name })}</h1>
      <p className="cleaner-search__lead">
        <Link to={`/cleaners?${writeFilters({ ...EMPTY_FILTERS, city: city.id }).toString()}`}>{t('city.refine')}</Link>
        {' · '}
        <Link to={`/region/${encodeURIComponent(city.regionId)}`}>{t('city.region')}</Link>
      </p>
      <SearchResults
        search={search}
        hrefFor={(n) => `/city/${encodeURIComponent(city.id)}${n > 1 ? `?page=${n}` : ''}`}
        onRetry={() => void search.refetch()}
        suggestions={
          <p>
            <Link to="/cleaners">{t('city.searchAll')}</Link>
          </p>
        }
      />
    </div>
  );
}
