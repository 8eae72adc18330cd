import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useMyPayoutAccount } from '../api/get-my-payout-account';
import { PayoutAccountStatusView } from './PayoutAccountStatusView';
import '../payouts.css';

/** On /profile for cleaners: the payout account's state, the way to finish it, and the earnings page. */
export function PayoutAccountCard() {
  const { t } = useTranslation('payouts');
  const describe = useDescribeError();
  const account = useMyPayoutAccount();
  const location = useLocation();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Back from an expired onboarding link (/account/payouts#payout-account): land on the way to continue.
  useEffect(() => {
    if (location.hash !== '#payout-account') return;
    titleRef.current?.scrollIntoView({ block: 'start' });
    titleRef.current?.focus();
  }, [location.hash]);

  return (
    <section id="payout-account" className="card account-section payout-account-card" aria-labelledby="payout-account-title">
      <h3 id="payout-account-title" ref={titleRef} tabIndex={-1}>
        {t('card.title')}
      </h3>
      {account.isPending ? <PageLoading /> : null}
      {account.isError ? (
        <p className="field__error" role="alert">
          {describe(account.error, t('account.loadFailed'))}
        </p>
      ) : null}
      {account.data ? <PayoutAccountStatusView account={account.data} compact /> : null}
      <p>
        <Link to="/profile/payouts">{t('card.link')}</Link>
      </p>
    </section>
  );
}
