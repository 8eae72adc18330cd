import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, isErrorBody } from '../../../api/api-error';
import cleanerArt from '../../../assets/role-cleaner.svg';
import clientArt from '../../../assets/role-client.svg';
import { useToast } from '../../../components/toast/toast-context';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { usePageTitle } from '../../../lib/use-page-title';
import { FALLBACK_BRAND_NAME, useBrand } from '../../brand/api/get-brand';
import { useSelectRole, type SelectableRole } from '../api/select-role';

const CHOICES: ReadonlyArray<{ role: SelectableRole; art: string }> = [
  { role: 'client', art: clientArt },
  { role: 'cleaner', art: cleanerArt },
];

/** Spec section 2 (Role selection): nothing chosen at first; Continue acts only with a choice. */
export function SelectRolePage() {
  const { t } = useTranslation(['auth', 'common']);
  const toast = useToast();
  const selectRole = useSelectRole();
  const brandName = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  const [role, setRole] = useState<SelectableRole | null>(null);
  const [leaving, setLeaving] = useState(false);
  usePageTitle(t('auth:selectRole.title', { brand: brandName }));

  const busy = selectRole.isPending || leaving;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!role || busy) return;
    selectRole.mutate(role, {
      onSuccess: (result) => {
        // Stays busy while the browser leaves for the onboarding page.
        setLeaving(true);
        window.location.assign(result.redirectTo);
      },
      onError: (error) => {
        const serverMessage = error instanceof ApiError && isErrorBody(error.body) ? error.body.message : '';
        toast({
          title: t('auth:errorTitle'),
          description: serverMessage || t('auth:selectRole.failed'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <div className="container select-role-page">
      <form className="card select-role" onSubmit={onSubmit}>
        <h1>{t('auth:selectRole.title', { brand: brandName })}</h1>
        <fieldset className="role-choices">
          <legend className="role-choices__legend">{t('auth:selectRole.legend')}</legend>
          {CHOICES.map((choice) => (
            <label key={choice.role} className="role-card">
              <input
                type="radio"
                name="role"
                value={choice.role}
                checked={role === choice.role}
                onChange={() => setRole(choice.role)}
                disabled={busy}
              />
              <img className="role-card__art" src={choice.art} alt="" width={160} height={120} />
              <span className="role-card__title">{t(`auth:selectRole.${choice.role}.title`)}</span>
              <span className="role-card__description">{t(`auth:selectRole.${choice.role}.description`)}</span>
            </label>
          ))}
        </fieldset>
        <p className="select-role__terms">
          <Trans t={t} i18nKey="auth:selectRole.terms" components={{ termsLink: <Link to="/terms" /> }} />
        </p>
        <SubmitButton busy={busy} disabled={role === null}>
          {t('auth:selectRole.continue')}
        </SubmitButton>
      </form>
    </div>
  );
}
