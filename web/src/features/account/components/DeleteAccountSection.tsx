import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useDescribeError } from '../../../lib/use-describe-error';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { TextField } from '../../../components/ui/TextField';
import { useAuth } from '../../auth/auth-context';
import { DELETE_CONFIRMATION_WORD, useDeleteMe } from '../api/delete-me';

/** Spec section 5: deletion asks the person to type SUPPRIMER exactly, in both languages. */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const auth = useAuth();
  const navigate = useNavigate();
  const deleteMe = useDeleteMe();
  const openerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  // A refusal (visits still open) is read in the dialog the person is looking at, not in a toast behind it (issue #42).
  const [refusal, setRefusal] = useState<string | null>(null);
  const describe = useDescribeError();

  const open = () => {
    setConfirmation('');
    setRefusal(null);
    setOpen(true);
  };

  const close = () => setOpen(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirmation !== DELETE_CONFIRMATION_WORD) return;
    try {
      await deleteMe.mutateAsync(confirmation);
      close();
      // Leave the account page and forget the session in the same render.
      navigate(`/?message=${encodeURIComponent(t('delete.done'))}`, { replace: true });
      auth.forget();
    } catch (failure) {
      setRefusal(describe(failure, t('delete.failed')));
    }
  };

  const matches = confirmation === DELETE_CONFIRMATION_WORD;

  return (
    <section className="card account-section account-section--danger" aria-labelledby="delete-account-title">
      <h3 id="delete-account-title">{t('delete.title')}</h3>
      <p>{t('delete.lead')}</p>
      <button ref={openerRef} type="button" className="btn btn--danger" onClick={open}>
        {t('delete.open')}
      </button>
      <ConfirmDialog
        open={isOpen}
        onClose={close}
        returnFocusTo={openerRef}
        title={t('delete.dialogTitle')}
        description={t('delete.dialogText', { word: DELETE_CONFIRMATION_WORD })}
        cancelLabel={t('delete.cancel')}
        confirmLabel={t('delete.confirm')}
        onSubmit={onSubmit}
        busy={deleteMe.isPending}
        confirmDisabled={!matches}
      >
        <TextField
          label={t('delete.confirmLabel', { word: DELETE_CONFIRMATION_WORD })}
          name="confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        {refusal ? (
          <div className="notice notice--error" role="alert" data-testid="delete-refusal">
            <p>{refusal}</p>
            <p>
              <Link to="/bookings" onClick={close}>
                {t('delete.toBookings')}
              </Link>
            </p>
          </div>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
