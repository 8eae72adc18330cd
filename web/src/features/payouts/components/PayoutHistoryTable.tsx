import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { Pager } from '../../payments/components/Pager';
import { usePaymentFormat } from '../../payments/use-payment-format';
import { useMyPayoutHistory } from '../api/list-my-payouts';
import type { PayoutStatus } from '../api/types';
import { TableScroll } from '../../../components/ui/TableScroll';

const PAGE_SIZE = 10;
const TONE: Record<PayoutStatus, string> = { paid: 'success', failed: 'error', pending: 'neutral' };

/** Weekly and instant payouts, newest first, with the fee and what failed. */
export function PayoutHistoryTable() {
  const { t } = useTranslation('payouts');
  const describe = useDescribeError();
  const f = usePaymentFormat();
  const [offset, setOffset] = useState(0);
  const history = useMyPayoutHistory({ offset, limit: PAGE_SIZE });

  let content;
  if (history.isPending) content = <PageLoading />;
  else if (history.isError)
    content = (
      <p className="field__error" role="alert">
        {describe(history.error, t('history.loadFailed'))}
      </p>
    );
  else if (history.data.items.length === 0) content = <p>{t('history.empty')}</p>;
  else
    content = (
      <>
        <TableScroll label={t('history.title')}>
          <table className="payment-table">
            <caption className="visually-hidden">{t('history.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.kind')}</th>
                <th scope="col">{t('history.gross')}</th>
                <th scope="col">{t('history.fee')}</th>
                <th scope="col">{t('history.amount')}</th>
                <th scope="col">{t('history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((payout) => (
                <tr key={payout.id}>
                  <th scope="row">{f.day(payout.paidAt ?? payout.createdAt)}</th>
                  <td>
                    {payout.kind === 'weekly' && payout.week ? t('history.weekly', { week: payout.week }) : t(`history.kinds.${payout.kind}`)}
                    <span className="payment-table__note">{t('history.earningCount', { count: payout.earningCount })}</span>
                  </td>
                  <td>{f.money(payout.grossCents)}</td>
                  <td>{payout.feeCents > 0 ? f.money(-payout.feeCents) : '—'}</td>
                  <td>
                    <strong>{f.money(payout.amountCents)}</strong>
                  </td>
                  <td>
                    <span className={`payment-badge payment-badge--${TONE[payout.status]}`}>{t(`history.statuses.${payout.status}`)}</span>
                    {payout.status === 'failed' && payout.failureMessage ? <span className="payment-table__note">{payout.failureMessage}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <Pager offset={offset} limit={PAGE_SIZE} total={history.data.total} onOffset={setOffset} label={t('history.pagination')} />
      </>
    );

  return (
    <section className="card payout-section" aria-labelledby="payout-history-title">
      <h2 id="payout-history-title">{t('history.title')}</h2>
      {content}
    </section>
  );
}
