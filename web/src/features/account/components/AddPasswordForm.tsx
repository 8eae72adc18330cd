import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormErrors } from '../../../lib/use-form-errors';
import { ConfirmPasswordField, NewPasswordField } from '../../auth/components/CredentialFields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../auth/validation';
import { useAddPassword } from '../api/sign-in-methods';

type Field = 'newPassword' | 'confirm';
const SERVER_FIELDS: readonly Field[] = ['newPassword'];

/** "Ajouter un mot de passe": for accounts that sign in with a provider or a passkey only. */
export function AddPasswordForm() {
  const { t } = useTranslation(['account', 'common']);
  const addPassword = useAddPassword();
  const toast = useToast();
  const form = useFormErrors(SERVER_FIELDS);
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const length = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
    const valid = form.accept({
      newPassword: passwordProblem(newPassword) ? t('account:validation.passwordLength', length) : undefined,
      confirm: confirm === newPassword ? undefined : t('account:validation.passwordsDiffer'),
    });
    if (!valid) return;
    try {
      await addPassword.mutateAsync({ newPassword });
      setNewPassword('');
      setConfirm('');
      toast({ title: t('common:toast.success'), description: t('account:addPassword.added'), variant: 'success' });
    } catch (failure) {
      form.fail(failure, t('account:addPassword.failed'));
    }
  };

  return (
    <section className="card account-section" aria-labelledby="add-password-title">
      <h3 id="add-password-title">{t('account:addPassword.title')}</h3>
      <p>{t('account:addPassword.lead')}</p>
      <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
        <NewPasswordField
          label={t('account:password.new')}
          hint={t('account:password.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
          value={newPassword}
          onChange={setNewPassword}
          error={form.errors.newPassword}
        />
        <ConfirmPasswordField label={t('account:password.confirm')} value={confirm} onChange={setConfirm} error={form.errors.confirm} />
        <SubmitButton busy={addPassword.isPending}>{t('account:addPassword.submit')}</SubmitButton>
      </form>
    </section>
  );
}
