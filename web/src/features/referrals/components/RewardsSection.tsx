import { useTranslation } from 'react-i18next';
import type { ReferralReward } from '../api/types';
import { formatMoney, formatReferralDate } from '../format';

/** The user's rewards: what for, how much, where it stands and until when it can be used. */
export function RewardsSection({ rewards }: { rewards: ReferralReward[] }) {
  const { t, i18n } = useTranslation('referrals');
  const language = i18n.resolvedLanguage;
  return (
    <section className="card referral-section" aria-labelledby="referral-rewards-title">
      <h2 id="referral-rewards-title">{t('rewards.title')}</h2>
      {rewards.length === 0 ? (
        <p>{t('rewards.empty')}</p>
      ) : (
        <table className="referral-table">
          <thead>
            <tr>
              <th scope="col">{t('rewards.reward')}</th>
              <th scope="col">{t('rewards.amount')}</th>
              <th scope="col">{t('rewards.status')}</th>
              <th scope="col">{t('rewards.expires')}</th>
            </tr>
          </thead>
          <tbody>
            {rewards.map((r) => (
              <tr key={r.id}>
                <td>
                  {t(`rewards.reasons.${r.reason}`, { name: r.referredName ?? '' })}
                  <span className="referral-table__sub">{t(`rewards.kinds.${r.kind}`)}</span>
                </td>
                <td>{formatMoney(r.amountCents, language)}</td>
                <td>
                  <span className={`referral-badge referral-badge--${r.status}`}>{t(`rewards.statuses.${r.status}`)}</span>
                </td>
                <td>{r.expiresAt && r.kind === 'discount' ? formatReferralDate(r.expiresAt, language) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
