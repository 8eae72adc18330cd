import { useTranslation } from 'react-i18next';
import type { Booking } from '../../booking/api/types';
import { ExpiryCountdown } from './ExpiryCountdown';

/** Title, the three statuses as badges, and the answer deadline while the request is pending. */
export function BookingHeader({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['bookingDetail', 'bookings']);
  return (
    <header className="booking-page__header">
      <h1>
        {t('bookingDetail:titleWithType', { type: t(`bookings:cleaningType.${booking.cleaningType}`), property: booking.propertyName })}
      </h1>
      <ul className="booking-badges">
        <li className="booking-badge booking-badge--strong">
          <span className="visually-hidden">{t('bookingDetail:summary.badge', { label: t('bookingDetail:summary.status'), value: '' })}</span>
          {t(`bookings:status.${booking.status}`)}
        </li>
        {booking.cleaningStatus ? (
          <li className="booking-badge">
            {t('bookingDetail:summary.badge', { label: t('bookingDetail:summary.cleaningStatus'), value: t(`bookings:cleaningStatus.${booking.cleaningStatus}`) })}
          </li>
        ) : null}
        <li className="booking-badge">
          {t('bookingDetail:summary.badge', { label: t('bookingDetail:summary.paymentStatus'), value: t(`bookings:paymentStatus.${booking.paymentStatus}`) })}
        </li>
      </ul>
      {booking.status === 'pending' && booking.expiresAt ? <ExpiryCountdown expiresAt={booking.expiresAt} /> : null}
    </header>
  );
}
