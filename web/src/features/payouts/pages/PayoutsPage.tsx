import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyPayouts } from '../api/get-my-payouts';
import { BalanceSummary } from '../components/BalanceSummary';
import { EarningsTable } from '../components/EarningsTable';
import { InstantPayout } from '../components/InstantPayout';
import { PayoutAccountStatusView } from '../components/PayoutAccountStatusView';
import { PayoutHistoryTable } from '../components/PayoutHistoryTable';
import { StatementsList } from '../components/StatementsList';
import { UpcomingEarnings } from '../components/UpcomingEarnings';
import { ReceivedFeedback } from '../components/ReceivedFeedback';
import '../../payments/payments.css';
import '../payouts.css';

/** /profile/payouts, "Earnings and payouts" (cleaners only; the route table sends others to /profile). */
export function PayoutsPage() {
  const { t } = useTranslation(['payouts', 'common']);
  const describe = useDescribeError();
  const overview = useMyPayouts();
  usePageTitle(t('payouts:title'));

  let top;
  if (overview.isPending) top = <PageLoading />;
  else if (overview.isError)
    top = (
      <div className="notice notice--error" role="alert">
        <p>{describe(overview.error, t('payouts:loadFailed'))}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void overview.refetch()}>
          {t('payouts:retry')}
        </button>
      </div>
    );
  else
    top = (
      <div className="payout-grid">
        <BalanceSummary overview={overview.data} />
        <InstantPayout overview={overview.data} />
        <section className="card payout-section" aria-labelledby="payout-account-title">
          <h2 id="payout-account-title">{t('payouts:account.title')}</h2>
          <PayoutAccountStatusView account={overview.data.account} />
        </section>
      </div>
    );

  return (
    <div className="container payouts-page">
      <h1>{t('payouts:title')}</h1>
      <p className="payouts-page__lead">{t('payouts:lead')}</p>
      {top}
      <UpcomingEarnings />
      <EarningsTable />
      <PayoutHistoryTable />
      <StatementsList />
      <ReceivedFeedback />
    </div>
  );
}
