import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../../api/api-error';
import { useToast } from '../../../components/toast/toast-context';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { SelectField } from '../../../components/ui/SelectField';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useGiveCleanerFeedback } from '../api/give-cleaner-feedback';
import { COMMENT_MAX_LENGTH, FEEDBACK_REASONS, isFeedbackReason, normalizeComment, reportProblems } from '../opinions';

export interface ReportCleanerDialogProps {
  open: boolean;
  onClose: () => void;
  clientId: string;
  cleanerId: string;
  cleanerName: string;
  returnFocusTo: RefObject<HTMLElement | null>;
}

type Errors = { reason?: string; comment?: string; general?: string };

/** "Signaler": a reason (required) and an optional comment, sent to the console's review queue. */
export function ReportCleanerDialog({ open, onClose, clientId, cleanerId, cleanerName, returnFocusTo }: ReportCleanerDialogProps) {
  const { t } = useTranslation('cleanerFeedback');
  const toast = useToast();
  const describe = useDescribeError();
  const report = useGiveCleanerFeedback(clientId);
  const commentId = useId();
  const counterId = useId();
  const commentErrorId = useId();
  const generalErrorId = useId();
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const close = () => {
    setReason('');
    setComment('');
    setErrors({});
    report.reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = reportProblems(reason, comment);
    if (problems.reason || problems.comment || !isFeedbackReason(reason)) {
      setErrors({
        reason: problems.reason ? t('report.reasonRequired') : undefined,
        comment: problems.comment ? t('report.commentTooLong', { max: COMMENT_MAX_LENGTH }) : undefined,
      });
      return;
    }
    setErrors({});
    report.mutate(
      { cleanerId, input: { kind: 'report', reason, comment: normalizeComment(comment) } },
      {
        onSuccess: () => {
          toast({ title: t('report.sentTitle'), description: t('report.sent'), variant: 'success' });
          close();
        },
        onError: (error) => {
          const fields = fieldErrors(error, ['reason', 'comment'] as const);
          // 429 (too many reports today) and refusals no field explains come with their own message.
          setErrors({ ...fields, general: fields.reason || fields.comment ? undefined : describe(error, t('errors.reportFailed')) });
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={t('report.title', { name: cleanerName })}
      description={t('report.description')}
      cancelLabel={t('report.cancel')}
      confirmLabel={t('report.submit')}
      confirmVariant="primary"
      onSubmit={submit}
      busy={report.isPending}
      returnFocusTo={returnFocusTo}
    >
      <SelectField label={t('report.reason')} required value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason}>
        <option value="">{t('report.chooseReason')}</option>
        {FEEDBACK_REASONS.map((r) => (
          <option key={r} value={r}>
            {t(`reasons.${r}`)}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <label className="field__label" htmlFor={commentId}>
          {t('report.comment')}
        </label>
        <textarea
          id={commentId}
          className="field__input cleaner-feedback__comment"
          rows={4}
          value={comment}
          maxLength={COMMENT_MAX_LENGTH}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${counterId} ${commentErrorId}` : counterId}
          onChange={(e) => setComment(e.target.value)}
        />
        <p id={counterId} className="field__hint">
          {t('report.counter', { count: comment.length, max: COMMENT_MAX_LENGTH })}
        </p>
        {errors.comment ? (
          <p id={commentErrorId} className="field__error">
            {errors.comment}
          </p>
        ) : null}
      </div>
      {errors.general ? (
        <p id={generalErrorId} className="field__error" role="alert">
          {errors.general}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
