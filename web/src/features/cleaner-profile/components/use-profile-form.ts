import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { focusFirstInvalid } from '../../../lib/focus-first-error';
import { useDescribeError } from '../../../lib/use-describe-error';
import { updateMyCleanerProfile, useUpdateMyCleanerProfile, type ProfileSaveOptions } from '../api/update-my-cleaner-profile';
import type { CleanerProfile, CleanerProfilePatch } from '../api/types';
import { issuesByField } from '../field-issues';
import { mergeProblems } from '../form-problems';

/**
 * Saves part of the profile: field errors from the server go beside their fields (and focus moves
 * to the first), the server's message goes to a destructive toast. Every problem shows at once
 * (issue #40: fixing one made new ones appear): the form's own checks are sent with the patch to
 * the server's check (`validateOnly`), and in onboarding the server adds what the step still misses
 * (`forStep`). A field's error goes as soon as the field changes (`clear`).
 */
export function useProfileForm(onSaved: (profile: CleanerProfile) => void | Promise<void>, forStep?: ProfileSaveOptions['forStep']) {
  const { t } = useTranslation(['cleanerProfile', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const update = useUpdateMyCleanerProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const show = useCallback(
    (issues: Record<string, string>, summary: string) => {
      setErrors(issues);
      // Some rules concern what this form does not show (e.g. the age, on the account): the toast names them all.
      const details = [...new Set(Object.values(issues))].join(' ');
      toast({ title: t('common:toast.error'), description: details ? t('cleanerProfile:withDetails', { summary, details }) : summary, variant: 'destructive' });
      focusFirstInvalid(formRef.current);
    },
    [t, toast],
  );

  const fail = useCallback(
    (error: unknown, clientErrors?: Record<string, string>) => {
      show(clientErrors ?? issuesByField(error), clientErrors ? t('cleanerProfile:checkFields') : describe(error, t('cleanerProfile:saveFailed')));
    },
    [describe, show, t],
  );

  const save = useCallback(
    async (patch: CleanerProfilePatch, clientErrors: Record<string, string> = {}) => {
      setBusy(true);
      try {
        if (Object.keys(clientErrors).length) {
          // The form's own problems with the server's, in one round; nothing is saved.
          let fromServer: Record<string, string> = {};
          try {
            await updateMyCleanerProfile(patch, { ...(forStep ? { forStep } : {}), validateOnly: true });
          } catch (error) {
            fromServer = issuesByField(error);
          }
          show(mergeProblems(clientErrors, fromServer), t('cleanerProfile:checkFields'));
          return;
        }
        const profile = await update.mutateAsync({ patch, options: forStep ? { forStep } : {} });
        setErrors({});
        await onSaved(profile);
      } catch (error) {
        fail(error);
      } finally {
        setBusy(false);
      }
    },
    [fail, forStep, onSaved, show, t, update],
  );

  const drop = useCallback((gone: (field: string) => boolean) => {
    setErrors((current) => {
      const kept = Object.fromEntries(Object.entries(current).filter(([k]) => !gone(k)));
      return Object.keys(kept).length === Object.keys(current).length ? current : kept;
    });
  }, []);
  /** Removes the errors of these fields and of their parts (`serviceCities.0` clears `serviceCities.0.hourlyRateCents`). */
  const clear = useCallback((...keys: string[]) => drop((k) => keys.some((key) => k === key || k.startsWith(`${key}.`))), [drop]);
  /** Removes the errors of exactly these fields (a list's own error, not its rows'). */
  const clearOnly = useCallback((...keys: string[]) => drop((k) => keys.includes(k)), [drop]);

  return { formRef, errors, setErrors, busy, save, fail, clear, clearOnly };
}
