import { Suspense, useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { currentLanguage } from '../../../i18n/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { EMAIL_MAX_LENGTH, signupLegalLinks, signupProblems } from '../signup-form';
import '../newsletter.css';

const FIELDS = ['email', 'acceptTerms'] as const;

/**
 * The home page's newsletter sign-up (spec sections 2 and 5): a valid email and accepted terms; the
 * server emails a confirmation link (double opt-in). Its texts load on their own, so the rest of the
 * page does not wait for them.
 */
export function NewsletterSignup() {
  return (
    <Suspense fallback={null}>
      <NewsletterSignupForm />
    </Suspense>
  );
}

function NewsletterSignupForm() {
  const { t, i18n } = useTranslation('newsletter');
  const titleId = useId();
  const subscribe = useSubscribeNewsletter();
  const form = useFormErrors(FIELDS);
  const [email, setEmail] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  // The texts open in the page's language (the instance the page renders with, server side too), like the terms prompt's links.
  const language = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'fr';
  const legal = signupLegalLinks(language);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    const problems = signupProblems({ email, acceptTerms });
    const texts = { email: problems.email && t(`signup.${problems.email}`), acceptTerms: problems.acceptTerms && t(`signup.${problems.acceptTerms}`) };
    if (!form.accept(texts)) return;
    try {
      await subscribe.mutateAsync({ email: email.trim(), acceptTerms, locale: currentLanguage(), ...(website ? { website } : {}) });
      setSent(true);
    } catch (failure) {
      // Spec section 8: a failed subscription says so in one sentence; field errors stay on their fields.
      form.fail(failure, t('signup.failed'), () => setFailed(true));
    }
  };

  return (
    <section className="container newsletter-signup" aria-labelledby={titleId}>
      <div className="card newsletter-signup__card">
        <h2 id={titleId}>{t('signup.title')}</h2>
        {sent ? (
          <div className="notice notice--success" role="status">
            <p>{t('signup.sent')}</p>
          </div>
        ) : (
          <>
            <p>{t('signup.lead')}</p>
            {/* POST and inert until the app runs: the email never goes into the address bar (issue #41). */}
            <form ref={form.ref} method="post" className="form" noValidate onSubmit={onSubmit}>
              <TextField
                label={t('signup.email')}
                type="email"
                name="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={EMAIL_MAX_LENGTH}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={form.errors.email}
              />
              <CheckboxField
                name="acceptTerms"
                checked={acceptTerms}
                onChange={(e) => setAcceptTerms(e.target.checked)}
                error={form.errors.acceptTerms}
                label={
                  <Trans
                    t={t}
                    i18nKey="signup.terms"
                    components={{ termsLink: <Link to={legal.terms} hrefLang={language} />, privacyLink: <Link to={legal.privacy} hrefLang={language} /> }}
                  />
                }
              />
              <div className="newsletter-signup__trap" aria-hidden="true">
                <label>
                  {t('signup.honeypot')}
                  <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
                </label>
              </div>
              {failed ? (
                <p className="notice notice--error" role="alert">
                  {t('signup.failed')}
                </p>
              ) : null}
              <SubmitButton busy={subscribe.isPending} disabled={!hydrated} data-wait-for-app={hydrated ? undefined : ''}>{t('signup.submit')}</SubmitButton>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
