import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../../components/layout/Avatar';
import type { BookingSummary } from '../../api/types';
import { formatBookingStart, formatHours } from '../../booking-dates';
import { formatMoney } from '../../money';
import { cardAmount } from '../../status-wording';
import { BookingStatusBadge } from './BookingStatusBadge';
import { RequestCountdown } from './RequestCountdown';

/**
 * One booking; the counterpart is the cleaner for a client and the client for a cleaner. Each reads
 * the status in their own words and their own amount: the client their price, the cleaner their earning.
 */
export function BookingRow({ booking, viewerIsCleaner, showCountdown }: { booking: BookingSummary; viewerIsCleaner: boolean; showCountdown: boolean }) {
  const { t, i18n } = useTranslation(['bookingList', 'bookings']);
  const lang = i18n.resolvedLanguage;
  const other = viewerIsCleaner ? booking.client : booking.cleaner;
  const reader = viewerIsCleaner ? 'cleaner' : 'client';
  const amount = cardAmount(booking, reader);
  const titleId = `booking-row-${booking.id}`;
  return (
    <li className="card booking-row">
      <div className="booking-row__main">
        <h2 id={titleId} className="booking-row__when">
          {formatBookingStart(booking.startsAt, lang)}
        </h2>
        <p className="booking-row__what">
          {t(`bookings:cleaningType.${booking.cleaningType}`)} · {t('bookingList:row.hours', { count: booking.durationHours, hours: formatHours(booking.durationHours, lang) })}
          {booking.seriesVisits > 1 ? ` · ${t('bookingList:row.visit', { number: booking.visitNumber, count: booking.seriesVisits })}` : null}
        </p>
        <p className="booking-row__party">
          <Avatar user={other} size={32} />
          <span>
            <span className="visually-hidden">{viewerIsCleaner ? t('bookingList:row.client') : t('bookingList:row.cleaner')} </span>
            {other.name}
          </span>
        </p>
        <p className="booking-row__place">
          {booking.propertyName} — {booking.city}
        </p>
      </div>
      <div className="booking-row__side">
        <BookingStatusBadge status={booking.status} reader={reader} paymentStatus={booking.paymentStatus} />
        {showCountdown && booking.status === 'pending' && booking.expiresAt ? <RequestCountdown expiresAt={booking.expiresAt} /> : null}
        {amount ? (
          <p className="booking-row__total" data-testid="booking-row-amount">
            <span className="booking-row__amount-label">{t(amount.key)}</span> {formatMoney(amount.cents, lang)}
          </p>
        ) : null}
        <Link className="btn btn--secondary" to={`/bookings/${booking.id}`}>
          {showCountdown ? t('bookingList:row.answer') : t('bookingList:row.details')}
          <span className="visually-hidden"> — {formatBookingStart(booking.startsAt, lang)}</span>
        </Link>
      </div>
    </li>
  );
}
