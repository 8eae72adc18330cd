import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePaymentFormat } from '../../payments/use-payment-format';
import { useBookings } from '../../booking/api/list-bookings';
import { formatPayoutDate } from '../payout-dates';
import { upcomingTotal } from '../upcoming';

/** The most visits counted (the list's largest page). */
const UPCOMING_PAGE = 100;

/**
 * "À venir" (issue #40): the confirmed visits ahead and what each will earn (the booking's
 * cleanerEarning, the payouts ledger's rule), so the page shows what is coming, not only what is payable.
 */
export function UpcomingEarnings() {
  const { t } = useTranslation(['payouts', 'bookings']);
  const f = usePaymentFormat();
  const describe = useDescribeError();
  const list = useBookings({ scope: 'upcoming', status: 'confirmed', page: 1, pageSize: UPCOMING_PAGE });
  const visits = list.data?.items ?? [];
  const total = upcomingTotal(visits);
  return (
    <section className="card payout-section" aria-labelledby="payout-upcoming-title" data-testid="payout-upcoming">
      <h2 id="payout-upcoming-title">{t('payouts:upcoming.title')}</h2>
      <p className="field__hint">{t('payouts:upcoming.lead')}</p>
      {list.isPending ? null : list.isError ? (
        <p role="alert">{describe(list.error, t('payouts:upcoming.loadFailed'))}</p>
      ) : visits.length === 0 ? (
        <p>{t('payouts:upcoming.none')}</p>
      ) : (
        <>
          <p className="payout-upcoming__total">
            <strong>{t('payouts:upcoming.total', { count: total.count, amount: f.money(total.cents) })}</strong>
          </p>
          <ul className="payout-upcoming__list">
            {visits.map((b) => (
              <li key={b.id}>
                <Link to={`/bookings/${b.id}`}>
                  {t('payouts:upcoming.line', {
                    date: formatPayoutDate(b.date, f.language),
                    service: t(`bookings:cleaningType.${b.cleaningType}`),
                    city: b.city,
                    amount: f.money(b.cleanerEarning?.amountCents ?? 0),
                  })}
                </Link>
              </li>
            ))}
          </ul>
          {(list.data?.total ?? 0) > visits.length ? <p className="field__hint">{t('payouts:upcoming.more', { count: visits.length })}</p> : null}
        </>
      )}
    </section>
  );
}
