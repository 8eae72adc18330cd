import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoKind } from '../api/types';
import { useUploadBookingPhoto } from '../api/upload-booking-photo';
import { PHOTO_ACCEPT, PHOTO_TYPES_LABEL, UPLOAD_MAX_MEGABYTES, photoFileProblem } from '../photo-file';
import { useActionFeedback } from '../use-action-feedback';

/** One file input per kind; the file is checked here first, then again by the server. */
export function PhotoUpload({ bookingId, kind }: { bookingId: string; kind: PhotoKind }) {
  const { t } = useTranslation(['bookingDetail', 'cleanerProfile']);
  const { succeed, describe } = useActionFeedback();
  const upload = useUploadBookingPhoto();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const check = photoFileProblem(file);
    if (check) {
      setProblem(t(check.key, check.values));
      input.focus();
      return;
    }
    setProblem(null);
    upload.mutate({ id: bookingId, file, kind }, { onSuccess: () => succeed(t('bookingDetail:toast.photoAdded')), onError: (error) => setProblem(describe(error)) });
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('bookingDetail:photos.add', { kind: t(`bookingDetail:photos.${kind}`) })}
      </label>
      <input
        id={id}
        className="file-input"
        type="file"
        accept={PHOTO_ACCEPT}
        onChange={onChosen}
        disabled={upload.isPending}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('bookingDetail:photos.hint', { types: PHOTO_TYPES_LABEL, max: UPLOAD_MAX_MEGABYTES })}
      </p>
      {problem ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {upload.isPending ? (
        <p className="field__hint" role="status">
          {t('bookingDetail:photos.uploading')}
        </p>
      ) : null}
    </div>
  );
}
