import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../../api/api-error';
import { useToast } from '../../../components/toast/toast-context';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { focusFirstInvalid } from '../../../lib/focus-first-error';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../auth/validation';
import { useChangePassword } from '../api/change-password';
import { useProfileFeedback } from '../use-profile-feedback';

type Field = 'currentPassword' | 'newPassword' | 'confirm';
const SERVER_FIELDS = ['currentPassword', 'newPassword'] as const;

export function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'common']);
  const changePassword = useChangePassword();
  const feedback = useProfileFeedback();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!currentPassword) found.currentPassword = t('account:validation.currentPasswordRequired');
    if (passwordProblem(newPassword)) found.newPassword = t('account:validation.passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
    if (confirm !== newPassword) found.confirm = t('account:validation.passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      setConfirm('');
      toast({ title: t('common:toast.success'), description: t('account:password.changed'), variant: 'success' });
    } catch (failure) {
      const fromServer = fieldErrors(failure, SERVER_FIELDS);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstInvalid(formRef.current);
      } else {
        feedback.failed(failure, t('account:password.failed'));
      }
    }
  };

  return (
    <section className="card account-section" aria-labelledby="change-password-title">
      <h3 id="change-password-title">{t('account:password.title')}</h3>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('account:password.current')}
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={errors.currentPassword}
        />
        <TextField
          label={t('account:password.new')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          hint={t('account:password.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
          error={errors.newPassword}
        />
        <TextField
          label={t('account:password.confirm')}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
        />
        <SubmitButton busy={changePassword.isPending}>{t('account:password.submit')}</SubmitButton>
      </form>
    </section>
  );
}
