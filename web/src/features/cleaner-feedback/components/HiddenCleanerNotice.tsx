import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useMyCleanerFeedback } from '../api/my-cleaner-feedback';
import { useWithdrawCleanerFeedback } from '../api/withdraw-cleaner-feedback';
import { opinionOf } from '../opinions';
import { useFeedbackClientId } from '../use-feedback-client';
import '../cleaner-feedback.css';

/** True when this recommendation card should give way to the "not interested" notice. */
export function useHiddenByFeedback(cleanerId: string, hideable: boolean): boolean {
  const clientId = useFeedbackClientId();
  const opinions = useMyCleanerFeedback(hideable ? clientId : null);
  return hideable && clientId !== null && opinionOf(opinions.data, cleanerId) === 'not_interested';
}

/** Stands in for a recommendation marked "Pas intéressé(e)", with "Annuler" to withdraw it. */
export function HiddenCleanerNotice(props: { cleanerId: string; cleanerName: string }) {
  // Its own boundary, like the controls: the namespace may not be loaded yet on a fresh page.
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}

function Notice({ cleanerId, cleanerName }: { cleanerId: string; cleanerName: string }) {
  const { t } = useTranslation(['cleanerFeedback', 'common']);
  const clientId = useFeedbackClientId();
  const toast = useToast();
  const describe = useDescribeError();
  const withdraw = useWithdrawCleanerFeedback(clientId ?? '');
  const undo = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The clicked button left with the card: keep keyboard users here rather than at the page top.
    if (document.activeElement === null || document.activeElement === document.body) undo.current?.focus();
  }, []);

  return (
    <div className="card cleaner-feedback-hidden">
      <p role="status">{t('cleanerFeedback:hidden.text', { name: cleanerName })}</p>
      <button
        ref={undo}
        type="button"
        className="btn btn--secondary"
        disabled={withdraw.isPending}
        onClick={() =>
          withdraw.mutate(cleanerId, {
            onError: (error) => toast({ title: t('common:toast.error'), description: describe(error, t('cleanerFeedback:errors.saveFailed')), variant: 'destructive' }),
          })
        }
      >
        {t('cleanerFeedback:hidden.undo')}
      </button>
    </div>
  );
}
