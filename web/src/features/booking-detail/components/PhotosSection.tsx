import { useTranslation } from 'react-i18next';
import type { Booking } from '../../booking/api/types';
import { useDeleteBookingPhoto } from '../api/delete-booking-photo';
import type { PhotoKind } from '../api/types';
import { useActionFeedback } from '../use-action-feedback';
import { PhotoUpload } from './PhotoUpload';
import { QueuedPhotos } from '../offline/QueuedPhotos';
import type { WorkQueue } from '../offline/use-work-queue';

const KINDS: readonly PhotoKind[] = ['before', 'after'];

/**
 * Before/after photos, seen by both parties (images served with the session cookie). The cleaner
 * adds and removes them while working, unless the client refused photos: then only a warning.
 */
export function PhotosSection({ booking, queue = null }: { booking: Booking; queue?: WorkQueue | null }) {
  const { t } = useTranslation('bookingDetail');
  const { succeed, fail } = useActionFeedback();
  const remove = useDeleteBookingPhoto();
  const editable = booking.actions.includes('photos') && booking.allowPhotos;
  const refusedForCleaner = booking.viewerRole === 'cleaner' && !booking.allowPhotos;
  if (!refusedForCleaner && !editable && booking.photos.length === 0) return null;

  return (
    <section className="card booking-section" aria-labelledby="booking-photos">
      <h2 id="booking-photos">{t('photos.title')}</h2>
      {refusedForCleaner ? (
        <div className="notice notice--error" role="note">
          <p>{t('photos.noPhotos')}</p>
        </div>
      ) : null}
      {KINDS.map((kind) => {
        const photos = booking.photos.filter((photo) => photo.kind === kind);
        const waiting = (queue?.pending ?? []).filter((item) => item.action.kind === 'photo' && item.action.photoKind === kind);
        const kindLabel = t(`photos.${kind}`);
        if (!editable && photos.length === 0) return null;
        return (
          <div key={kind}>
            <h3>{kindLabel}</h3>
            {photos.length === 0 && waiting.length === 0 ? (
              <p>{t('photos.none')}</p>
            ) : (
              <ul className="booking-photos">
                {photos.map((photo, index) => (
                  <li key={photo.id}>
                    <a href={photo.url} target="_blank" rel="noreferrer">
                      <img src={photo.url} alt={t('photos.alt', { kind: kindLabel.toLocaleLowerCase(), n: index + 1 })} loading="lazy" width={240} height={180} />
                    </a>
                    {editable ? (
                      <button
                        type="button"
                        className="btn btn--secondary"
                        disabled={remove.isPending && remove.variables.photoId === photo.id}
                        onClick={() => remove.mutate({ id: booking.id, photoId: photo.id }, { onSuccess: () => succeed(t('toast.photoDeleted')), onError: fail })}
                      >
                        {t('photos.delete', { kind: kindLabel.toLocaleLowerCase(), n: index + 1 })}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {queue ? <QueuedPhotos items={waiting} kindLabel={kindLabel} onRemove={(seq) => void queue.remove(seq)} /> : null}
            {editable ? <PhotoUpload bookingId={booking.id} kind={kind} queue={queue} /> : null}
          </div>
        );
      })}
    </section>
  );
}
