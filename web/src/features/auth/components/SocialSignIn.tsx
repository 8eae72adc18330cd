import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { providerLabel, socialStartUrl, useSignInProviders } from '../api/list-sign-in-providers';

/**
 * The social sign-in buttons (only configured providers), and what the server said when it sent the
 * browser back here: a failure (`socialError`) or a link to confirm with the password (`link`).
 */
export function SocialSignIn() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const providers = useSignInProviders().data ?? [];
  const error = params.get('socialError');
  const pendingLink = params.get('link');
  const pendingName = pendingLink ? providerLabel({ id: pendingLink, label: providers.find((p) => p.id === pendingLink)?.label ?? null }) : null;

  return (
    <>
      {error ? (
        <div className="notice notice--error" role="alert">
          <p>{t(`errors:${error}`, { defaultValue: t('errors:auth.social_failed') })}</p>
        </div>
      ) : null}
      {pendingName ? (
        <div className="notice notice--success" role="status">
          <p>{t('auth:social.linkPending', { provider: pendingName })}</p>
        </div>
      ) : null}
      {providers.length > 0 ? (
        <div className="social-sign-in" aria-label={t('auth:social.label')} role="group">
          <p className="social-sign-in__or">{t('auth:social.or')}</p>
          {providers.map((provider) => (
            <a key={provider.id} className="btn btn--secondary social-sign-in__button" href={socialStartUrl(provider.id)}>
              {t('auth:social.continueWith', { provider: providerLabel(provider) })}
            </a>
          ))}
        </div>
      ) : null}
    </>
  );
}
