import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useRecommendedCleaners } from '../api/recommended-cleaners';
import type { RecommendedCleanersQuery } from '../api/types';
import { addDays, quebecToday } from '../format';
import { detectPosition, type Coordinates, type LocationErrorKind } from '../geolocation';
import { parseSavedCity, readSavedCityText, saveCity, type SavedCity } from '../saved-city';
import { CityCombobox } from './CityCombobox';
import { CleanerCardView } from './CleanerCardView';
import { ScoreList } from './ScoreList';
import { hasScoreData } from '../new-cleaner';
import '../cleaners-search.css';

/** How many recommendations the home page shows. */
export const HOME_RECOMMENDATIONS = 6;
/** How far ahead a date can be chosen (the availability calendar covers about two months). */
export const MAX_DAYS_AHEAD = 60;

type Where = { kind: 'city'; city: SavedCity } | { kind: 'position'; at: Coordinates } | { kind: 'province' };

/**
 * The home page's recommended cleaners (spec section 2): near the saved city, or the detected
 * position, or the whole province; optionally for a chosen date. Each shows its scores.
 */
export function RecommendedCleaners() {
  const { t } = useTranslation('search');
  const describe = useDescribeError();
  const titleId = useId();
  // The saved city is the browser's: a page the app hydrates first shows the server's province-wide
  // list, then the city's (nothing is drawn again when none is saved); a page the app draws itself
  // starts from the city.
  const savedText = useSyncExternalStore(subscribeToNothing, readSavedCityText, () => null);
  const savedWhere = useMemo<Where>(() => {
    const saved = parseSavedCity(savedText);
    return saved ? { kind: 'city', city: saved } : { kind: 'province' };
  }, [savedText]);
  const [chosen, setWhere] = useState<Where | null>(null);
  const where = chosen ?? savedWhere;
  const [date, setDate] = useState('');
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<LocationErrorKind | null>(null);
  const today = quebecToday();
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  const dateValid = date === '' || (/^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today && date <= lastDay);

  const query: RecommendedCleanersQuery = { limit: HOME_RECOMMENDATIONS };
  if (where.kind === 'city') query.city = where.city.id;
  if (where.kind === 'position') {
    query.lat = where.at.lat;
    query.lng = where.at.lng;
  }
  if (date && dateValid) query.date = date;
  const recommendations = useRecommendedCleaners(query);

  const locate = async () => {
    setLocating(true);
    setLocationError(null);
    try {
      setWhere({ kind: 'position', at: await detectPosition() });
    } catch (kind) {
      setLocationError(kind as LocationErrorKind);
    } finally {
      setLocating(false);
    }
  };

  const place = recommendations.data?.city;
  const heading = place ? t('recommendations.titleIn', { city: place.name }) : t('recommendations.title');

  return (
    <section className="container recommendations" aria-labelledby={titleId}>
      <h2 id={titleId}>{heading}</h2>
      <p>{t('recommendations.lead')}</p>
      <div className="recommendations__controls">
        <CityCombobox
          label={t('recommendations.city')}
          value={where.kind === 'city' ? where.city : null}
          onChange={(city) => {
            setLocationError(null);
            saveCity(city);
            setWhere(city ? { kind: 'city', city } : { kind: 'province' });
          }}
        />
        <div className="recommendations__locate">
          <SubmitButton type="button" variant="secondary" busy={locating} onClick={() => void locate()}>
            {t('recommendations.useLocation')}
          </SubmitButton>
          {where.kind === 'position' && place ? <p>{t('recommendations.located', { city: place.name })}</p> : <p className="field__hint">{t('recommendations.locationWhy')}</p>}
        </div>
        <TextField
          label={t('recommendations.date')}
          type="date"
          min={today}
          max={lastDay}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          hint={t('recommendations.dateHint')}
          error={dateValid ? undefined : t('recommendations.dateInvalid')}
        />
      </div>
      {locationError ? (
        <p className="search-message search-message--error" role="alert">
          {t(`location.${locationError}`)}
        </p>
      ) : null}
      {recommendations.isPending ? (
        <PageLoading />
      ) : recommendations.isError ? (
        <div className="search-message search-message--error" role="alert">
          <p>{describe(recommendations.error, t('errors.loadCleaners'))}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void recommendations.refetch()}>
            {t('errors.retry')}
          </button>
        </div>
      ) : recommendations.data.items.length === 0 ? (
        <p className="search-message">{t('recommendations.none')}</p>
      ) : (
        <ul className="cleaner-grid">
          {recommendations.data.items.map(({ cleaner, scores }) => (
            <li key={cleaner.id}>
              <CleanerCardView
                cleaner={cleaner}
                extra={hasScoreData(cleaner) ? <ScoreList scores={scores} /> : <p className="score-list__new">{t('recommendations.newCleaner')}</p>}
                recommendation
              />
            </li>
          ))}
        </ul>
      )}
      <p className="recommendations__more">
        <Link to={place ? `/cleaners?city=${encodeURIComponent(place.id)}` : '/cleaners'}>{t('recommendations.seeAll')}</Link>
      </p>
    </section>
  );
}

const subscribeToNothing = () => () => {};
