import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-context';
import { useDescribeError } from '../../lib/use-describe-error';

/**
 * Spec section 8: profile changes end with "Profile updated" or a destructive toast titled
 * Error with the server's message (or error code), else a fallback; non-JSON answers say so.
 */
export function useProfileFeedback() {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const describe = useDescribeError();

  const succeeded = useCallback(
    (description?: string, title?: string) =>
      toast({
        title: title ?? t('account:toast.updatedTitle'),
        description: description ?? t('account:toast.updated'),
        variant: 'success',
      }),
    [t, toast],
  );

  const failed = useCallback(
    (error: unknown, fallback?: string) =>
      toast({
        title: t('common:toast.error'),
        description: describe(error, fallback ?? t('account:toast.updateFailed')),
        variant: 'destructive',
      }),
    [t, toast, describe],
  );

  return { succeeded, failed };
}
