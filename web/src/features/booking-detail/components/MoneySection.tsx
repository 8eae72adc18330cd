import { useTranslation } from 'react-i18next';
import type { BookingMoney } from '../api/types';
import { useBookingFormat } from '../use-booking-format';

type Line = { key: string; cents: number; negative?: boolean; optional?: boolean };

/**
 * The price breakdown in CAD, lines adding up to the total; optional lines at zero are left out.
 * The server's subtotal already holds the supplies and emergency fees: the cleaner's own service
 * is shown apart, then the fees, then the subtotal when it differs from the service.
 */
export function MoneySection({ money }: { money: BookingMoney }) {
  const { t } = useTranslation('bookingDetail');
  const f = useBookingFormat();
  const fees = money.cleaningFeeCents + money.emergencyFeeCents;
  const lines: Line[] = [
    { key: 'service', cents: money.subtotalCents - fees },
    { key: 'cleaningFee', cents: money.cleaningFeeCents, optional: true },
    { key: 'emergencyFee', cents: money.emergencyFeeCents, optional: true },
    { key: 'subtotal', cents: fees === 0 ? 0 : money.subtotalCents, optional: true },
    { key: 'discount', cents: money.discountCents, negative: true, optional: true },
    { key: 'serviceFee', cents: money.serviceFeeCents },
    { key: 'gst', cents: money.gstCents },
    { key: 'qst', cents: money.qstCents },
  ];
  return (
    <section className="card booking-section" aria-labelledby="booking-money">
      <h2 id="booking-money">{t('money.title')}</h2>
      <table className="booking-money">
        <tbody>
          {lines
            .filter((line) => !(line.optional && line.cents === 0))
            .map((line) => (
              <tr key={line.key}>
                <th scope="row">{t(`money.${line.key}`)}</th>
                <td>{f.money(line.negative ? -line.cents : line.cents)}</td>
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
