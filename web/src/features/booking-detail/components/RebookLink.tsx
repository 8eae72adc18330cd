import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Booking } from '../../booking/api/types';

/**
 * "Réserver de nouveau" on a completed visit (issue #18): the booking form of the same cleaner,
 * prefilled from this visit (BookPage reads `rebook`); the form says when the cleaner or the property is gone.
 */
export function RebookLink({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookingDetail');
  const slug = booking.cleaner.slug;
  return (
    <section className="card booking-section" aria-labelledby="booking-rebook">
      <h2 id="booking-rebook">{t('rebook.title')}</h2>
      <p>{t('rebook.text', { name: booking.cleaner.name })}</p>
      {slug ? (
        <Link className="btn btn--primary" to={`/book/${encodeURIComponent(slug)}?rebook=${encodeURIComponent(booking.id)}`}>
          {t('rebook.action')}
        </Link>
      ) : (
        <p role="status">{t('rebook.cleanerGone', { name: booking.cleaner.name })}</p>
      )}
    </section>
  );
}
