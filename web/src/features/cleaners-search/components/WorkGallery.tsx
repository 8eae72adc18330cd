import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import type { PublicCleanerProfile } from '../api/types';

/** Drawn widths (search.css): thumbnails fill a grid cell of 8rem or more, 8rem tall; the dialog is at most min(90vw, 60rem). */
const THUMB_SIZES = '(min-width: 40rem) 12rem, 45vw';
const FULL_SIZES = '(min-width: 66rem) 60rem, 90vw';
const THUMB_PX = 160;

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
              {/* The 400 px thumbnail is the fallback: a photo stored before variants is not sent at full size. */}
              <ResponsiveImage image={{ ...photo.image, src: photo.thumbnailUrl }} alt="" sizes={THUMB_SIZES} width={THUMB_PX} height={Math.round((THUMB_PX * photo.height) / Math.max(1, photo.width))} />
            </button>
          </li>
        ))}
      </ul>
      <dialog ref={dialogRef} className="work-gallery__dialog" aria-label={current ? alt(open ?? 0) : t('profile.gallery')} onClose={() => setOpen(null)}>
        {current ? <ResponsiveImage image={current.image} alt={alt(open ?? 0)} sizes={FULL_SIZES} eager /> : null}
        <form method="dialog">
          <button type="submit" className="btn btn--secondary" autoFocus>
            {t('profile.closePhoto')}
          </button>
        </form>
      </dialog>
    </>
  );
}
