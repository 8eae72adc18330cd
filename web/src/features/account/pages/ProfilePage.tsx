import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useParams } from 'react-router-dom';
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
import { accountPath, sectionOf, sectionsFor, type AccountSection } from '../account-sections';
import type { User } from '../../../api/types';

// Cleaners only: their professional profile, loaded on demand so clients never download it.
const CleanerProfileSection = lazy(() =>
  import('../../cleaner-profile/components/CleanerProfileSection').then((m) => ({ default: m.CleanerProfileSection })),
);
// Cleaners: their payout account's state (issue #5). Clients: their invoices.
const PayoutAccountCard = lazy(() => import('../../payouts/components/PayoutAccountCard').then((m) => ({ default: m.PayoutAccountCard })));
const ClientInvoicesGroup = lazy(() => import('../../payments/components/ClientInvoicesGroup').then((m) => ({ default: m.ClientInvoicesGroup })));
// API keys for integrations (issue #25), loaded on demand; admins make theirs in the console.
const ApiKeysSection = lazy(() => import('../../api-keys/components/ApiKeysSection').then((m) => ({ default: m.ApiKeysSection })));
// Cleaners: their weekly availability, edited in place (issue #40), with their other slots.
const WeeklyAvailabilitySection = lazy(() => import('../components/WeeklyAvailabilitySection'));
const WebhooksSection = lazy(() => import('../../webhooks/components/WebhooksSection').then((m) => ({ default: m.WebhooksSection })));

/**
 * /account/:section (issue #40): the account in sections people navigate, each at its own address,
 * with a section list that scrolls sideways on a phone and stands beside the content on a desktop.
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const { section: param } = useParams();
  const section = user ? sectionOf(param, user.role) : null;
  usePageTitle(section ? `${t(`sections.${section}`)} · ${t('title')}` : t('title'));
  // The route table only opens /account to signed-in people; this covers the sign-out render.
  if (!user) return null;
  if (!section) return <Navigate to={accountPath(sectionsFor(user.role)[0]!)} replace />;

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
      <div className="account-layout">
        <nav className="account-nav" aria-label={t('sectionNav')}>
          <ul>
            {sectionsFor(user.role).map((s) => (
              <li key={s}>
                <NavLink to={accountPath(s)} className="account-nav__link">
                  {t(`sections.${s}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account-content">
          <h2 className="account-group-title">{t(`sections.${section}`)}</h2>
          <SectionContent section={section} user={user} />
        </div>
      </div>
    </div>
  );
}

const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<PageLoading />}>{children}</Suspense>;

function SectionContent({ section, user }: { section: AccountSection; user: User }) {
  const { t } = useTranslation('account');
  // A passwordless account (social sign-in, passkeys) is offered "Ajouter un mot de passe" instead of the change form.
  const signInMethods = useSignInMethods();
  const cleaner = user.role === 'cleaner';
  switch (section) {
    case 'profile':
      return (
        <>
          <div className="account-grid">
            <ProfileBasicsForm user={user} />
            {user.role === 'client' ? <GenderPreferenceForm user={user} /> : null}
            <AvatarSection user={user} />
            <LanguagePreferenceForm user={user} />
          </div>
          {cleaner ? (
            <Lazy>
              <CleanerProfileSection parts={['about', 'training', 'portfolio']} />
            </Lazy>
          ) : null}
        </>
      );
    case 'availability':
      return (
        <Lazy>
          <WeeklyAvailabilitySection />
        </Lazy>
      );
    case 'rates':
      return (
        <Lazy>
          <CleanerProfileSection parts={['work']} summary={false} title={false} />
        </Lazy>
      );
    case 'documents':
      return (
        <Lazy>
          <CleanerProfileSection parts={['documents', 'business', 'sellerIdentification']} summary={false} title={false} />
        </Lazy>
      );
    case 'payouts':
      return (
        <Lazy>
          {cleaner ? (
            <div className="account-grid">
              <PayoutAccountCard />
              <section className="card account-section" aria-labelledby="account-earnings">
                <h3 id="account-earnings">{t('sectionText.openPayouts')}</h3>
                <p>{t('sectionText.payoutsLead')}</p>
                <p>
                  <Link to="/profile/payouts">{t('sectionText.openPayouts')}</Link>
                </p>
              </section>
            </div>
          ) : (
            <ClientInvoicesGroup />
          )}
        </Lazy>
      );
    case 'notifications':
      return (
        <div className="account-grid">
          <NotificationPreferencesForm />
          {user.role === 'client' || cleaner ? <PushNotificationsSection /> : null}
        </div>
      );
    case 'security':
      return (
        <div className="account-grid">
          <ChangeEmailForm user={user} />
          {signInMethods.data?.hasPassword === false ? <AddPasswordForm /> : <ChangePasswordForm />}
          <SignInMethodsSection />
          <PasskeysSection />
        </div>
      );
    case 'integrations':
      return user.role === 'client' || user.role === 'cleaner' ? (
        <Lazy>
          <ApiKeysSection />
          <WebhooksSection role={user.role} />
        </Lazy>
      ) : null;
    case 'account':
      return (
        <div className="account-grid">
          <DataExportSection />
          <DeleteAccountSection />
        </div>
      );
  }
}
