import { useTranslation } from 'react-i18next';
import type { Booking } from '../../booking/api/types';
import { useSetGalleryConsent } from '../api/set-gallery-consent';
import { useActionFeedback } from '../use-action-feedback';
import { useBookingFormat } from '../use-booking-format';

/** Whether this visit can offer its photos to the gallery: the client's completed visit, photos allowed, a before and an after. */
export function offersGalleryConsent(booking: Booking): boolean {
  const kinds = new Set(booking.photos.map((p) => p.kind));
  return booking.viewerRole === 'client' && booking.status === 'completed' && booking.allowPhotos && kinds.has('before') && kinds.has('after');
}

/**
 * The client's own consent to the public gallery (Law 25: a purpose of its own, apart from allowing
 * photos). Given after seeing the photos, withdrawn at any time: the pairs made of them are then
 * taken down and deleted (docs/decisions.md, "Gallery from real visits").
 */
export function GalleryConsentSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookingDetail');
  const f = useBookingFormat();
  const { succeed, fail } = useActionFeedback();
  const change = useSetGalleryConsent();
  const given = booking.galleryConsentAt;
  const toggle = () =>
    change.mutate({ id: booking.id, consent: !given }, { onSuccess: () => succeed(t(given ? 'gallery.withdrawn' : 'gallery.given')), onError: fail });

  return (
    <section className="card booking-section" aria-labelledby="booking-gallery">
      <h2 id="booking-gallery">{t('gallery.title')}</h2>
      <p>{t('gallery.explain')}</p>
      <p>{t('gallery.rights')}</p>
      <p role="status">{given ? t('gallery.givenOn', { date: f.day(given) }) : t('gallery.notGiven')}</p>
      <button type="button" className={given ? 'btn btn--secondary' : 'btn btn--primary'} disabled={change.isPending} onClick={toggle}>
        {given ? t('gallery.withdraw') : t('gallery.give')}
      </button>
    </section>
  );
}
