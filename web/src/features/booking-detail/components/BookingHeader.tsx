import { useTranslation } from 'react-i18next';
import type { Booking } from '../../booking/api/types';
import { cleaningStatusKey, paymentStatusKey, statusKey } from '../../booking/status-wording';
import { ExpiryCountdown } from './ExpiryCountdown';

/** Title, the three statuses as badges in the reader's words, and the answer deadline while the request is pending. */
export function BookingHeader({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['bookingDetail', 'bookings']);
  const reader = booking.viewerRole;
  return (
    <header className="booking-page__header">
      <h1>
        {t('bookingDetail:titleWithType', { type: t(`bookings:cleaningType.${booking.cleaningType}`), property: booking.propertyName })}
      </h1>
      <ul className="booking-badges">
        <li className="booking-badge booking-badge--strong">
          <span className="visually-hidden">{t('bookingDetail:summary.badge', { label: t('bookingDetail:summary.status'), value: '' })}</span>
          {t(statusKey(booking.status, reader, booking.paymentStatus))}
        </li>
        {booking.cleaningStatus ? (
          <li className="booking-badge">
            {t('bookingDetail:summary.badge', { label: t('bookingDetail:summary.cleaningStatus'), value: t(cleaningStatusKey(booking.cleaningStatus, reader)) })}
          </li>
        ) : null}
        <li className="booking-badge">
          {t('bookingDetail:summary.badge', { label: t('bookingDetail:summary.paymentStatus'), value: t(paymentStatusKey(booking.paymentStatus, reader, booking.status, booking.cancellation)) })}
        </li>
      </ul>
      {booking.status === 'pending' && booking.expiresAt ? <ExpiryCountdown expiresAt={booking.expiresAt} /> : null}
    </header>
  );
}
