import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadButton } from '../../../components/ui/FileUploadButton';
import type { PhotoKind } from '../api/types';
import { useUploadBookingPhoto } from '../api/upload-booking-photo';
import { PHOTO_ACCEPT, PHOTO_TYPES_LABEL, UPLOAD_MAX_MEGABYTES, photoFileProblem } from '../photo-file';
import { useActionFeedback } from '../use-action-feedback';
import { isConnectionFailure, queueAction } from '../offline/send-or-queue';
import type { WorkQueue } from '../offline/use-work-queue';

/**
 * One upload control per kind; the file is checked here first, then again by the server, and sent at once with its progress.
 * Without a connection the photo waits on the device (`queue`, issue #34) and leaves when the connection returns.
 */
export function PhotoUpload({ bookingId, kind, queue = null }: { bookingId: string; kind: PhotoKind; queue?: WorkQueue | null }) {
  const { t } = useTranslation(['bookingDetail', 'cleanerProfile']);
  const { succeed, describe } = useActionFeedback();
  const upload = useUploadBookingPhoto();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const onSelect = (file: File) => {
    const check = photoFileProblem(file);
    if (check) {
      setProblem(t(check.key, check.values));
      buttonRef.current?.focus();
      return;
    }
    setProblem(null);
    const idempotencyKey = crypto.randomUUID();
    const wait = () =>
      queueAction(bookingId, { kind: 'photo', photoKind: kind, file, fileName: file.name }, idempotencyKey).then(
        () => succeed(t('bookingDetail:offline.photoQueued')),
        (error: unknown) => setProblem(describe(error)),
      );
    if (queue && (!navigator.onLine || queue.pending.length > 0)) {
      void wait();
      return;
    }
    setSending(file);
    upload.mutate(
      { id: bookingId, file, kind, onProgress: setProgress, idempotencyKey },
      {
        onSuccess: () => succeed(t('bookingDetail:toast.photoAdded')),
        onError: (error) => {
          if (queue && isConnectionFailure(error)) void wait();
          else setProblem(describe(error));
        },
        onSettled: () => {
          setSending(null);
          setProgress(null);
        },
      },
    );
  };

  return (
    <FileUploadButton
      buttonRef={buttonRef}
      label={t('bookingDetail:photos.add', { kind: t(`bookingDetail:photos.${kind}`) })}
      accept={PHOTO_ACCEPT}
      hint={t('bookingDetail:photos.hint', { types: PHOTO_TYPES_LABEL, max: UPLOAD_MAX_MEGABYTES })}
      error={problem}
      file={sending}
      progress={upload.isPending ? (progress ?? 0) : null}
      onSelect={onSelect}
    />
  );
}
