import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Booking } from '../../booking/api/types';
import { earningLines } from '../earnings';
import { useBookingFormat } from '../use-booking-format';

/**
 * The cleaner's side of the money (issue #14): what they earn from this booking, never the
 * client's price breakdown or card. When they are paid is told, with the way to their payouts.
 */
export function EarningsSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookingDetail');
  const f = useBookingFormat();
  const earning = earningLines(booking);
  return (
    <section className="card booking-section" aria-labelledby="booking-earnings">
      <h2 id="booking-earnings">{t('earnings.title')}</h2>
      {earning ? (
        <>
          <table className="booking-money">
            <tbody>
              {earning.lines.map((line) => (
                <tr key={line.key}>
                  <th scope="row">{t(`earnings.${line.key}`)}</th>
                  <td>{f.money(line.cents)}</td>
                </tr>
              ))}
              <tr className="booking-money__total">
                <th scope="row">{t(`earnings.${earning.total.key}`)}</th>
                <td data-testid="cleaner-earning">{f.money(earning.total.cents)}</td>
              </tr>
            </tbody>
          </table>
          <p className="field__hint">{booking.status === 'pending' ? t('earnings.ifAccepted') : t('earnings.paidWeekly')}</p>
          <p>
            <Link to="/profile/payouts">{t('earnings.payoutsLink')}</Link>
          </p>
        </>
      ) : (
        <p>{t('earnings.none')}</p>
      )}
    </section>
  );
}
