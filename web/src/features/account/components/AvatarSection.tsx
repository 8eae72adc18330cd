import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/types';
import { Avatar } from '../../../components/layout/Avatar';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useUpdateMe } from '../api/update-me';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, AVATAR_MAX_MEGABYTES, avatarFileProblem } from '../avatar-file';
import { useProfileFeedback } from '../use-profile-feedback';

export function AvatarSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const upload = useUploadAvatar();
  const updateMe = useUpdateMe();
  const feedback = useProfileFeedback();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const check = avatarFileProblem(file);
    if (check) {
      setProblem(t(`avatar.problems.${check}`, { max: AVATAR_MAX_MEGABYTES }));
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await upload.mutateAsync(file);
      feedback.succeeded(t('avatar.uploaded'));
    } catch (failure) {
      feedback.failed(failure, t('avatar.uploadFailed'));
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
          <label className="field__label" htmlFor={inputId}>
            {t('avatar.choose')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="file-input"
            type="file"
            accept={AVATAR_ACCEPT}
            onChange={onFileChosen}
            disabled={upload.isPending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${errorId}-hint ${errorId}` : `${errorId}-hint`}
          />
          <p id={`${errorId}-hint`} className="field__hint">
            {t('avatar.hint', { max: AVATAR_MAX_MEGABYTES })}
          </p>
          {problem ? (
            <p id={errorId} className="field__error" role="alert">
              {problem}
            </p>
          ) : null}
          {upload.isPending ? (
            <p className="field__hint" role="status">
              {t('avatar.uploading')}
            </p>
          ) : null}
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
