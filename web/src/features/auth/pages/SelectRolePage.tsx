import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, isErrorBody } from '../../../api/api-error';
import cleanerArt from '../../../assets/role-cleaner.svg';
import clientArt from '../../../assets/role-client.svg';
import { useToast } from '../../../components/toast/toast-context';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { currentLanguage } from '../../../i18n/i18n';
import { useLegalSummary } from '../../legal/api/get-legal-summary';
import { TermsAcceptLabel } from '../../legal/components/TermsAcceptLabel';
import { useTermsAcceptance } from '../../legal/api/get-terms-acceptance';
import { useCurrentUser } from '../auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { FALLBACK_BRAND_NAME, useBrand } from '../../brand/api/get-brand';
import { useSelectRole, type SelectableRole } from '../api/select-role';

const CHOICES: ReadonlyArray<{ role: SelectableRole; art: string }> = [
  { role: 'client', art: clientArt },
  { role: 'cleaner', art: cleanerArt },
];

/** The server refused the role for want of the terms' acceptance (a field issue on `body.acceptTerms`). */
function termsRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || !isErrorBody(error.body)) return false;
  return (error.body.details ?? []).some((d) => d.code === 'auth.terms_required');
}

/** Spec section 2 (Role selection): nothing chosen at first; Continue acts only with a choice. */
export function SelectRolePage() {
  const { t } = useTranslation(['auth', 'common']);
  const toast = useToast();
  const selectRole = useSelectRole();
  const brandName = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  const [role, setRole] = useState<SelectableRole | null>(null);
  const [leaving, setLeaving] = useState(false);
  // An account from a social sign-in has not accepted the terms yet: it ticks them here, expressly
  // (the French version binds unless English is chosen, Charter of the French language s. 55).
  const userId = useCurrentUser()?.id ?? null;
  const termsStatus = useTermsAcceptance(userId);
  // The server has the last word (400 auth.terms_required): once it asks, the box shows.
  const [serverAskedTerms, setServerAskedTerms] = useState(false);
  // Unknown (the status could not be read; reads are not retried) counts as "must accept": a page that
  // drew the implied-consent line instead would send a role the server refuses, with no box to tick.
  const mustAccept = serverAskedTerms || (termsStatus.data ? !termsStatus.data.accepted : termsStatus.isError);
  const terms = useLegalSummary().data?.terms;
  const english = currentLanguage() === 'en';
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [termsEnglish, setTermsEnglish] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>(undefined);
  usePageTitle(t('auth:selectRole.title', { brand: brandName }));

  const busy = selectRole.isPending || leaving;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!role || busy) return;
    if (mustAccept && !acceptTerms) {
      setTermsError(t('auth:validation.termsRequired'));
      return;
    }
    const input = mustAccept
      ? { role, acceptTerms: true, ...(terms ? { termsVersion: terms.version } : {}), termsLanguage: english && termsEnglish ? ('en' as const) : ('fr' as const) }
      : { role };
    // The promise rather than mutate()'s own callbacks, which run only while this page is still
    // subscribed when the answer comes. useSelectRole has stored the user with the new role by then
    // (its onSuccess is awaited first): the next page reads the role from there.
    selectRole.mutateAsync(input).then(
      (result) => {
        setLeaving(true);
        window.location.assign(result.redirectTo);
      },
      (error: unknown) => {
        if (termsRequired(error)) {
          setServerAskedTerms(true);
          setTermsError(t('auth:validation.termsRequired'));
          return;
        }
        const serverMessage = error instanceof ApiError && isErrorBody(error.body) ? error.body.message : '';
        toast({
          title: t('auth:errorTitle'),
          description: serverMessage || t('auth:selectRole.failed'),
          variant: 'destructive',
        });
      },
    );
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
        {mustAccept ? (
          <>
            <CheckboxField
              name="acceptTerms"
              required
              checked={acceptTerms}
              onChange={(event) => {
                setAcceptTerms(event.target.checked);
                setTermsError(undefined);
              }}
              error={termsError}
              label={<TermsAcceptLabel englishChosen={english && termsEnglish} />}
            />
            {english ? (
              <CheckboxField name="termsEnglish" checked={termsEnglish} onChange={(event) => setTermsEnglish(event.target.checked)} label={t('auth:signUp.termsEnglish')} />
            ) : null}
          </>
        ) : (
          <p className="select-role__terms">
            <Trans t={t} i18nKey="auth:selectRole.terms" components={{ termsLink: <Link to="/terms" /> }} />
          </p>
        )}
        <SubmitButton busy={busy} disabled={role === null || termsStatus.isLoading}>
          {t('auth:selectRole.continue')}
        </SubmitButton>
      </form>
    </div>
  );
}
