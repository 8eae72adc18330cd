import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMyFavouriteCleaners } from '../api/my-favourite-cleaners';
import { useFeedbackClientId } from '../use-feedback-client';
import '../cleaner-feedback.css';

/**
 * "Vos favoris": the signed-in client's favourite cleaners, first where they pick one (the search
 * page) and in their bookings (issue #18). Nothing for visitors, cleaners, admins, or an empty list
 * unless `showEmpty` (the client's own space explains how to add one).
 */
export function FavouriteCleaners({ showEmpty = false }: { showEmpty?: boolean }) {
  const clientId = useFeedbackClientId();
  if (!clientId) return null;
  return (
    <Suspense fallback={null}>
      <FavouriteList clientId={clientId} showEmpty={showEmpty} />
    </Suspense>
  );
}

function FavouriteList({ clientId, showEmpty }: { clientId: string; showEmpty: boolean }) {
  const { t } = useTranslation('cleanerFeedback');
  const favourites = useMyFavouriteCleaners(clientId);
  const items = favourites.data?.items ?? [];
  if (!favourites.data || (items.length === 0 && !showEmpty)) return null;
  return (
    <section className="card favourite-cleaners" aria-labelledby="favourite-cleaners-title">
      <h2 id="favourite-cleaners-title">{t('favourites.title')}</h2>
      {items.length === 0 ? (
        <p>{t('favourites.empty')}</p>
      ) : (
        <ul className="favourite-cleaners__list">
          {items.map((f) => (
            <li key={f.cleanerId} className="favourite-cleaners__item">
              {f.profilePic ? <img className="favourite-cleaners__photo" src={f.profilePic} alt="" width={48} height={48} loading="lazy" /> : null}
              <Link to={`/cleaners/${encodeURIComponent(f.slug)}`}>{f.name}</Link>
              <Link className="btn btn--secondary" to={`/book/${encodeURIComponent(f.slug)}`}>
                {t('favourites.book')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="field__hint">{t('favourites.count', { count: items.length, max: favourites.data.max })}</p>
    </section>
  );
}
