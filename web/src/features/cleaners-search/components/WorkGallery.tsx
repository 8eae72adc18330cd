import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicCleanerProfile } from '../api/types';

/**
 * The work gallery: a grid of thumbnails, each a button that opens the larger photo in a modal
 * dialog (Escape or the close button closes it; focus returns to the thumbnail).
 */
export function WorkGallery({ name, photos }: { name: string; photos: PublicCleanerProfile['portfolio'] }) {
  const { t } = useTranslation('search');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const alt = (i: number) => t('profile.photoAlt', { index: i + 1, count: photos.length, name });
  const show = (i: number) => {
    setOpen(i);
    dialogRef.current?.showModal();
  };
  const current = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="work-gallery">
        {photos.map((photo, i) => (
          <li key={photo.url}>
            <button type="button" className="work-gallery__thumb" onClick={() => show(i)} aria-label={t('profile.openPhoto', { alt: alt(i) })}>
              <img src={photo.thumbnailUrl} alt="" loading="lazy" width={160} height={Math.round((160 * photo.height) / Math.max(1, photo.width))} />
            </button>
          </li>
        ))}
      </ul>
      <dialog ref={dialogRef} className="work-gallery__dialog" aria-label={current ? alt(open ?? 0) : t('profile.gallery')} onClose={() => setOpen(null)}>
        {current ? <img src={current.url} alt={alt(open ?? 0)} width={current.width} height={current.height} /> : null}
        <form method="dialog">
          <button type="submit" className="btn btn--secondary" autoFocus>
            {t('profile.closePhoto')}
          </button>
        </form>
      </dialog>
    </>
  );
}
