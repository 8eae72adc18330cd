import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/use-media-query';
import { PHONE_FILTERS_QUERY, type SearchFilters } from '../search-filters';
import { CityCombobox, type ChosenCity } from './CityCombobox';
import { FilterFields, type FiltersChange } from './FilterFields';
import { usePhoneFiltersDialog } from './PhoneSearchFilters';

export type { FiltersChange };

/**
 * How the filters are laid out: beside the results (desktop), behind a button (phone), or both drawn
 * with CSS showing one (`either`: the server's page and its hydration, which cannot know the width;
 * the part hidden by the width then leaves the page without anything moving).
 */
export type FiltersLayout = 'desktop' | 'phone' | 'either';

export interface SearchFiltersPanelProps {
  filters: SearchFilters;
  city: ChosenCity | null;
  onCity: (city: ChosenCity | null) => void;
  /** Desktop: every control applies at once (the results follow and announce their count). */
  onChange: (change: FiltersChange) => void;
  /** Phone: the filters chosen in the dialog, applied together. */
  onApply: (next: SearchFilters) => void;
}

/** The city and the filters: the city always in view, the other filters beside it or in the phone's dialog. */
export function SearchFiltersPanel({ filters, city, onCity, onChange, onApply }: SearchFiltersPanelProps) {
  const { t } = useTranslation('search');
  // Decided here, so that learning the width after hydration draws the filters again, not the results;
  // unknown on every first render (a visit or a navigation alike: CSS shows the right half meanwhile).
  const phoneWidth = useMediaQuery(PHONE_FILTERS_QUERY);
  const layout: FiltersLayout = phoneWidth === null ? 'either' : phoneWidth ? 'phone' : 'desktop';
  const phone = usePhoneFiltersDialog({ filters, onApply });
  return (
    <>
      <form className={layout === 'desktop' ? 'search-filters' : `search-filters search-filters--${layout}`} role="search" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
        <CityCombobox label={t('filters.city')} value={city} onChange={onCity} />
        {layout === 'desktop' ? null : phone.opener}
        {layout === 'phone' ? null : (
          <div className="search-filters__inline">
            <FilterFields filters={filters} onChange={onChange} />
          </div>
        )}
      </form>
      {layout === 'desktop' ? null : phone.dialog}
    </>
  );
}
