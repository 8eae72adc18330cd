import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../api/api-error';

/** `describe(error, fallback)`: the text to show for a failed call (see describeError). */
export function useDescribeError(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('common');
  return useCallback((error: unknown, fallback: string) => describeError(error, { fallback, serverError: t('errors.server') }), [t]);
}
