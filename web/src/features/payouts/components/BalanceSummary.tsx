import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePaymentFormat } from '../../payments/use-payment-format';
import type { PayoutOverview } from '../api/types';
import { daysUntil, formatPayoutDate, quebecToday } from '../payout-dates';

/** Spec "Payout": current balance, unpaid earnings, what is still pending, and the next Friday. */
export function BalanceSummary({ overview }: { overview: PayoutOverview }) {
  const { t } = useTranslation('payouts');
  const f = usePaymentFormat();
  const days = daysUntil(overview.nextPayoutDate, quebecToday());
  return (
    <section className="card payout-balance" aria-labelledby="payout-balance-title">
      <h2 id="payout-balance-title">{t('balance.title')}</h2>
      <dl className="payout-figures">
        <div className="payout-figures__main">
          <dt>{t('balance.current')}</dt>
          <dd data-testid="payout-balance">{f.money(overview.balanceCents)}</dd>
        </div>
        <div>
          <dt>{t('balance.unpaid')}</dt>
          <dd data-testid="payout-unpaid">{f.money(overview.unpaidEarningsCents)}</dd>
        </div>
        <div>
          <dt>{t('balance.pending')}</dt>
          <dd>{f.money(overview.pendingCents)}</dd>
        </div>
      </dl>
      <p>
        {t('balance.next', { date: formatPayoutDate(overview.nextPayoutDate, f.language) })}{' '}
        <span className="field__hint">{days <= 0 ? t('balance.today') : t('balance.inDays', { count: days })}</span>
      </p>
      <p className="field__hint">{t('balance.explain')}</p>
      {overview.held.length > 0 ? (
        <div className="payout-held" data-testid="payout-held">
          <h3>{t('balance.heldTitle')}</h3>
          <ul>
            {overview.held.map((h) => (
              <li key={h.bookingId}>
                <Link to={`/bookings/${h.bookingId}`}>{t('balance.heldLine', { date: h.serviceDate ? formatPayoutDate(h.serviceDate, f.language) : '', amount: f.money(h.amountCents) })}</Link>
                <p className="field__hint">{t('balance.heldReason')}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
