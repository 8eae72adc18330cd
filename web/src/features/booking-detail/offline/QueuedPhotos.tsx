import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedItem } from './work-queue-store';

/** Photos taken without a connection, shown from the device until the server has them. */
export function QueuedPhotos({ items, kindLabel, onRemove }: { items: readonly QueuedItem[]; kindLabel: string; onRemove: (seq: number) => void }) {
  const { t } = useTranslation('bookingDetail');
  const photos = useMemo(
    () => items.flatMap((item) => (item.action.kind === 'photo' ? [{ seq: item.seq, url: URL.createObjectURL(item.action.file) }] : [])),
    [items],
  );
  useEffect(() => () => photos.forEach((photo) => URL.revokeObjectURL(photo.url)), [photos]);
  if (photos.length === 0) return null;
  return (
    <ul className="booking-photos booking-photos--queued">
      {photos.map((photo, index) => (
        <li key={photo.seq}>
          <img src={photo.url} alt={t('offline.photoAlt', { kind: kindLabel.toLocaleLowerCase(), n: index + 1 })} width={240} height={180} />
          <span className="pending-badge">{t('offline.pending')}</span>
          <button type="button" className="btn btn--secondary" onClick={() => onRemove(photo.seq)}>
            {t('offline.removePhoto', { kind: kindLabel.toLocaleLowerCase(), n: index + 1 })}
          </button>
        </li>
      ))}
    </ul>
  );
}
