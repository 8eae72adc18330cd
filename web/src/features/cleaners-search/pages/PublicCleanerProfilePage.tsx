import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { Avatar } from '../../../components/layout/Avatar';
import { DemoBadge } from '../../../components/ui/DemoBadge';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageMeta, useServerStatus } from '../../../seo/use-page-meta';
import { cleanerJsonLd } from '../../../seo/json-ld';
import { useSite } from '../../../seo/use-site';
import { usePublicProfile } from '../api/get-public-profile';
import type { PublicCleanerProfile } from '../api/types';
import { AvailabilityList } from '../components/AvailabilityList';
import { RateText, RatingText, TrustFacts, VerifiedIdentityBadge, otherBadges } from '../components/CleanerCardView';
import { WorkGallery } from '../components/WorkGallery';
import { CleanerReviewsSection } from '../../reviews/components/CleanerReviewsSection';
import { CleanerFeedbackControls } from '../../cleaner-feedback/components/CleanerFeedbackControls';
import { formatCents, formatCount, formatPercent, responseTimeText } from '../format';
import '../cleaners-search.css';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card public-profile__part" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** /cleaners/:slug (spec section 2): a listed cleaner's public profile, with a booking button. */
export function PublicCleanerProfilePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation(['search', 'cleanerProfile']);
  const describe = useDescribeError();
  const query = usePublicProfile(slug);
  const profile = query.data;
  const site = useSite();
  const missingProfile = query.error instanceof ApiError && query.error.status === 404;
  const city = profile?.primaryCity?.name ?? null;
  usePageMeta({
    title: profile ? profile.name : query.isError ? t('search:profile.notFoundTitle') : t('search:profile.title'),
    description: profile
      ? (profile.bioExcerpt ?? t('search:seo.profileDescription', { name: profile.name, where: city ? t('search:seo.profileWhere', { city }) : '' }))
      : undefined,
    ogType: 'profile',
    noindex: missingProfile,
    jsonLd: profile
      ? [cleanerJsonLd(site, { slug: profile.slug, name: profile.name, description: profile.bioExcerpt, image: profile.profilePic, city, hourlyRateCents: profile.hourlyRateCents, rating: profile.rating })]
      : undefined,
  });
  useServerStatus(missingProfile ? 404 : null);

  if (query.isPending) return <PageLoading />;
  if (query.isError || !profile) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="container notice-page">
        <h1>{missing ? t('search:profile.notFoundTitle') : t('search:errors.loadProfile')}</h1>
        <p role={missing ? undefined : 'alert'}>{missing ? t('search:profile.notFoundText') : describe(query.error, t('search:errors.loadProfile'))}</p>
        <p>
          <Link to="/cleaners">{t('search:profile.backToSearch')}</Link>
        </p>
      </div>
    );
  }

  return <PublicProfileBody profile={profile} />;
}

/**
 * The page's content, for visitors and for the cleaner's own preview before approval (issue #40:
 * /account/preview), where booking and feedback are not offered and a notice says who sees it.
 */
