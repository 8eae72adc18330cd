import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/layout/Avatar';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/auth-context';
import { AvatarSection } from '../components/AvatarSection';
import { ChangeEmailForm } from '../components/ChangeEmailForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { AddPasswordForm } from '../components/AddPasswordForm';
import { useSignInMethods } from '../api/sign-in-methods';
import { SignInMethodsSection } from '../components/SignInMethodsSection';
import { PasskeysSection } from '../components/PasskeysSection';
import { DataExportSection } from '../components/DataExportSection';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { LanguagePreferenceForm } from '../components/LanguagePreferenceForm';
import { ProfileBasicsForm } from '../components/ProfileBasicsForm';
import { GenderPreferenceForm } from '../../client-onboarding/components/GenderPreferenceForm';
import { PageLoading } from '../../../components/ui/PageLoading';
import { NotificationPreferencesForm } from '../../messaging/components/NotificationPreferencesForm';
import { PushNotificationsSection } from '../../push/components/PushNotificationsSection';

// Cleaners only: their professional profile, loaded on demand so clients never download it.
const CleanerProfileSection = lazy(() =>
  import('../../cleaner-profile/components/CleanerProfileSection').then((m) => ({ default: m.CleanerProfileSection })),
);
// Cleaners: their payout account's state (issue #5). Clients: their invoices.
const PayoutAccountCard = lazy(() => import('../../payouts/components/PayoutAccountCard').then((m) => ({ default: m.PayoutAccountCard })));
const ClientInvoicesGroup = lazy(() => import('../../payments/components/ClientInvoicesGroup').then((m) => ({ default: m.ClientInvoicesGroup })));
// API keys for integrations (issue #25), loaded on demand; admins make theirs in the console.
const ApiKeysSection = lazy(() => import('../../api-keys/components/ApiKeysSection').then((m) => ({ default: m.ApiKeysSection })));
const WebhooksSection = lazy(() => import('../../webhooks/components/WebhooksSection').then((m) => ({ default: m.WebhooksSection })));

export function ProfilePage() {
  const { t } = useTranslation('account');
  // A passwordless account (social sign-in, passkeys) is offered "Ajouter un mot de passe" instead of the change form.
  const signInMethods = useSignInMethods();
  const user = useCurrentUser();
  usePageTitle(t('title'));
  // The route table only opens /profile to signed-in people; this covers the sign-out render.
  if (!user) return null;

  return (
    <div className="container account-page">
      <div className="account-header">
        <Avatar user={user} size={64} eager />
        <div>
          <h1>{t('title')}</h1>
          <p className="account-header__name">{user.name}</p>
          <p className="account-header__role">
            {user.role ? (
              t('role.label', { role: t(`role.names.${user.role}`) })
            ) : (
              <>
                {t('role.none')} <Link to="/auth/select-role">{t('role.choose')}</Link>
              </>
            )}
          </p>
        </div>
      </div>
      <h2 className="account-group-title">{t('groups.profile')}</h2>
      <div className="account-grid">
        <ProfileBasicsForm user={user} />
        {user.role === 'client' ? <GenderPreferenceForm user={user} /> : null}
        <AvatarSection user={user} />
        <LanguagePreferenceForm user={user} />
        {user.role === 'cleaner' ? (
          <Suspense fallback={<PageLoading />}>
            <PayoutAccountCard />
          </Suspense>
        ) : null}
      </div>
      <h2 className="account-group-title">{t('groups.settings')}</h2>
      <div className="account-grid">
        <ChangeEmailForm user={user} />
        {signInMethods.data?.hasPassword === false ? <AddPasswordForm /> : <ChangePasswordForm />}
        <SignInMethodsSection />
        <PasskeysSection />
        {user.role === 'admin' ? null : <NotificationPreferencesForm />}
        {user.role === 'client' || user.role === 'cleaner' ? <PushNotificationsSection /> : null}
        <DataExportSection />
        <DeleteAccountSection />
      </div>
      {user.role === 'client' || user.role === 'cleaner' ? (
        <Suspense fallback={<PageLoading />}>
          <ApiKeysSection />
          <WebhooksSection role={user.role} />
        </Suspense>
      ) : null}
      {user.role === 'client' ? (
        <Suspense fallback={<PageLoading />}>
          <ClientInvoicesGroup />
        </Suspense>
      ) : null}
      {user.role === 'cleaner' ? (
        <Suspense fallback={<PageLoading />}>
          <CleanerProfileSection />
        </Suspense>
      ) : null}
    </div>
  );
}
