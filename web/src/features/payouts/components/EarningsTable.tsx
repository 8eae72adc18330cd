import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { Pager } from '../../payments/components/Pager';
import { usePaymentFormat } from '../../payments/use-payment-format';
import { useMyEarnings } from '../api/list-my-earnings';
import { TableScroll } from '../../../components/ui/TableScroll';

const PAGE_SIZE = 10;

/** Each earning: the service as billed, the platform's commission, the taxes passed through, the net. */
export function EarningsTable() {
  const { t } = useTranslation('payouts');
  const describe = useDescribeError();
  const f = usePaymentFormat();
  const [offset, setOffset] = useState(0);
  const earnings = useMyEarnings({ offset, limit: PAGE_SIZE });

  let content;
  if (earnings.isPending) content = <PageLoading />;
  else if (earnings.isError)
    content = (
      <p className="field__error" role="alert">
        {describe(earnings.error, t('earnings.loadFailed'))}
      </p>
    );
  else if (earnings.data.items.length === 0) content = <p>{t('earnings.empty')}</p>;
  else
    content = (
      <>
        <TableScroll label={t('earnings.title')}>
          <table className="payment-table">
            <caption className="visually-hidden">{t('earnings.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('earnings.date')}</th>
                <th scope="col">{t('earnings.description')}</th>
                <th scope="col">{t('earnings.gross')}</th>
                <th scope="col">{t('earnings.commission')}</th>
                <th scope="col">{t('earnings.taxes')}</th>
                <th scope="col">{t('earnings.amount')}</th>
                <th scope="col">{t('earnings.state')}</th>
              </tr>
            </thead>
            <tbody>
              {earnings.data.items.map((earning) => (
                <tr key={earning.id}>
                  <th scope="row">{f.day(earning.earnedAt)}</th>
                  <td>
                    {earning.bookingId ? <Link to={`/bookings/${earning.bookingId}`}>{earning.description}</Link> : earning.description}
                    <span className="payment-table__note">{t(`earnings.kind.${earning.kind}`)}</span>
                  </td>
                  <td>{f.money(earning.grossCents)}</td>
                  <td>{f.money(-earning.commissionCents)}</td>
                  <td>{f.money(earning.taxCents)}</td>
                  <td>
                    <strong>{f.money(earning.amountCents)}</strong>
                  </td>
                  <td>{earning.payoutId ? t('earnings.paid') : t('earnings.unpaid')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <Pager offset={offset} limit={PAGE_SIZE} total={earnings.data.total} onOffset={setOffset} label={t('earnings.pagination')} />
      </>
    );

  return (
    <section className="card payout-section" aria-labelledby="payout-earnings-title">
      <h2 id="payout-earnings-title">{t('earnings.title')}</h2>
      {content}
    </section>
  );
}
