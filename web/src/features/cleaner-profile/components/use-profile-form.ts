import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { focusFirstInvalid } from '../../../lib/focus-first-error';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useUpdateMyCleanerProfile } from '../api/update-my-cleaner-profile';
import type { CleanerProfile, CleanerProfilePatch } from '../api/types';
import { issuesByField } from '../field-issues';

/**
 * Saves part of the profile: field errors from the server go beside their fields (and focus moves
 * to the first), the server's message goes to a destructive toast.
 */
export function useProfileForm(onSaved: (profile: CleanerProfile) => void | Promise<void>) {
  const { t } = useTranslation(['cleanerProfile', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const update = useUpdateMyCleanerProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const fail = useCallback(
    (error: unknown, clientErrors?: Record<string, string>) => {
      const issues = clientErrors ?? issuesByField(error);
      setErrors(issues);
      // Some rules concern what this form does not show (e.g. the age, on the account): the toast names them all.
      const details = [...new Set(Object.values(issues))].join(' ');
      const summary = clientErrors ? t('cleanerProfile:checkFields') : describe(error, t('cleanerProfile:saveFailed'));
      toast({ title: t('common:toast.error'), description: details ? t('cleanerProfile:withDetails', { summary, details }) : summary, variant: 'destructive' });
      focusFirstInvalid(formRef.current);
    },
    [describe, t, toast],
  );

  const save = useCallback(
    async (patch: CleanerProfilePatch) => {
      setBusy(true);
      try {
        const profile = await update.mutateAsync(patch);
        setErrors({});
        await onSaved(profile);
      } catch (error) {
        fail(error);
      } finally {
        setBusy(false);
      }
    },
    [fail, onSaved, update],
  );

  return { formRef, errors, setErrors, busy, save, fail };
}
