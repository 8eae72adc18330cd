import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/auth-context';
import { useMyReferrals } from '../api/get-my-referrals';
import { ClaimForm } from '../components/ClaimForm';
import { CodesSection } from '../components/CodesSection';
import { ReferredSection } from '../components/ReferredSection';
import { RewardsSection } from '../components/RewardsSection';
import { formatMoney } from '../format';
import { referralAudience, summaryFigures } from '../referral-summary';
import '../referrals.css';

/** /referrals: my codes, the people I referred, my rewards and who referred me. */
export function ReferralsPage() {
  const { t, i18n } = useTranslation(['referrals', 'common']);
  const describe = useDescribeError();
  const user = useCurrentUser();
  const query = useMyReferrals();
  usePageTitle(t('referrals:page.title'));
  const canGenerate = user?.role === 'client' || user?.role === 'cleaner';
  // Each role reads its own rewards: a client's discounts, a cleaner's cash (cleaners do not book).
  const audience = referralAudience(user?.role);
  const figureLabel = { discount: 'referrals:summary.available', cashPending: 'referrals:summary.cashPending', cashEarned: 'referrals:summary.cash' } as const;

  return (
    <div className="container referrals-page">
      <h1>{t('referrals:page.title')}</h1>
      <p>
        {t('referrals:page.lead')} <Link to="/referral-program">{t('referrals:page.howLink')}</Link>
      </p>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{describe(query.error, t('referrals:errors.loadFailed'))}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
            {t('referrals:page.retry')}
          </button>
        </div>
      ) : (
        <div className="referrals-page__parts">
          <section className="card referral-summary" aria-label={t('referrals:summary.label')}>
            <p className="referral-summary__lead">
              {t(`referrals:summary.lead.${audience}`, {
                amount: formatMoney(audience === 'cleaner' ? query.data.offer.cleanerRewardCents : query.data.offer.clientRewardCents, i18n.resolvedLanguage),
                friendAmount: formatMoney(query.data.offer.friendDiscountCents, i18n.resolvedLanguage),
              })}
            </p>
            {summaryFigures(user?.role, query.data).map((figure) => (
              <div key={figure.id} className="referral-summary__figure" data-testid={`referral-${figure.id}`}>
                <span className="referral-summary__label">{t(figureLabel[figure.id])}</span>
                <strong>{formatMoney(figure.cents, i18n.resolvedLanguage)}</strong>
              </div>
            ))}
            {query.data.referredBy ? <p className="referral-summary__by">{t('referrals:summary.referredBy', { name: query.data.referredBy.firstName, code: query.data.referredBy.code })}</p> : null}
          </section>
          {query.data.canClaim ? <ClaimForm /> : null}
          <CodesSection codes={query.data.codes} canGenerate={canGenerate} maxActiveCodes={query.data.maxActiveCodes} friendDiscount={formatMoney(query.data.offer.friendDiscountCents, i18n.resolvedLanguage)} />
          <ReferredSection referred={query.data.referred} />
          <RewardsSection rewards={query.data.rewards} />
        </div>
      )}
    </div>
  );
}
