import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useGiveCleanerFeedback } from '../api/give-cleaner-feedback';
import { useMyCleanerFeedback } from '../api/my-cleaner-feedback';
import type { OpinionKind } from '../api/types';
import { useWithdrawCleanerFeedback } from '../api/withdraw-cleaner-feedback';
import { opinionOf, toggleAction } from '../opinions';
import { useFeedbackClientId } from '../use-feedback-client';
import { FavouriteButton } from './FavouriteButton';
import { ReportCleanerDialog } from './ReportCleanerDialog';
import '../cleaner-feedback.css';

const OPINIONS: readonly OpinionKind[] = ['like', 'dislike', 'not_interested'];

export interface CleanerFeedbackControlsProps {
  cleanerId: string;
  cleanerName: string;
}

/** The favourite heart, like / dislike / not interested toggles and "Signaler", for signed-in clients only (nothing otherwise). */
export function CleanerFeedbackControls(props: CleanerFeedbackControlsProps) {
  const clientId = useFeedbackClientId();
  if (!clientId) return null;
  // Its own boundary: loading this namespace must not blank the whole page while it arrives.
  return (
    <Suspense fallback={null}>
      <ClientControls clientId={clientId} {...props} />
    </Suspense>
  );
}

function ClientControls({ clientId, cleanerId, cleanerName }: CleanerFeedbackControlsProps & { clientId: string }) {
  const { t } = useTranslation(['cleanerFeedback', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const opinions = useMyCleanerFeedback(clientId);
  const give = useGiveCleanerFeedback(clientId);
  const withdraw = useWithdrawCleanerFeedback(clientId);
  const [reporting, setReporting] = useState(false);
  const reportButton = useRef<HTMLButtonElement>(null);
  const current = opinionOf(opinions.data, cleanerId);
  const failed = (error: unknown) => toast({ title: t('common:toast.error'), description: describe(error, t('cleanerFeedback:errors.saveFailed')), variant: 'destructive' });

  const choose = (clicked: OpinionKind) => {
    const action = toggleAction(current, clicked);
    if (action.type === 'withdraw') withdraw.mutate(cleanerId, { onError: failed });
    else give.mutate({ cleanerId, input: { kind: action.kind } }, { onError: failed });
  };

  return (
    <div className="cleaner-feedback" role="group" aria-label={t('cleanerFeedback:controls.group', { name: cleanerName })}>
      <FavouriteButton clientId={clientId} cleanerId={cleanerId} cleanerName={cleanerName} />
      {OPINIONS.map((kind) => (
        <button
          key={kind}
          type="button"
          className={`cleaner-feedback__toggle cleaner-feedback__toggle--${kind}`}
          aria-pressed={current === kind}
          // Until the opinions are known a click could undo an opinion the client cannot see.
          disabled={opinions.isPending}
          onClick={() => choose(kind)}
        >
          {t(`cleanerFeedback:controls.${kind}`)}
        </button>
      ))}
      <button ref={reportButton} type="button" className="cleaner-feedback__toggle cleaner-feedback__report" aria-haspopup="dialog" onClick={() => setReporting(true)}>
        {t('cleanerFeedback:controls.report')}
      </button>
      <ReportCleanerDialog
        open={reporting}
        onClose={() => setReporting(false)}
        clientId={clientId}
        cleanerId={cleanerId}
        cleanerName={cleanerName}
        returnFocusTo={reportButton}
      />
    </div>
  );
}
