import { useTranslation } from 'react-i18next';
import type { Booking } from '../../booking/api/types';
import { useBookingFormat } from '../use-booking-format';

/** Who cancelled, when, why, and what it cost or refunded. */
export function CancellationSection({ cancellation }: { cancellation: NonNullable<Booking['cancellation']> }) {
  const { t } = useTranslation(['bookingDetail', 'bookings']);
  const f = useBookingFormat();
  return (
    <section className="card booking-section" aria-labelledby="booking-cancellation">
      <h2 id="booking-cancellation">{t('bookingDetail:cancellation.title')}</h2>
      <p>{t('bookingDetail:cancellation.by', { actor: t(`bookings:actor.${cancellation.by}`) })}</p>
      <p>
        <time dateTime={cancellation.at}>{t('bookingDetail:cancellation.at', { date: f.stamp(cancellation.at) })}</time>
      </p>
      {cancellation.reason ? <p>{t('bookingDetail:cancellation.reason', { reason: cancellation.reason })}</p> : null}
      {cancellation.late ? <p>{t('bookingDetail:cancellation.late')}</p> : null}
      {cancellation.feeCents > 0 ? <p>{t('bookingDetail:cancellation.fee', { amount: f.money(cancellation.feeCents) })}</p> : null}
      {cancellation.refundCents > 0 ? <p>{t('bookingDetail:cancellation.refund', { amount: f.money(cancellation.refundCents) })}</p> : null}
    </section>
  );
}
