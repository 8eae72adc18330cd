import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearbyPlaces } from '../api/get-nearby-places';
import type { NearbyPlace } from '../api/types';
import { formatKm } from '../../../../../src/shared/distance-format';
import { coverageOf, problemBeforeAsking, problemOfFailure, type NearbyProblem } from '../nearby-cities';

interface Props {
  primaryCityId: string | null;
  primaryCityName: string | null;
  /** The coverage distance as typed in the same form (not yet saved). */
  coverageText: string;
  /** Places already in the service-city list. */
  chosen: readonly string[];
  onAdd: (place: NearbyPlace) => void;
}

/**
 * Spec section 3, "service coverage distance": proposes the municipalities within the coverage
 * distance of the cleaner's primary city, nearest first; each one added gets its own hourly rate
 * in the list above. The four failure texts are spec section 8's.
 */
export function NearbyCities({ primaryCityId, primaryCityName, coverageText, chosen, onAdd }: Props) {
  const { t, i18n } = useTranslation('cleanerProfile');
  const id = useId();
  const [ask, setAsk] = useState<{ placeId: string; km: number } | null>(null);
  const [early, setEarly] = useState<NearbyProblem | null>(null);
  const nearby = useNearbyPlaces(ask);
  const city = primaryCityName ?? primaryCityId ?? '';

  const propose = () => {
    const problem = problemBeforeAsking(primaryCityId, coverageText);
    setEarly(problem);
    const next = problem || !primaryCityId ? null : { placeId: primaryCityId, km: coverageOf(coverageText)! };
    // Asking the same question again after a failure tries again.
    if (next && ask && next.placeId === ask.placeId && next.km === ask.km && nearby.isError) void nearby.refetch();
    setAsk(next);
  };

  const problem = early ?? (nearby.isError ? problemOfFailure(nearby.error) : null);
  const places = nearby.data ?? [];
  const open = places.filter((p) => !chosen.includes(p.id));

  return (
    <div className="nearby-cities" role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('nearby.title')}</h4>
      <p className="field__hint">{t('nearby.hint')}</p>
      <button type="button" className="btn btn--secondary" onClick={propose} aria-describedby={`${id}-status`}>
        {t('nearby.propose')}
      </button>
      {/* Always present, so screen readers announce what the button found. */}
      <div id={`${id}-status`} role="status" aria-live="polite" className="nearby-cities__status">
        {problem ? (
          <p className="field__error">{t(`nearby.errors.${problem}`, { km: ask?.km ?? coverageOf(coverageText) ?? '', city })}</p>
        ) : ask && nearby.isFetching ? (
          <p>{t('nearby.loading')}</p>
        ) : ask && nearby.isSuccess ? (
          <p>{open.length ? t('nearby.found', { count: open.length, km: ask.km, city }) : t('nearby.allAdded', { km: ask.km, city })}</p>
        ) : null}
      </div>
      {!problem && ask && nearby.isSuccess && open.length > 0 ? (
        <ul className="nearby-cities__list">
          {open.map((place) => (
            <li key={place.id}>
              <button type="button" className="btn btn--secondary nearby-cities__add" onClick={() => onAdd(place)}>
                {t('nearby.add', { name: place.name, distance: formatKm(place.distanceKm, i18n.resolvedLanguage) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
