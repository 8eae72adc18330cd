import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSyncMyPayoutAccount } from '../api/payout-account-link';

/**
 * /profile/stripe-connect/return: the provider sends the cleaner back here after onboarding. The
 * account's state is read from the provider now (the webhook may come later), then spec section 2:
 * on to /profile, with the new state in a toast.
 */
export function StripeConnectReturnPage() {
  const { t } = useTranslation(['payouts', 'common']);
  const describe = useDescribeError();
  const toast = useToast();
  const navigate = useNavigate();
  const sync = useSyncMyPayoutAccount();
  const started = useRef(false);
  usePageTitle(t('payouts:return.title'));

  useEffect(() => {
    // Once, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    sync.mutate(undefined, {
      onSuccess: (account) => {
        const status = t(`payouts:account.status.${account.status}`);
        toast({
          title: t('payouts:return.doneTitle'),
          description: account.canReceiveTransfers ? t('payouts:return.ready', { status }) : t('payouts:return.notReady', { status }),
          variant: account.canReceiveTransfers ? 'success' : 'default',
        });
        navigate('/account/payouts#payout-account', { replace: true });
      },
      onError: (failure) => {
        toast({ title: t('common:toast.error'), description: describe(failure, t('payouts:return.failed')), variant: 'destructive' });
        navigate('/account/payouts#payout-account', { replace: true });
      },
    });
  }, []);

  return (
    <div className="container notice-page">
      <h1>{t('payouts:return.title')}</h1>
      <PageLoading />
    </div>
  );
}
