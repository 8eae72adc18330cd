import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../api/api-error';
import { useToast } from '../../../components/toast/toast-context';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { useAddPasskey, useMyPasskeys, useRemovePasskey } from '../api/passkeys';

const NAME_MAX = 60;

/** Settings' passkeys (biometric sign-in): add one under a name, see them, remove them. */
export function PasskeysSection() {
  const { t } = useTranslation(['account', 'errors', 'common']);
  const passkeys = useMyPasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const toast = useToast();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const failed = (failure: unknown): string | null => {
    // Closing the browser's prompt is not an error worth a message.
    if (failure instanceof Error && (failure.name === 'NotAllowedError' || failure.name === 'AbortError')) return null;
    return describeError(failure, { fallback: t('errors:auth.passkey_failed'), serverError: t('errors:auth.passkey_failed') });
  };

  const onAdd = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) {
      setError(t('account:passkeys.nameRequired'));
      return;
    }
    try {
      const added = await add.mutateAsync(name.trim());
      setName('');
      toast({ title: t('common:toast.success'), description: t('account:passkeys.added', { name: added.name }), variant: 'success' });
    } catch (failure) {
      setError(failed(failure));
    }
  };

  const onRemove = async (id: string, passkeyName: string) => {
    try {
      await remove.mutateAsync(id);
      toast({ title: t('common:toast.success'), description: t('account:passkeys.removed', { name: passkeyName }), variant: 'success' });
    } catch (failure) {
      toast({ title: t('account:passkeys.removeFailed'), description: failed(failure) ?? '', variant: 'destructive' });
    }
  };

  return (
    <section className="card account-section" aria-labelledby="passkeys-title">
      <h3 id="passkeys-title">{t('account:passkeys.title')}</h3>
      <p>{t('account:passkeys.lead')}</p>
      {passkeys.data && passkeys.data.length > 0 ? (
        <ul className="sign-in-methods">
          {passkeys.data.map((p) => (
            <li key={p.id}>
              <strong>{p.name}</strong> — {t('account:passkeys.addedOn', { date: new Date(p.createdAt).toLocaleDateString() })}{' '}
              <button type="button" className="btn btn--secondary" disabled={remove.isPending} onClick={() => void onRemove(p.id, p.name)}>
                {t('account:passkeys.remove', { name: p.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('account:passkeys.none')}</p>
      )}
      <form className="form" noValidate onSubmit={onAdd}>
        <TextField label={t('account:passkeys.name')} name="passkey-name" autoComplete="off" value={name} maxLength={NAME_MAX} onChange={(e) => setName(e.target.value)} error={error ?? undefined} />
        <SubmitButton busy={add.isPending}>{t('account:passkeys.add')}</SubmitButton>
      </form>
    </section>
  );
}
