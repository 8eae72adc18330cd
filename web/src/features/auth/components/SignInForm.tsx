import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill, WebAuthnAbortService } from '@simplewebauthn/browser';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, describeError } from '../../../api/api-error';
import type { AuthResult } from '../../../api/types';
import { passkeySignIn } from '../api/passkey-sign-in';
import { userKeys } from '../api/keys';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { postLoginDestination, readLastPath } from '../../../app/last-path';
import { useToast } from '../../../components/toast/toast-context';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLogin } from '../api/login';
import { providerLabel } from '../api/list-sign-in-providers';
import { useAuth } from '../auth-context';
import { CurrentPasswordField, EmailField } from './CredentialFields';
import { useCredentialChecks } from './use-credential-checks';

const FIELDS = ['email', 'password'] as const;

export function SignInForm() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const auth = useAuth();
  const login = useLogin();
  const navigate = useNavigate();
  const toast = useToast();
  const checks = useCredentialChecks();
  const form = useFormErrors(FIELDS);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const queryClient = useQueryClient();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  // Known in the browser only: the server's page has the button, as nearly every browser has WebAuthn,
  // so that nothing moves when the app takes the page over; one without it loses the button then.
  const canUsePasskey = useSyncExternalStore(subscribeToNothing, browserSupportsWebAuthn, () => true);
  // The server's page (docs/decisions.md, "Server rendering") cannot be sent natively before the app runs.
  const hydrated = useHydrated();

  const acceptPasskey = (result: AuthResult) => {
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    toast({ title: t('common:toast.success'), description: t('auth:signIn.success'), variant: 'success' });
    navigate(postLoginDestination(readLastPath()), { replace: true });
    auth.acceptSession(result, false);
  };
  const passkeyFailure = (error: unknown) => {
    // The person closing the browser's prompt is not an error worth a message.
    if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return;
    const code = error instanceof ApiError ? error.code : undefined;
    setPasskeyError(code ? describeError(error, { fallback: t('errors:auth.passkey_failed'), serverError: t('errors:auth.passkey_failed') }) : t('errors:auth.passkey_failed'));
  };

  // Conditional UI: the browser offers this site's passkeys among the email field's suggestions.
  useEffect(() => {
    let active = true;
    void browserSupportsWebAuthnAutofill().then((supported) => {
      if (!supported || !active) return;
      passkeySignIn(true).then(acceptPasskey, (error: unknown) => {
        if (active) passkeyFailure(error);
      });
    });
    return () => {
      active = false;
      WebAuthnAbortService.cancelCeremony();
    };
    // Once per visit of the form; the callbacks only read stable hooks.
  }, []);

  const onPasskey = async () => {
    setPasskeyError(null);
    setPasskeyBusy(true);
    try {
      acceptPasskey(await passkeySignIn(false));
    } catch (error) {
      passkeyFailure(error);
    } finally {
      setPasskeyBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = form.accept({
      email: checks.email(email),
      // Only required: the length rules are for choosing a password, not for typing one already set.
      password: password ? undefined : t('auth:validation.passwordRequired'),
    });
    if (!valid) return;
    try {
      const result = await login.mutateAsync({ email: email.trim(), password, rememberMe });
      // A provider waiting for this password (a pending link) was linked: say so.
      const linked = result.linkedProvider ? t('auth:social.linked', { provider: providerLabel({ id: result.linkedProvider }) }) : null;
      toast({ title: t('common:toast.success'), description: linked ?? t('auth:signIn.success'), variant: 'success' });
      // Navigate and store the user in one render, so this page is never shown signed in.
      navigate(postLoginDestination(readLastPath()), { replace: true });
      auth.acceptSession(result, rememberMe);
    } catch (error) {
      form.fail(error, t('auth:signIn.failed'));
    }
  };

  return (
    <form ref={form.ref} method="post" className="form" noValidate onSubmit={onSubmit}>
      <EmailField label={t('auth:fields.email')} value={email} onChange={setEmail} error={form.errors.email} passkeyAutofill />
      <CurrentPasswordField
        label={t('auth:fields.password')}
        name="password"
        value={password}
        onChange={setPassword}
        error={form.errors.password}
      />
      <div className="form__row form__row--between">
        <CheckboxField label={t('auth:signIn.rememberMe')} checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
        <Link to="/forgot-password">{t('auth:signIn.forgotPassword')}</Link>
      </div>
      <SubmitButton busy={login.isPending} disabled={!hydrated} data-wait-for-app={hydrated ? undefined : ''}>
        {t('auth:signIn.submit')}
      </SubmitButton>
      {canUsePasskey ? (
        <button type="button" className="btn btn--secondary social-sign-in__button" disabled={passkeyBusy} onClick={() => void onPasskey()}>
          {t('auth:passkey.signIn')}
        </button>
      ) : null}
      {passkeyError ? (
        <p className="field__error" role="alert">
          {passkeyError}
        </p>
      ) : null}
    </form>
  );
}

const subscribeToNothing = () => () => {};