export function PublicProfileBody({ profile, preview = false }: { profile: PublicCleanerProfile; preview?: boolean }) {
  const { t, i18n } = useTranslation(['search', 'cleanerProfile']);
  const lang = i18n.resolvedLanguage;
  const none = t('search:profile.none');
  const list = (items: readonly string[], prefix: string) => (items.length ? items.map((x) => t(`cleanerProfile:options.${prefix}.${x}`)).join(', ') : none);

  return (
    <div className="container public-profile">
      {preview ? (
        <p className="card public-profile__preview" role="note">
          {t('search:profile.previewNotice')} <Link to="/account/profile">{t('search:profile.previewBack')}</Link>
        </p>
      ) : null}
      <header className="public-profile__header card">
        <Avatar user={profile} size={96} eager />
        <div className="public-profile__identity">
          <h1>{profile.name}</h1>
          <p className="public-profile__city">
            {profile.primaryCity ? profile.primaryCity.name : t('search:card.noCity')}
            {profile.isDemo ? <DemoBadge about="cleaner" /> : null}
          </p>
          <p className="cleaner-card__facts">
            <span>
              <RatingText rating={profile.rating} />
            </span>
            <span>
              <RateText cleaner={profile} />
            </span>
          </p>
          {profile.badges.includes('identity_verified') ? (
            <p className="cleaner-card__verified">
              <VerifiedIdentityBadge />
            </p>
          ) : null}
          <TrustFacts cleaner={profile} />
          {otherBadges(profile.badges).length ? (
            <ul className="cleaner-card__badges" aria-label={t('search:card.badges')}>
              {otherBadges(profile.badges).map((b) => (
                <li key={b} className="cleaner-badge">
                  {t(`cleanerProfile:options.badges.${b}`)}
                </li>
              ))}
            </ul>
          ) : null}
          {preview ? null : <CleanerFeedbackControls cleanerId={profile.id} cleanerName={profile.name} />}
        </div>
        {preview ? null : (
          <Link className="btn btn--primary btn--large public-profile__book" to={`/book/${encodeURIComponent(profile.slug)}`}>
            {t('search:profile.book')}
          </Link>
        )}
      </header>

      <div className="public-profile__parts">
        <Part id="pp-about" title={t('search:profile.about')}>
          <p className="public-profile__bio">{profile.bio ?? none}</p>
        </Part>

        <Part id="pp-stats" title={t('search:profile.stats')}>
          <dl className="public-profile__stats">
            <div>
              <dt>{t('search:profile.experience')}</dt>
              <dd>
                {profile.experienceLevel ? t(`cleanerProfile:options.experienceLevel.${profile.experienceLevel}`) : none}
                {profile.stats.experienceYears !== null ? ` · ${t('search:profile.years', { count: profile.stats.experienceYears })}` : null}
              </dd>
            </div>
            <div>
              <dt>{t('search:profile.rating')}</dt>
              <dd>
                <RatingText rating={profile.stats.rating} />
              </dd>
            </div>
            <div>
              <dt>{t('search:profile.completedVisits')}</dt>
              <dd>{profile.stats.completedVisits > 0 ? formatCount(profile.stats.completedVisits, lang) : t('search:profile.noVisitsYet')}</dd>
            </div>
            <div>
              <dt>{t('search:profile.responseTime')}</dt>
              <dd>
                {profile.stats.responseMinutes === null
                  ? t('search:profile.responseTimeUnknown')
                  : t(`search:${responseTimeText(profile.stats.responseMinutes).key}`, { count: responseTimeText(profile.stats.responseMinutes).count })}
              </dd>
            </div>
            <div>
              <dt>{t('search:profile.completionRate')}</dt>
              <dd>{profile.stats.completionRate === null ? t('search:profile.noBookingsYet') : formatPercent(profile.stats.completionRate, lang)}</dd>
            </div>
            <div>
              <dt>
                <label htmlFor="pp-completeness">{t('search:profile.completeness')}</label>
              </dt>
              <dd>
                <progress id="pp-completeness" max={100} value={profile.completeness}>
                  {profile.completeness} %
                </progress>{' '}
                {formatPercent(profile.completeness / 100, lang)}
              </dd>
            </div>
          </dl>
        </Part>

        <Part id="pp-availability" title={t('search:profile.availability')}>
          <AvailabilityList availability={profile.availability} />
        </Part>

        <Part id="pp-services" title={t('search:profile.services')}>
          <ul className="public-profile__list">
            {profile.serviceTypes.map((s) => {
              const own = profile.serviceRates[s as keyof typeof profile.serviceRates];
              return (
                <li key={s}>
                  {t(`cleanerProfile:options.serviceTypes.${s}`)}
                  {own ? ` — ${t('search:profile.serviceRate', { amount: formatCents(own, lang) })}` : null}
                </li>
              );
            })}
          </ul>
          <h3>{t('search:profile.serviceCities')}</h3>
          {profile.serviceCities.length ? (
            <ul className="public-profile__list">
              {profile.serviceCities.map((c) => (
                <li key={c.placeId}>
                  <Link to={`/city/${encodeURIComponent(c.placeId)}`}>{c.name}</Link>
                  {profile.paymentMode === 'hourly' ? ` — ${t('search:card.hourly', { amount: formatCents(c.hourlyRateCents, lang) })}` : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>{none}</p>
          )}
          {profile.coverageKm !== null ? <p>{t('search:profile.coverage', { km: profile.coverageKm })}</p> : null}
        </Part>

        <Part id="pp-details" title={t('search:profile.details')}>
          <dl className="public-profile__stats">
            <div>
              <dt>{t('search:profile.pets')}</dt>
              <dd>{profile.pets.length ? list(profile.pets, 'pets') : t('search:profile.noPets')}</dd>
            </div>
            <div>
              <dt>{t('search:profile.equipment')}</dt>
              <dd>{list(profile.equipment, 'equipment')}</dd>
            </div>
            <div>
              <dt>{t('search:profile.languages')}</dt>
              <dd>{list(profile.languages, 'languages')}</dd>
            </div>
            {profile.skills.length ? (
              <div>
                <dt>{t('search:profile.skills')}</dt>
                <dd>{profile.skills.join(', ')}</dd>
              </div>
            ) : null}
            {profile.certificates.length ? (
              <div>
                <dt>{t('search:profile.certificates')}</dt>
                <dd>{profile.certificates.join(', ')}</dd>
              </div>
            ) : null}
            {profile.education ? (
              <div>
                <dt>{t('search:profile.education')}</dt>
                <dd>{profile.education}</dd>
              </div>
            ) : null}
          </dl>
        </Part>

        <Part id="pp-gallery" title={t('search:profile.gallery')}>
          {profile.portfolio.length ? <WorkGallery name={profile.name} photos={profile.portfolio} /> : <p>{t('search:profile.noPhotos')}</p>}
        </Part>

        <CleanerReviewsSection cleanerId={profile.id} />
      </div>
    </div>
  );
}
