import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useDateTimeFormat } from '../../../lib/use-date-time-format';
import { useSignOut } from '../../auth/use-sign-out';
import { useAcceptTerms } from '../api/accept-terms';
import type { TermsAcceptanceStatus } from '../api/types';
import { LegalLinks } from './LegalLinks';
import '../legal.css';

/** The prompt itself (a lazy chunk: most people never see it). */
export function TermsDialog({ userId, status }: { userId: string; status: TermsAcceptanceStatus }) {
  const { t } = useTranslation(['legal', 'common']);
  const { calendarDate } = useDateTimeFormat();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [english, setEnglish] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptTerms(userId);
  const toast = useToast();
  const describe = useDescribeError();
  const signOut = useSignOut();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const updated = status.acceptance !== null;
  const values = { version: status.currentVersion, date: calendarDate(status.effectiveDate, { weekday: false, year: true }) };

  const onAccept = () => {
    setError(null);
    accept.mutate(
      { version: status.currentVersion, language: english ? 'en' : 'fr' },
      {
        onSuccess: () => toast({ title: t('legal:accept.doneTitle'), description: t('legal:accept.done', { version: status.currentVersion }), variant: 'success' }),
        onError: (e) => setError(describe(e, t('legal:accept.failed'))),
      },
    );
  };

  return (
    <dialog
      ref={ref}
      className="dialog legal-gate"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Blocking: Escape does not close it; the person accepts, reads the texts, or signs out.
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={titleId}>{updated ? t('legal:gate.updatedTitle') : t('legal:gate.title')}</h2>
      <p id={descriptionId}>{updated ? t('legal:gate.updatedText', values) : t('legal:gate.text', values)}</p>
      <LegalLinks englishChosen={english} />
      <CheckboxField label={t('legal:gate.english')} checked={english} onChange={(event) => setEnglish(event.target.checked)} />
      <p className="legal-gate__note">{t('legal:gate.frenchPrevails')}</p>
      <p className="legal-gate__note">
        {t('legal:gate.refuse')} <Link to="/account/account">{t('legal:gate.account')}</Link>
      </p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={signOut}>
          {t('legal:gate.signOut')}
        </button>
        <SubmitButton type="button" busy={accept.isPending} onClick={onAccept}>
          {t('legal:gate.accept')}
        </SubmitButton>
      </div>
    </dialog>
  );
}

