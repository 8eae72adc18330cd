import { useTranslation } from 'react-i18next';
import type { Booking } from '../../booking/api/types';
import { useBookingFormat } from '../use-booking-format';

/** When, how long, what kind, and where the visit sits in its series. */
export function WhenSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['bookingDetail', 'bookings']);
  const f = useBookingFormat();
  return (
    <dl className="booking-facts">
      <dt>{t('bookingDetail:summary.when')}</dt>
      <dd>{t('bookingDetail:summary.whenValue', { date: f.day(booking.startsAt), start: f.time(booking.startsAt), end: f.time(booking.endsAt) })}</dd>
      <dt>{t('bookingDetail:summary.duration')}</dt>
      <dd>{t('bookingDetail:summary.hours', { hours: f.number(booking.durationHours) })}</dd>
      <dt>{t('bookingDetail:summary.type')}</dt>
      <dd>{t(`bookings:cleaningType.${booking.cleaningType}`)}</dd>
      <dt>{t('bookingDetail:summary.frequency')}</dt>
      <dd>
        {t(`bookings:frequency.${booking.frequency}`)}
        {booking.seriesId && booking.seriesVisits > 1 ? ` · ${t('bookingDetail:summary.visit', { n: booking.visitNumber, total: booking.seriesVisits })}` : null}
      </dd>
      <dt>{t('bookingDetail:summary.requestedAt')}</dt>
      <dd>{f.stamp(booking.requestedAt)}</dd>
      {booking.punchedInAt ? (
        <>
          <dt>{t('bookingDetail:summary.punchedIn')}</dt>
          <dd>{f.stamp(booking.punchedInAt)}</dd>
        </>
      ) : null}
      {booking.punchedOutAt ? (
        <>
          <dt>{t('bookingDetail:summary.punchedOut')}</dt>
          <dd>{f.stamp(booking.punchedOutAt)}</dd>
        </>
      ) : null}
      {booking.workedMinutes != null ? (
        <>
          <dt>{t('bookingDetail:summary.worked')}</dt>
          <dd>{t('bookingDetail:summary.minutes', { count: booking.workedMinutes })}</dd>
        </>
      ) : null}
    </dl>
  );
}
