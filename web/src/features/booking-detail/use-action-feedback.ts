import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-context';
import { useDescribeError } from '../../lib/use-describe-error';

/** Toasts after a booking action: a success text, or the API's own message on failure. */
export function useActionFeedback() {
  const { t } = useTranslation(['bookingDetail', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const succeed = useCallback(
    (description: string) => toast({ title: t('bookingDetail:toast.successTitle'), description, variant: 'success' }),
    [t, toast],
  );
  const fail = useCallback(
    (error: unknown) => toast({ title: t('common:toast.error'), description: describe(error, t('bookingDetail:errors.actionFailed')), variant: 'destructive' }),
    [t, toast, describe],
  );
  return { succeed, fail, describe: (error: unknown) => describe(error, t('bookingDetail:errors.actionFailed')) };
}
