import { useTranslation } from 'react-i18next';
import { withColon } from '../../../lib/label';
import { listingGaps } from '../listing-notice';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useMyCleanerProfile } from '../api/get-my-cleaner-profile';
import { BusinessForm } from './BusinessForm';
import { DocumentsSection } from './DocumentsSection';
import { FurtherTrainingSection } from './FurtherTrainingSection';
import { PortfolioSection } from './PortfolioSection';
import { QuickStartForm } from './QuickStartForm';
import { ReadyToWorkForm } from './ReadyToWorkForm';
import { SellerIdentificationSection } from '../../seller-identification/components/SellerIdentificationSection';
import '../cleaner-profile.css';

export type CleanerPart = 'about' | 'work' | 'business' | 'sellerIdentification' | 'documents' | 'training' | 'portfolio';
const ALL_PARTS: readonly CleanerPart[] = ['about', 'work', 'business', 'sellerIdentification', 'documents', 'training', 'portfolio'];

/**
 * A cleaner's professional profile on their account: status, then each part editable on its own.
 * The account's sections each show some parts (`parts`), the status only where `summary` is set.
 */
export function CleanerProfileSection({ parts = ALL_PARTS, summary = true, title = true }: { parts?: readonly CleanerPart[]; summary?: boolean; title?: boolean }) {
  const { t, i18n } = useTranslation(['cleanerProfile', 'common']);
  const query = useMyCleanerProfile();
  const toast = useToast();
  const describe = useDescribeError();
  if (query.isPending) return <PageLoading />;
  if (query.isError || !query.data) return <p role="alert">{describe(query.error, t('cleanerProfile:loadFailed'))}</p>;
  const profile = query.data;
  const saved = () => void toast({ title: t('cleanerProfile:savedTitle'), description: t('cleanerProfile:saved'), variant: 'success' });

  return (
    <section className="cleaner-profile" aria-labelledby={title ? 'cleaner-profile-title' : undefined}>
      {title ? (
        <h2 id="cleaner-profile-title" className="account-group-title">
          {t('cleanerProfile:title')}
        </h2>
      ) : null}
      {summary ? (
      <div className="card cleaner-summary">
        <p>
          <strong>{withColon(t('cleanerProfile:summary.listing'), i18n.language)}</strong> {profile.isListed
            ? t('cleanerProfile:summary.listed')
            : t('cleanerProfile:summary.notListed', { gaps: listingGaps(profile).map((g) => t(`cleanerProfile:summary.gaps.${g}`)).join(t('cleanerProfile:summary.gapsJoin')) })}
        </p>
        <p>
          <strong>{withColon(t('cleanerProfile:verification.label'), i18n.language)}</strong> {t(`cleanerProfile:verification.${profile.verification}`)}
        </p>
        <div className="cleaner-summary__meter">
          <label htmlFor="cleaner-completeness">
            <strong>{withColon(t('cleanerProfile:summary.completeness'), i18n.language)}</strong> {profile.completeness} %
          </label>
          <progress id="cleaner-completeness" max={100} value={profile.completeness}>
            {profile.completeness} %
          </progress>
        </div>
        <p>
          <strong>{withColon(t('cleanerProfile:summary.badges'), i18n.language)}</strong>{' '}
          {profile.badges.length ? profile.badges.map((b) => t(`cleanerProfile:options.badges.${b}`)).join(', ') : t('cleanerProfile:summary.noBadges')}
        </p>
        <p>
          <strong>{withColon(t('cleanerProfile:summary.publicAddress'), i18n.language)}</strong> /cleaners/{profile.slug}
        </p>
        <p>
          <Link to="/profile/calendar">{t('cleanerProfile:summary.calendar')}</Link>
          {' · '}
          {profile.isListed ? (
            <Link to={`/cleaners/${encodeURIComponent(profile.slug)}`}>{t('cleanerProfile:summary.viewPublic')}</Link>
          ) : (
            // Before approval: the page as visitors will see it (issue #40).
            <Link to="/account/preview">{t('cleanerProfile:summary.previewPublic')}</Link>
          )}
        </p>
        {profile.onboarding.currentStep ? (
          <p>
            <Link to="/onboarding">{t('cleanerProfile:summary.continueOnboarding')}</Link>
          </p>
        ) : null}
      </div>
      ) : null}
      <div className="cleaner-profile__parts">
        {parts.includes('about') ? (
<section className="card" aria-labelledby="cp-about">
          <h3 id="cp-about">{t('cleanerProfile:parts.about')}</h3>
          <QuickStartForm profile={profile} submitLabel={t('cleanerProfile:save')} onSaved={saved} />
        </section>
        ) : null}
        {parts.includes('work') ? (
<section className="card" aria-labelledby="cp-work">
          <h3 id="cp-work">{t('cleanerProfile:parts.work')}</h3>
          <ReadyToWorkForm profile={profile} submitLabel={t('cleanerProfile:save')} onSaved={saved} />
        </section>
        ) : null}
        {parts.includes('business') ? (
<section className="card" aria-labelledby="cp-business">
          <h3 id="cp-business">{t('cleanerProfile:parts.business')}</h3>
          <BusinessForm profile={profile} submitLabel={t('cleanerProfile:save')} onSaved={saved} />
        </section>
        ) : null}
        {/* Income Tax Act Part XX: what Éclat must report for every cleaner it pays. */}
        {parts.includes('sellerIdentification') ? (
<section className="card" aria-labelledby="cp-seller-identification">
          <h3 id="cp-seller-identification">{t('cleanerProfile:parts.sellerIdentification')}</h3>
          <SellerIdentificationSection prefill={profile} />
        </section>
        ) : null}
        {parts.includes('documents') ? (
<section className="card" aria-labelledby="cp-documents">
          <h3 id="cp-documents">{t('cleanerProfile:parts.documents')}</h3>
          <DocumentsSection profile={profile} />
        </section>
        ) : null}
        {parts.includes('training') ? (
<section className="card" aria-labelledby="cp-training">
          <h3 id="cp-training">{t('cleanerProfile:parts.training')}</h3>
          <FurtherTrainingSection profile={profile} onSaved={saved} />
        </section>
        ) : null}
        {parts.includes('portfolio') ? (
<section className="card" aria-labelledby="cp-portfolio">
          <h3 id="cp-portfolio">{t('cleanerProfile:parts.portfolio')}</h3>
          <PortfolioSection profile={profile} />
        </section>
        ) : null}
      </div>
    </section>
  );
}
