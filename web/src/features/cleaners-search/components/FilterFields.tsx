import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SelectField } from '../../../components/ui/SelectField';
import { EXPERIENCE_LEVELS, LANGUAGES, MIN_RATINGS, PETS, SERVICE_TYPES, SORTS, type SearchFilters } from '../search-filters';
import { formatRating } from '../format';

export type FiltersChange = Partial<Omit<SearchFilters, 'page'>>;

/** The filters other than the city: in the desktop panel, and in the phone's filter dialog. */
export function FilterFields({ filters, onChange }: { filters: SearchFilters; onChange: (change: FiltersChange) => void }) {
  const { t, i18n } = useTranslation(['search', 'cleanerProfile']);
  return (
    <>
      <SelectField label={t('search:filters.service')} value={filters.service ?? ''} onChange={(e) => onChange({ service: SERVICE_TYPES.find((s) => s === e.target.value) ?? null })}>
        <option value="">{t('search:filters.anyService')}</option>
        {SERVICE_TYPES.map((s) => (
          <option key={s} value={s}>
            {t(`cleanerProfile:options.serviceTypes.${s}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('search:filters.minRating')}
        value={filters.minRating === null ? '' : String(filters.minRating)}
        onChange={(e) => onChange({ minRating: MIN_RATINGS.find((r) => String(r) === e.target.value) ?? null })}
      >
        <option value="">{t('search:filters.anyRating')}</option>
        {MIN_RATINGS.map((r) => (
          <option key={r} value={String(r)}>
            {t('search:filters.ratingAtLeast', { rating: formatRating(r, i18n.resolvedLanguage) })}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('search:filters.experience')} value={filters.experience ?? ''} onChange={(e) => onChange({ experience: EXPERIENCE_LEVELS.find((x) => x === e.target.value) ?? null })}>
        <option value="">{t('search:filters.anyExperience')}</option>
        {EXPERIENCE_LEVELS.map((x) => (
          <option key={x} value={x}>
            {t(`cleanerProfile:options.experienceLevel.${x}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('search:filters.language')} value={filters.language ?? ''} onChange={(e) => onChange({ language: LANGUAGES.find((l) => l === e.target.value) ?? null })}>
        <option value="">{t('search:filters.anyLanguage')}</option>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`cleanerProfile:options.languages.${l}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('search:filters.sort')} value={filters.sort} onChange={(e) => onChange({ sort: SORTS.find((s) => s === e.target.value) ?? 'recommended' })}>
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`search:sort.${s}`)}
          </option>
        ))}
      </SelectField>
      <CheckboxField label={t('search:filters.availableSoon')} checked={filters.availableSoon} onChange={(e) => onChange({ availableSoon: e.target.checked })} />
      <fieldset className="search-filters__pets">
        <legend>{t('search:filters.pets')}</legend>
        {PETS.map((p) => (
          <CheckboxField
            key={p}
            label={t(`cleanerProfile:options.pets.${p}`)}
            checked={filters.pets.includes(p)}
            onChange={(e) => onChange({ pets: e.target.checked ? [...filters.pets, p] : filters.pets.filter((x) => x !== p) })}
          />
        ))}
      </fieldset>
    </>
  );
}
