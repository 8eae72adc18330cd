import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/auth-context';
import { useMyReferrals } from '../api/get-my-referrals';
import { useReferralLookup } from '../api/lookup-referral-code';
import type { ReferralOffer } from '../api/types';
import { formatMoney, SPEC_OFFER } from '../format';
import { cleanCode, rememberCode } from '../remembered-code';
import '../referrals.css';

function HowItWorks({ offer }: { offer: ReferralOffer }) {
  const { t, i18n } = useTranslation('referrals');
  const money = (cents: number) => formatMoney(cents, i18n.resolvedLanguage);
  return (
    <>
      <section className="card referral-program__section" aria-labelledby="referral-how">
        <h2 id="referral-how">{t('program.howTitle')}</h2>
        <ol className="referral-program__steps">
          <li>{t('program.step1')}</li>
          <li>{t('program.step2')}</li>
          <li>{t('program.step3')}</li>
        </ol>
      </section>
      <section className="card referral-program__section" aria-labelledby="referral-rewards">
        <h2 id="referral-rewards">{t('program.rewardsTitle')}</h2>
        <ul className="referral-program__rewards">
          <li>{t('program.friendReward', { amount: money(offer.friendDiscountCents) })}</li>
          <li>{t('program.clientReward', { amount: money(offer.clientRewardCents) })}</li>
          <li>{t('program.cleanerReward', { amount: money(offer.cleanerRewardCents) })}</li>
        </ul>
        <p>{t('program.validity', { count: offer.validityMonths })}</p>
        <p>{t('program.noLimit')}</p>
        <p className="referral-program__fine-print">{t('program.finePrint')}</p>
      </section>
    </>
  );
}

/**
 * /referral-program: the program explained (public, both languages). With `?code=` it shows whose
 * invitation it is and remembers the code; it is claimed once the visitor has an account.
 */
export function ReferralProgramPage() {
  const { t, i18n } = useTranslation(['referrals', 'common']);
  const describe = useDescribeError();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const code = cleanCode(params.get('code'));
  const lookup = useReferralLookup(code);
  const mine = useMyReferrals(user !== null);
  usePageTitle(t('referrals:program.title'));

  // Remembered only once the server knows the code: a mistyped link leaves nothing behind.
  useEffect(() => {
    if (lookup.data) rememberCode(lookup.data.code);
  }, [lookup.data]);

  const offer = lookup.data?.offer ?? mine.data?.offer ?? SPEC_OFFER;
  const money = (cents: number) => formatMoney(cents, i18n.resolvedLanguage);

  return (
    <div className="container referral-program">
      <h1>{t('referrals:program.title')}</h1>
      <p className="referral-program__lead">{t('referrals:program.lead')}</p>
      {code === null ? null : lookup.isPending ? (
        <PageLoading />
      ) : lookup.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{lookup.error instanceof ApiError && lookup.error.status === 404 ? describe(lookup.error, t('referrals:invite.unknown')) : describe(lookup.error, t('referrals:errors.loadFailed'))}</p>
        </div>
      ) : (
        <section className="card referral-invite" aria-labelledby="referral-invite-title">
          <h2 id="referral-invite-title">{t('referrals:invite.title', { name: lookup.data.referrerFirstName })}</h2>
          <p>{t('referrals:invite.offer', { amount: money(lookup.data.offer.friendDiscountCents) })}</p>
          <p>
            {t('referrals:invite.code')} <strong className="referral-code">{lookup.data.code}</strong>
          </p>
          {user ? (
            <p>
              {t('referrals:invite.signedIn')} <Link to="/referrals">{t('referrals:invite.seeReferrals')}</Link>
            </p>
          ) : (
            <>
              <p>{t('referrals:invite.remembered')}</p>
              <div className="referral-invite__actions">
                <Link className="btn btn--primary" to="/register">
                  {t('referrals:invite.signUp')}
                </Link>
                <Link className="btn btn--secondary" to="/login">
                  {t('referrals:invite.logIn')}
                </Link>
              </div>
            </>
          )}
        </section>
      )}
      <HowItWorks offer={offer} />
      {user && code === null ? (
        <p>
          <Link className="btn btn--primary" to="/referrals">
            {t('referrals:program.toMyReferrals')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
