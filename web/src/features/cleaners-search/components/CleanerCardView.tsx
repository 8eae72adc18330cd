import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withColon } from '../../../lib/label';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/layout/Avatar';
import { DemoBadge } from '../../../components/ui/DemoBadge';
import type { CleanerCard } from '../api/types';
import { CleanerFeedbackControls } from '../../cleaner-feedback/components/CleanerFeedbackControls';
import { HiddenCleanerNotice, useHiddenByFeedback } from '../../cleaner-feedback/components/HiddenCleanerNotice';
import { formatKm } from '../../../../../src/shared/distance-format';
import { formatCents, formatCount, formatRating, localeTag, lowestFixedRate, responseTimeText } from '../format';
import { conjunctionList } from '../../../lib/list-format';

/** The rate line: hourly rate, or "from" the lowest fixed price in fixed mode. */
export function RateText({ cleaner }: { cleaner: Pick<CleanerCard, 'hourlyRateCents' | 'paymentMode' | 'fixedRates'> }) {
  const { t, i18n } = useTranslation('search');
  if (cleaner.paymentMode === 'hourly' && cleaner.hourlyRateCents !== null) return <>{t('card.hourly', { amount: formatCents(cleaner.hourlyRateCents, i18n.resolvedLanguage) })}</>;
  const lowest = lowestFixedRate(cleaner.fixedRates);
  return <>{lowest === null ? t('card.noRate') : t('card.fixedFrom', { amount: formatCents(lowest, i18n.resolvedLanguage) })}</>;
}

/** "4,8 ★ (12 avis)", or "Nouveau" for a cleaner nobody has reviewed yet. */
export function RatingText({ rating }: { rating: CleanerCard['rating'] }) {
  const { t, i18n } = useTranslation('search');
  if (rating.average === null || rating.count === 0) return <span className="cleaner-badge cleaner-badge--new">{t('card.new')}</span>;
  return <>{t('card.rating', { average: formatRating(rating.average, i18n.resolvedLanguage), count: rating.count })}</>;
}

/** The badges listed under the card: the verified identity has its own place beside the name. */
export const otherBadges = (badges: CleanerCard['badges']) => badges.filter((b) => b !== 'identity_verified');

/** "Identité vérifiée": an approved ID document (the `identity_verified` badge), shown beside the name, never granted by hand. */
export function VerifiedIdentityBadge() {
  const { t } = useTranslation('search');
  return (
    <span className="cleaner-badge cleaner-badge--verified">
      <span aria-hidden="true">✓ </span>
      {t('card.identityVerified')}
    </span>
  );
}

/**
 * What the bookings say (issue #35), every figure counted from data: completed visits (hidden at
 * zero), the usual response time (absent below the minimum of requests), and the languages spoken.
 */
export function TrustFacts({ cleaner, className = 'cleaner-card__trust' }: { cleaner: Pick<CleanerCard, 'completedVisits' | 'responseMinutes' | 'languages'>; className?: string }) {
  const { t, i18n } = useTranslation('search');
  const lang = i18n.resolvedLanguage;
  const response = cleaner.responseMinutes === null ? null : responseTimeText(cleaner.responseMinutes);
  const languages = cleaner.languages.map((l) => t(`card.languageNames.${l}`));
  const items = [
    cleaner.completedVisits > 0 ? <li key="visits">{t('card.visits', { count: cleaner.completedVisits, formatted: formatCount(cleaner.completedVisits, lang) })}</li> : null,
    response ? <li key="response">{t(response.key, { count: response.count })}</li> : null,
    languages.length ? <li key="languages">{t('card.speaks', { list: conjunctionList(languages, localeTag(lang)) })}</li> : null,
  ].filter(Boolean);
  if (!items.length) return null;
  return (
    <ul className={className} aria-label={t('card.trust')}>
      {items}
    </ul>
  );
}

/** One result: its name is the link to the public profile; `extra` adds scores on the recommendations, where "Pas intéressé(e)" hides the card. */
export function CleanerCardView({ cleaner, headingLevel = 3, extra, recommendation = false }: { cleaner: CleanerCard; headingLevel?: 2 | 3; extra?: ReactNode; recommendation?: boolean }) {
  const { t, i18n } = useTranslation(['search', 'cleanerProfile']);
  const hidden = useHiddenByFeedback(cleaner.id, recommendation);
  if (hidden) return <HiddenCleanerNotice cleanerId={cleaner.id} cleanerName={cleaner.name} />;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card cleaner-card">
      <div className="cleaner-card__head">
        <Avatar user={cleaner} size={56} />
        <div>
          <Heading className="cleaner-card__name">
            <Link to={`/cleaners/${encodeURIComponent(cleaner.slug)}`}>{cleaner.name}</Link>
          </Heading>
          <p className="cleaner-card__city">
            {cleaner.primaryCity?.name ?? t('search:card.noCity')}
            {cleaner.distanceKm !== null && cleaner.distanceKm > 0 ? ` · ${t('search:card.distance', { distance: formatKm(cleaner.distanceKm, i18n.resolvedLanguage) })}` : null}
            {cleaner.isDemo ? <DemoBadge about="cleaner" /> : null}
          </p>
          {cleaner.badges.includes('identity_verified') ? (
            <p className="cleaner-card__verified">
              <VerifiedIdentityBadge />
            </p>
          ) : null}
        </div>
      </div>
      <p className="cleaner-card__facts">
        <span className="cleaner-card__rate">
          <RateText cleaner={cleaner} />
        </span>
        <span className="cleaner-card__rating">
          <RatingText rating={cleaner.rating} />
        </span>
        {cleaner.experienceLevel ? <span>{t(`cleanerProfile:options.experienceLevel.${cleaner.experienceLevel}`)}</span> : null}
      </p>
      <TrustFacts cleaner={cleaner} />
      {cleaner.bioExcerpt ? <p className="cleaner-card__bio">{cleaner.bioExcerpt}</p> : null}
      {cleaner.serviceTypes.length ? (
        <p className="cleaner-card__services">
          <span className="visually-hidden">{withColon(t('search:card.services'), i18n.language)} </span>
          {cleaner.serviceTypes.map((s) => t(`cleanerProfile:options.serviceTypes.${s}`)).join(' · ')}
        </p>
      ) : null}
      {otherBadges(cleaner.badges).length ? (
        <ul className="cleaner-card__badges" aria-label={t('search:card.badges')}>
          {otherBadges(cleaner.badges).map((b) => (
            <li key={b} className="cleaner-badge">
              {t(`cleanerProfile:options.badges.${b}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {extra}
      <CleanerFeedbackControls cleanerId={cleaner.id} cleanerName={cleaner.name} />
    </article>
  );
}
