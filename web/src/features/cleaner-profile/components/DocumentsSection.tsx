import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { FileUploadButton } from '../../../components/ui/FileUploadButton';
import { SelectField } from '../../../components/ui/SelectField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { useDescribeError } from '../../../lib/use-describe-error';
import { documentFileUrl, useDeleteCleanerDocument } from '../api/delete-cleaner-document';
import { useUploadCleanerDocument } from '../api/upload-cleaner-document';
import type { CleanerDocumentType, CleanerProfile } from '../api/types';
import { issuesByField } from '../field-issues';
import { DOCUMENT_ACCEPT, DOCUMENT_TYPES_LABEL, UPLOAD_MAX_MEGABYTES, uploadProblem } from '../file-checks';
import { DOCUMENT_TYPES } from '../vocabulary';

/** Verification documents: send (PDF, JPG, PNG, 10 MB), see the review, download or withdraw. */
export function DocumentsSection({ profile, onlyType }: { profile: CleanerProfile; onlyType?: CleanerDocumentType }) {
  const { t } = useTranslation(['cleanerProfile', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const upload = useUploadCleanerDocument();
  const remove = useDeleteCleanerDocument();
  const fileButton = useRef<HTMLButtonElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [type, setType] = useState<CleanerDocumentType>(onlyType ?? 'id');
  const [issuedOn, setIssuedOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const documents = onlyType ? profile.documents.filter((d) => d.type === onlyType) : profile.documents;

  /** The file is checked as soon as it is chosen (the server checks the bytes again when it is sent). */
  const onChosen = (chosen: File) => {
    const problem = uploadProblem(chosen, 'document');
    if (problem) {
      setFile(null);
      setErrors({ file: problem === 'type' ? t('cleanerProfile:uploads.invalidType', { types: DOCUMENT_TYPES_LABEL }) : t('cleanerProfile:uploads.tooLarge', { max: UPLOAD_MAX_MEGABYTES }) });
      fileButton.current?.focus();
      return;
    }
    setErrors(({ file: _dropped, ...rest }) => rest);
    setFile(chosen);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setErrors({ file: t('cleanerProfile:documents.fileRequired') });
      fileButton.current?.focus();
      return;
    }
    try {
      await upload.mutateAsync({ type, file, ...(type === 'background_check' && issuedOn ? { issuedOn } : {}), onProgress: setProgress });
      setErrors({});
      setFile(null);
      setIssuedOn('');
      toast({ title: t('cleanerProfile:documents.sentTitle'), description: t('cleanerProfile:documents.sent'), variant: 'success' });
    } catch (error) {
      const issues = issuesByField(error);
      const text = describe(error, t('cleanerProfile:uploads.failed'));
      // A refusal about no one field (a server error, a cut connection) is said under the file too.
      setErrors(Object.keys(issues).length ? issues : { file: text });
      toast({ title: t('common:toast.error'), description: text, variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };

  const withdraw = async (id: string) => {
    try {
      await remove.mutateAsync(id);
    } catch (error) {
      toast({ title: t('common:toast.error'), description: describe(error, t('cleanerProfile:saveFailed')), variant: 'destructive' });
    }
  };

  return (
    <div className="documents">
      <p>
        <strong>{t('cleanerProfile:verification.label')} :</strong> {t(`cleanerProfile:verification.${profile.verification}`)}
      </p>
      {documents.length ? (
        <ul className="documents__list">
          {documents.map((d) => (
            <li key={d.id} className="documents__item">
              <span>
                <strong>{t(`cleanerProfile:options.documentTypes.${d.type}`)}</strong> — {d.filename} —{' '}
                <span className={`status status--${d.status}`}>{t(`cleanerProfile:options.documentStatus.${d.status}`)}</span>
                {d.rejectionReason ? <> — {t('cleanerProfile:documents.reason', { reason: d.rejectionReason })}</> : null}
              </span>
              <span className="documents__actions">
                <a href={documentFileUrl(d.id)} download>
                  {t('cleanerProfile:documents.download', { name: d.filename })}
                </a>
                {d.status !== 'approved' ? (
                  <button type="button" className="btn btn--secondary" onClick={() => void withdraw(d.id)} disabled={remove.isPending}>
                    {t('cleanerProfile:documents.withdraw', { name: d.filename })}
                  </button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('cleanerProfile:documents.none')}</p>
      )}
      <form className="form cleaner-form" onSubmit={onSubmit} noValidate>
        {onlyType ? null : (
          <SelectField label={t('cleanerProfile:documents.type')} value={type} onChange={(ev) => setType(ev.target.value as CleanerDocumentType)} error={errors.type}>
            {DOCUMENT_TYPES.map((d) => (
              <option key={d} value={d}>
                {t(`cleanerProfile:options.documentTypes.${d}`)}
              </option>
            ))}
          </SelectField>
        )}
        {type === 'background_check' ? (
          <TextField label={t('cleanerProfile:documents.issuedOn')} type="date" value={issuedOn} onChange={(ev) => setIssuedOn(ev.target.value)} error={errors.issuedOn} hint={t('cleanerProfile:documents.issuedOnHint')} />
        ) : null}
        <FileUploadButton
          buttonRef={fileButton}
          label={onlyType ? t(`cleanerProfile:documents.choose_${onlyType}`) : t('cleanerProfile:documents.choose')}
          accept={DOCUMENT_ACCEPT}
          hint={t('cleanerProfile:documents.hint', { types: DOCUMENT_TYPES_LABEL, max: UPLOAD_MAX_MEGABYTES })}
          error={errors.file}
          file={file}
          progress={upload.isPending ? (progress ?? 0) : null}
          onSelect={onChosen}
        />
        <div className="form__row">
          <SubmitButton busy={upload.isPending} variant="secondary">
            {t('cleanerProfile:documents.send')}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
