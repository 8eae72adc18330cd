import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../components/toast/toast-context';

/** Spec section 2: `?message=` and `?error=` on any page become a toast, then leave the address. */
export function QueryParamToasts() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const message = params.get('message');
    const error = params.get('error');
    if (message === null && error === null) return;
    if (error) toast({ title: t('toast.error'), description: error, variant: 'destructive' });
    else if (message) toast({ title: t('toast.success'), description: message, variant: 'success' });
    params.delete('message');
    params.delete('error');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
    // Only a new query string matters; the rest is read from the same location.
  }, [location.search]);

  return null;
}
