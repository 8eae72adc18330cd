import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormErrors } from '../../../lib/use-form-errors';
import { ConfirmPasswordField, CurrentPasswordField, NewPasswordField } from '../../auth/components/CredentialFields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../auth/validation';
import { useChangePassword } from '../api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'confirm';
// The confirmation never leaves the browser, so the server can only name the other two.
const SERVER_FIELDS: readonly Field[] = ['currentPassword', 'newPassword'];

export function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'common']);
  const changePassword = useChangePassword();
  const toast = useToast();
  const form = useFormErrors(SERVER_FIELDS);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const length = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
    const valid = form.accept({
      currentPassword: currentPassword ? undefined : t('account:validation.currentPasswordRequired'),
      newPassword: passwordProblem(newPassword) ? t('account:validation.passwordLength', length) : undefined,
      confirm: confirm === newPassword ? undefined : t('account:validation.passwordsDiffer'),
    });
    if (!valid) return;
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      setConfirm('');
      toast({ title: t('common:toast.success'), description: t('account:password.changed'), variant: 'success' });
    } catch (failure) {
      form.fail(failure, t('account:password.failed'));
    }
  };

  return (
    <section className="card account-section" aria-labelledby="change-password-title">
      <h3 id="change-password-title">{t('account:password.title')}</h3>
      <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
        <CurrentPasswordField
          label={t('account:password.current')}
          value={currentPassword}
          onChange={setCurrentPassword}
          error={form.errors.currentPassword}
        />
        <NewPasswordField
          label={t('account:password.new')}
          hint={t('account:password.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
          value={newPassword}
          onChange={setNewPassword}
          error={form.errors.newPassword}
        />
        <ConfirmPasswordField label={t('account:password.confirm')} value={confirm} onChange={setConfirm} error={form.errors.confirm} />
        <SubmitButton busy={changePassword.isPending}>{t('account:password.submit')}</SubmitButton>
      </form>
    </section>
  );
}
