import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceSearch } from '../api/search-places';
import type { Place } from '../api/types';

/** Search a Quebec municipality (modules/geo's gazetteer) and pick it from the results. */
export function PlacePicker({ label, onPick, excluded = [], error }: { label: string; onPick: (place: Place) => void; excluded?: readonly string[]; error?: string | undefined }) {
  const { t } = useTranslation('cleanerProfile');
  const id = useId();
  const [q, setQ] = useState('');
  const search = usePlaceSearch(q);
  const results = (search.data ?? []).filter((p) => !excluded.includes(p.id));
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field place-picker">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" type="search" enterKeyHint="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" aria-describedby={describedBy} aria-invalid={error ? true : undefined} />
      <p id={`${id}-hint`} className="field__hint">
        {t('places.hint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      {/* Always present, so screen readers announce the count as it changes. */}
      <div role="status" aria-live="polite" className="place-picker__status">
        {q.trim().length < 2 ? '' : search.isFetching && !search.data ? t('places.searching') : results.length === 0 ? t('places.none') : t('places.count', { count: results.length })}
      </div>
      {results.length > 0 && q.trim().length >= 2 ? (
        <ul className="place-picker__results">
          {results.map((place) => (
            <li key={place.id}>
              <button
                type="button"
                className="btn btn--secondary place-picker__choice"
                onClick={() => {
                  onPick(place);
                  setQ('');
                }}
              >
                {t('places.choose', { name: place.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
