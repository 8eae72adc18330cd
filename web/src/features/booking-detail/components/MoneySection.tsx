import { useTranslation } from 'react-i18next';
import type { BookingMoney } from '../api/types';
import { useBookingFormat } from '../use-booking-format';
import { bookingMoneyLines } from '../money-lines';

/**
 * The price breakdown in CAD: the one breakdown's lines (money-lines.ts), adding up to the total.
 */
export function MoneySection({ money }: { money: BookingMoney }) {
  const { t } = useTranslation('bookingDetail');
  const f = useBookingFormat();
  const lines = bookingMoneyLines(money);
  return (
    <section className="card booking-section" aria-labelledby="booking-money">
      <h2 id="booking-money">{t('money.title')}</h2>
      <table className="booking-money">
        <tbody>
          {lines.map((line, i) => (
            <tr key={`${line.key}-${i}`}>
              <th scope="row">{t(`money.${line.key}`)}</th>
              <td>{f.money(line.cents)}</td>
            </tr>
          ))}
          <tr className="booking-money__total">
            <th scope="row">{t('money.total')}</th>
            <td>{f.money(money.totalCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('money.deposit')}</th>
            <td>{f.money(money.depositCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('money.remainder')}</th>
            <td>{f.money(money.remainderCents)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
