import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/types';
import { Avatar } from '../../../components/layout/Avatar';
import { FileUploadButton } from '../../../components/ui/FileUploadButton';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useUpdateMe } from '../api/update-me';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, AVATAR_MAX_MEGABYTES, avatarFileProblem } from '../avatar-file';
import { useProfileFeedback } from '../use-profile-feedback';

export function AvatarSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const upload = useUploadAvatar();
  const updateMe = useUpdateMe();
  const feedback = useProfileFeedback();
  const describe = useDescribeError();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const onFileChosen = async (file: File) => {
    const check = avatarFileProblem(file);
    if (check) {
      setProblem(t(`avatar.problems.${check}`, { max: AVATAR_MAX_MEGABYTES }));
      buttonRef.current?.focus();
      return;
    }
    setProblem(null);
    setSending(file);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      feedback.succeeded(t('avatar.uploaded'));
    } catch (failure) {
      // The spec's destructive toast, and the same words under the control until the next choice.
      feedback.failed(failure, t('avatar.uploadFailed'));
      setProblem(describe(failure, t('avatar.uploadFailed')));
    } finally {
      setSending(null);
      setProgress(null);
    }
  };

  const remove = async () => {
    try {
      await updateMe.mutateAsync({ profilePic: null });
      feedback.succeeded(t('avatar.removed'));
    } catch (failure) {
      feedback.failed(failure);
    }
  };

  return (
    <section className="card account-section" aria-labelledby="avatar-title">
      <h3 id="avatar-title">{t('avatar.title')}</h3>
      <div className="avatar-editor">
        <Avatar user={user} size={96} />
        <div className="avatar-editor__controls">
          <FileUploadButton
            buttonRef={buttonRef}
            label={t('avatar.choose')}
            accept={AVATAR_ACCEPT}
            hint={t('avatar.hint', { max: AVATAR_MAX_MEGABYTES })}
            error={problem}
            file={sending}
            progress={upload.isPending ? (progress ?? 0) : null}
            onSelect={(file) => void onFileChosen(file)}
          />
          {user.profilePic ? (
            <SubmitButton type="button" variant="secondary" busy={updateMe.isPending} onClick={remove}>
              {t('avatar.remove')}
            </SubmitButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}
