import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast-context';

/**
 * /profile/stripe-connect/refresh: the onboarding link expired or was already used. Spec section 2
 * sends the cleaner to /profile, where the payout card takes the focus with "Continuer la configuration".
 */
export function StripeConnectRefreshPage() {
  const { t } = useTranslation('payouts');
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ title: t('refresh.title'), description: t('refresh.text') });
  }, []);
  return <Navigate to="/profile#payout-account" replace />;
}
