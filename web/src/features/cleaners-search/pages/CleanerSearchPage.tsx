import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePlace } from '../api/get-place';
import { useCleanerSearch } from '../api/search-cleaners';
import type { ChosenCity } from '../components/CityCombobox';
import { SearchFiltersPanel } from '../components/SearchFiltersPanel';
import { SearchResults } from '../components/SearchResults';
import { saveCity } from '../saved-city';
import { activeFilterCount, changeFilters, EMPTY_FILTERS, readFilters, toSearchQuery, writeFilters, type SearchFilters } from '../search-filters';
import '../cleaners-search.css';
import { FavouriteCleaners } from '../../cleaner-feedback/components/FavouriteCleaners';

/** /cleaners (spec section 2): city search, filters, sort and pages, all kept in the address. */
export function CleanerSearchPage() {
  const { t } = useTranslation('search');
  usePageTitle(t('page.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const query = useMemo(() => toSearchQuery(filters), [filters]);
  const search = useCleanerSearch(query);
  // The address holds the place id; its display name comes from the gazetteer (cached).
  const place = usePlace(filters.city);
  const city: ChosenCity | null = filters.city ? { id: filters.city, name: place.data?.name ?? search.data?.city?.name ?? filters.city } : null;

  // Each change is a new history entry, so the back button returns to the previous search.
  const go = useCallback((next: SearchFilters) => setParams(writeFilters(next)), [setParams]);
  const hrefFor = (page: number) => `/cleaners?${writeFilters({ ...filters, page }).toString()}`;
  const narrowed = activeFilterCount(filters) > 0;
  const onCity = (chosen: ChosenCity | null) => {
    if (chosen) saveCity(chosen);
    go(changeFilters(filters, { city: chosen?.id ?? null }));
  };

  return (
    <div className="container cleaner-search">
      <h1>{t('page.title')}</h1>
      <p className="cleaner-search__lead">{t('page.lead')}</p>
      <FavouriteCleaners />
      <div className="cleaner-search__layout">
        <SearchFiltersPanel
          filters={filters}
          city={city}
          onCity={onCity}
          onChange={(change) => go(changeFilters(filters, change))}
          onApply={(next) => {
            // Applying the same filters adds no history entry.
            if (writeFilters({ ...next, page: 1 }).toString() !== writeFilters(filters).toString()) go({ ...next, page: 1 });
          }}
        />
        <div>
          {narrowed || filters.city ? (
            <p className="cleaner-search__clear">
              <button type="button" className="btn btn--secondary" onClick={() => go({ ...EMPTY_FILTERS, sort: filters.sort })}>
                {t('filters.reset')}
              </button>
            </p>
          ) : null}
          <SearchResults
            search={search}
            hrefFor={hrefFor}
            onRetry={() => void search.refetch()}
            suggestions={
              <ul className="search-message__suggestions">
                {narrowed ? (
                  <li>
                    <button type="button" className="btn btn--primary" onClick={() => go({ ...EMPTY_FILTERS, city: filters.city, sort: filters.sort })}>
                      {t('filters.clear')}
                    </button>
                  </li>
                ) : null}
                {filters.city ? (
                  <li>
                    <button type="button" className="btn btn--secondary" onClick={() => go(changeFilters(filters, { city: null }))}>
                      {t('results.allCities')}
                    </button>
                  </li>
                ) : null}
                <li>
                  <Link to="/cleaners/join">{t('results.becomeCleaner')}</Link>
                </li>
              </ul>
            }
          />
        </div>
      </div>
    </div>
  );
}
