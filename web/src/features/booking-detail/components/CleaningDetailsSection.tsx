import { useTranslation } from 'react-i18next';
import type { Booking } from '../../booking/api/types';

/** What the client asked for: pets, supplies, photos, emergency and notes. */
export function CleaningDetailsSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['bookingDetail', 'bookings']);
  const pets = booking.pets.hasPets && booking.pets.kinds.length ? booking.pets.kinds.map((kind) => t(`bookings:pets.${kind}`)).join(', ') : t('bookingDetail:details.noPets');
  return (
    <section className="card booking-section" aria-labelledby="booking-details">
      <h2 id="booking-details">{t('bookingDetail:details.title')}</h2>
      <dl className="booking-facts">
        <dt>{t('bookingDetail:details.pets')}</dt>
        <dd>{pets}</dd>
        <dt>{t('bookingDetail:details.supplies')}</dt>
        <dd>{booking.suppliesProvided ? t('bookingDetail:details.suppliesByCleaner') : t('bookingDetail:details.suppliesByClient')}</dd>
        <dt>{t('bookingDetail:details.photos')}</dt>
        <dd>{booking.allowPhotos ? t('bookingDetail:details.photosAllowed') : t('bookingDetail:details.photosRefused')}</dd>
        {booking.emergency ? (
          <>
            <dt>{t('bookingDetail:details.emergency')}</dt>
            <dd>{t('bookingDetail:details.emergencyValue', { priority: t(`bookings:priority.${booking.emergency.priority}`), reason: booking.emergency.reason })}</dd>
          </>
        ) : null}
        {booking.notes ? (
          <>
            <dt>{t('bookingDetail:details.notes')}</dt>
            <dd>{booking.notes}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
