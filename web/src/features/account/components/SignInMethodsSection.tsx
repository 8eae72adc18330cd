import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { describeError } from '../../../api/api-error';
import { useToast } from '../../../components/toast/toast-context';
import { providerLabel, socialStartUrl } from '../../auth/api/list-sign-in-providers';
import { useSignInMethods, useUnlinkProvider } from '../api/sign-in-methods';

/**
 * Settings' ways to sign in: the password, the linked providers (removable while another way
 * remains: the server refuses the last one) and the configured providers not linked yet.
 */
export function SignInMethodsSection() {
  const { t } = useTranslation(['account', 'errors', 'common']);
  const methods = useSignInMethods();
  const unlink = useUnlinkProvider();
  const toast = useToast();
  const [params, setParams] = useSearchParams();

  // Back from the provider: `linked` or `socialError`, told once, then taken off the address.
  const linked = params.get('linked');
  const socialError = params.get('socialError');
  useEffect(() => {
    if (!linked && !socialError) return;
    if (linked) toast({ title: t('common:toast.success'), description: t('account:signInMethods.linked', { provider: providerLabel({ id: linked }) }), variant: 'success' });
    else toast({ title: t('account:signInMethods.failed'), description: t(`errors:${socialError}`, { defaultValue: t('errors:auth.social_failed') }), variant: 'destructive' });
    const next = new URLSearchParams(params);
    next.delete('linked');
    next.delete('socialError');
    setParams(next, { replace: true });
  }, [linked, socialError, params, setParams, t, toast]);

  const data = methods.data;
  if (!data) return null;
  const labelOf = (id: string) => providerLabel({ id, label: data.available.find((p) => p.id === id)?.label ?? null });
  const unlinked = data.available.filter((p) => !data.identities.some((i) => i.provider === p.id));

  const remove = async (provider: (typeof data.identities)[number]['provider']) => {
    try {
      await unlink.mutateAsync(provider);
      toast({ title: t('common:toast.success'), description: t('account:signInMethods.unlinked', { provider: labelOf(provider) }), variant: 'success' });
    } catch (failure) {
      toast({ title: t('account:signInMethods.failed'), description: describeError(failure, { fallback: t('errors:auth.social_failed'), serverError: t('errors:auth.social_failed') }), variant: 'destructive' });
    }
  };

  return (
    <section className="card account-section" aria-labelledby="sign-in-methods-title">
      <h3 id="sign-in-methods-title">{t('account:signInMethods.title')}</h3>
      <ul className="sign-in-methods">
        <li>
          <strong>{t('account:signInMethods.password')}</strong> — {data.hasPassword ? t('account:signInMethods.passwordSet') : t('account:signInMethods.passwordNone')}
        </li>
        {data.identities.map((identity) => (
          <li key={identity.provider}>
            <strong>{labelOf(identity.provider)}</strong> —{' '}
            {identity.email ? t('account:signInMethods.linkedAs', { email: identity.email }) : t('account:signInMethods.linkedNoEmail')}{' '}
            <button type="button" className="btn btn--secondary" disabled={unlink.isPending} onClick={() => void remove(identity.provider)}>
              {t('account:signInMethods.unlink', { provider: labelOf(identity.provider) })}
            </button>
          </li>
        ))}
      </ul>
      {unlinked.map((provider) => (
        <a key={provider.id} className="btn btn--secondary" href={socialStartUrl(provider.id, { returnTo: '/profile' })}>
          {t('account:signInMethods.link', { provider: providerLabel(provider) })}
        </a>
      ))}
    </section>
  );
}
